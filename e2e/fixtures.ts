import { expect, test as base, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const PASSWORD = 'Ladder#Climb42';
/** The superuser global-setup.ts creates (by the CLI) before the server starts. */
export const MODERATOR_EMAIL = 'moderator-e2e@example.com';
/**
 * A moderator per language for the console's browser tests: a member's language is a server
 * setting, so tests in two languages sharing one moderator would switch it under each other.
 */
export const moderatorEmailOf = (language: string) => `moderator-e2e-${language}@example.com`;

interface Mail {
  to: string[];
  subject: string;
  text: string;
  link: string | undefined;
  token: string | undefined;
}

let counter = 0;
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** Waits for the SMTP server to have received a mail for `to` whose subject matches. */
export async function waitForMail(to: string, subject: RegExp, count = 1): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await (
      await fetch(`${process.env.E2E_MAILBOX_URL}/?to=${encodeURIComponent(to)}`)
    ).json()) as Mail[];
    const matching = mails.filter((mail) => subject.test(mail.subject));
    if (matching.length >= count) return matching[count - 1] as Mail;
    if (Date.now() > deadline)
      throw new Error(`no mail "${subject.source}" for ${to}; got: ${mails.map((m) => m.subject).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ticks the registration's three boxes: age, terms, processing (docs/decisions/0055-privacy-choices-and-sign-up-consent.md). */
export async function tickSignUpBoxes(page: Page): Promise<void> {
  for (const box of await page.locator('main form').getByRole('checkbox').all()) await box.check();
}

/** A registered and activated member, made through the API and the real activation mail. */
export async function createMember(request: APIRequestContext, name = 'Minh Anh') {
  const email = uniqueEmail();
  // Every request of these tests comes from 127.0.0.1: the server runs with RATE_LIMIT_SCALE
  // (global-setup.ts), so the limits per address are not what the tests measure.
  const registered = await request.post('/api/v1/users/open', {
    data: { name, email, password: PASSWORD, adult: true, terms: true, consent: true },
  });
  expect(registered.status()).toBe(201);
  const mail = await waitForMail(email, /Activate/);
  const activated = await request.post(`/api/v1/new-account/${mail.token}`, { data: { password: PASSWORD } });
  expect(activated.status()).toBe(200);
  // Past the first run, as a member of some days (docs/decisions/0049-the-first-run.md): signing in lands on /feed.
  const { access_token: accessToken } = (await activated.json()) as { access_token: string };
  const ended = await request.post('/api/v1/users/current/me/first-run', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  expect(ended.status()).toBe(200);
  return { email, name, password: PASSWORD };
}

/** Sets the member's language, which the app follows once they are signed in. */
export async function speak(request: APIRequestContext, headers: Record<string, string>, language: string) {
  expect((await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } })).ok()).toBe(
    true,
  );
}

/** The superuser made by global-setup.ts, past the consent and the first run, signed in, in `language`. */
export async function moderatorPage(browser: Browser, request: APIRequestContext, language: string): Promise<Page> {
  const headers = await tokenFor(request, moderatorEmailOf(language));
  const { policy_version: version } = (await (await request.get('/api/v1/legal')).json()) as { policy_version: string };
  await request.post('/api/v1/users/current/me/consent', { headers, data: { version } });
  await request.post('/api/v1/users/current/me/first-run', { headers });
  await speak(request, headers, language);
  const origin = process.env.E2E_BASE_URL ?? '';
  const token = headers.authorization.replace('Bearer ', '');
  const context = await browser.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'access-token', value: token }] }] },
  });
  return context.newPage();
}

/** A member's Authorization header, for setting things up through the API. */
export async function tokenFor(request: APIRequestContext, email: string, password = PASSWORD) {
  const response = await request.post('/api/v1/login/access-token', { form: { username: email, password } });
  return { authorization: `Bearer ${((await response.json()) as { access_token: string }).access_token}` };
}

/** The member's own record, to address them through the API (by id or in a profile's address). */
export async function meOf(request: APIRequestContext, headers: Record<string, string>) {
  return (await (await request.get('/api/v1/users/current/me', { headers })).json()) as {
    id: string;
    username: string;
  };
}

/** The id of a skill of the reference data, by its English name. */
export async function skillId(request: APIRequestContext, name: string): Promise<string> {
  const answer = (await (
    await request.post(`/api/v1/skills/get?limit=20&keywords=${encodeURIComponent(name)}`)
  ).json()) as { items: { id: string; name_en: string }[] };
  const skill = answer.items.find((item) => item.name_en === name);
  if (!skill) throw new Error(`no skill ${name}`);
  return skill.id;
}

/**
 * Makes the member's feed their own timeline (own posts first) by following a hashtag nobody
 * uses: a member who follows nothing sees everyone's recent posts, which parallel tests move.
 */
export async function isolateFeed(request: APIRequestContext, headers: Record<string, string>) {
  const tag = `own${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const answer = await request.post(`/api/v1/hashtags/follow-hashtag?hashtag=${tag}`, { headers });
  expect(answer.status()).toBe(200);
}

/** A new member with their Authorization header, for setting things up through the API. */
export async function memberWithHeaders(request: APIRequestContext, name?: string) {
  const member = await createMember(request, name);
  return { ...member, headers: await tokenFor(request, member.email, member.password) };
}

/** A new member with their Authorization header and a feed of their own posts (isolateFeed). */
export async function memberWithOwnFeed(request: APIRequestContext, name?: string) {
  const member = await memberWithHeaders(request, name);
  await isolateFeed(request, member.headers);
  return member;
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A new member, signed in and on their feed. */
export async function signedInMember(page: Page, request: APIRequestContext, name?: string) {
  const member = await createMember(request, name);
  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/feed$/);
  return member;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Sums the page's layout shifts from its first paint on (what Lighthouse counts as CLS); read them
 * with `layoutShifts`. Lighthouse leaves out a shift within half a second of a tap or key; with
 * `countsInput`, those count too (a list that arrives just after a tap still moves the page).
 */
export async function watchLayoutShifts(page: Page, { countsInput = false } = {}) {
  await page.addInitScript((isCountingInput) => {
    const seen = { total: 0 };
    Object.assign(window, { layoutShifts: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (isCountingInput || !entry.hadRecentInput) seen.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  }, countsInput);
}

/** The page's layout shifts so far, read two frames on, once the browser has told the last ones. */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { layoutShifts: { total: number } }).layoutShifts.total),
          ),
        ),
      ),
  );

