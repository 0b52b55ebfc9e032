import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PASSWORD, uniqueEmail, waitForMail } from './fixtures';

/** What the way-in browser tests share: a registration waiting for its link, a chosen language. */

/** A registration waiting for its link, and the link's path. */
export async function pendingMember(request: APIRequestContext, language: 'en' | 'vi') {
  const email = uniqueEmail('way-in');
  const registered = await request.post('/api/v1/users/open', {
    data: { name: 'Lê Minh Thư', email, password: PASSWORD, adult: true, terms: true, consent: true },
    headers: { 'accept-language': language },
  });
  expect(registered.status()).toBe(201);
  const mail = await waitForMail(email, /Ladder/);
  const link = new URL(mail.link ?? '');
  return { email, path: link.pathname + link.search };
}

/** The language and theme a page opens in, chosen before it loads. */
export async function setLanguage(page: Page, language: 'en' | 'vi', theme: 'light' | 'dark' = 'dark') {
  await page.goto('/login');
  await page.evaluate(
    ([lang, mode]) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    [language, theme] as const,
  );
}