/** Opens the post composer from the feed. */
export async function openComposer(page: Page) {
  await page.getByRole('button', { name: 'Start a post' }).click();
  return page.getByRole('dialog', { name: 'Create a post' });
}

/** Runs axe-core in the page; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  // A colour in the middle of a transition (a button just enabled) is no colour the member
  // reads: wait for every finite animation to end before measuring contrast.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * What the browser's console may say without failing a test: the browser's own line for an
 * answer of 4xx or 5xx, which tests of refusals cause on purpose (the app handles each).
 */
/** Playwright's own line where a test blocks service workers (`serviceWorkers: 'block'`), not the app's. */
const PLAYWRIGHT_LINES = [/^Service Worker registration blocked by Playwright/];
const EXPECTED_CONSOLE = [/^Failed to load resource: the server responded with a status of \d{3}/, ...PLAYWRIGHT_LINES];

/**
 * Every test fails on an error or a warning in the page's console or an uncaught error: a
 * hydration mismatch, a React warning, a failed script (docs/decisions/0041).
 */
export const test = base.extend<{ quietConsole: void }>({
  quietConsole: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const kind = message.type();
        if ((kind === 'error' || kind === 'warning') && !EXPECTED_CONSOLE.some((line) => line.test(message.text())))
          problems.push(`${kind}: ${message.text()} (${page.url()})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message} (${page.url()})`));
      await use();
      expect(problems, 'the console stays free of errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Offline, the browser's own lines for requests that cannot leave are expected; nothing else is. */
const OFFLINE_LINES = [
  /net::ERR_INTERNET_DISCONNECTED/,
  /^Failed to load resource/,
  /Failed to fetch/,
  ...PLAYWRIGHT_LINES,
];

/**
 * For tests that turn the network off (they use Playwright's own `test`, not this file's, which
 * fails on every console error): collects the console's errors and warnings but the offline ones.
 */
export function problemsOffline(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !OFFLINE_LINES.some((line) => line.test(message.text()))
    )
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
