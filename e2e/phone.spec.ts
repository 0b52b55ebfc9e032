import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox } from '../apps/api/test/mailbox';
import { freePort } from '../apps/api/test/pg-cluster';
import { startSmsProvider } from '../apps/api/test/sms-provider';
import { expect, PASSWORD, seriousA11yViolations, test, uniqueEmail } from './fixtures';

/**
 * Mobile number verification in the browser (docs/api/phone.md). The shared server runs with the
 * setting off, so this file starts its own with PHONE_VERIFICATION=1, sending SMS to a real HTTP
 * server on loopback standing in for the provider.
 */
let server: ChildProcess;
let base = '';
let dataDir = '';
let mailbox: Awaited<ReturnType<typeof startMailbox>>;
let sms: Awaited<ReturnType<typeof startSmsProvider>>;

test.beforeAll(async () => {
  // A second server starts here, beside the shared one.
  test.setTimeout(120_000);
  [mailbox, sms] = await Promise.all([startMailbox(), startSmsProvider()]);
  dataDir = mkdtempSync(path.join(tmpdir(), 'ladder-e2e-phone-'));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: base,
      SMTP_URL: mailbox.url,
      DEMO_DATA: '0',
      RATE_LIMIT_SCALE: '100',
      LOG_LEVEL: 'warn',
      PHONE_VERIFICATION: '1',
      SMS_URL: sms.url,
      SMS_TOKEN: sms.token,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await expect
    .poll(
      () =>
        fetch(`${base}/readyz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await Promise.all([mailbox.close(), sms.close()]);
  rmSync(dataDir, { recursive: true, force: true });
});

test.describe('a verified mobile number before posting', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('in Vietnamese on a phone: refused with a link, the number verified by SMS, then the post goes', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('phone');
    const registered = await fetch(`${base}/api/v1/users/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
      body: JSON.stringify({
        name: 'Nguyễn Thị Lan',
        email,
        password: PASSWORD,
        adult: true,
        terms: true,
        consent: true,
      }),
    });
    expect(registered.status).toBe(201);
    await expect.poll(() => mailbox.to(email).length).toBe(1);
    const activation = await fetch(`${base}/api/v1/new-account/${mailbox.last(email).token ?? ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: PASSWORD }),
    });
    expect(activation.status).toBe(200);
    // Past the first run (docs/decisions/0049-the-first-run.md): signing in lands on /feed.
    const { access_token: accessToken } = (await activation.json()) as { access_token: string };
    const ended = await fetch(`${base}/api/v1/users/current/me/first-run`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(ended.status).toBe(200);

    await page.goto(`${base}/login`);
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.reload();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await expect(page).toHaveURL(/\/feed$/);

    await page.getByRole('button', { name: 'Bắt đầu một bài viết' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo bài viết' });
    await dialog.getByLabel('Bạn muốn chia sẻ điều gì?').fill('Xin chào Ladder');
    await dialog.getByRole('button', { name: 'Đăng', exact: true }).click();
    const notice = dialog.getByRole('alert');
    await expect(notice).toContainText('vui lòng xác minh số điện thoại di động trước');
    expect(await seriousA11yViolations(page), 'the composer with the notice').toEqual([]);

    // The section opens in a new tab; the post written stays in the first.
    const [section] = await Promise.all([
      context.waitForEvent('page'),
      notice.getByRole('link', { name: 'Xác minh số của tôi' }).click(),
    ]);
    await expect(section).toHaveURL(/\/me\/phone$/);
    await section.getByLabel('Số điện thoại di động').fill('028 3812 3456');
    await section.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(section.getByText('Hãy nhập số điện thoại di động Việt Nam, ví dụ')).toBeVisible();
    await section.getByLabel('Số điện thoại di động').fill('0912 345 678');
    await section.getByRole('button', { name: 'Gửi mã' }).click();
    await expect(section.getByText('Chúng tôi đã gửi mã gồm 6 chữ số qua SMS đến +84 912 345 678')).toBeVisible();
    // The caret waits in the code's box, and a reload keeps the code step (issue 41).
    await expect(section.getByLabel('Mã trong tin nhắn SMS')).toBeFocused();
    await section.reload();
    await expect(section.getByText('Chúng tôi đã gửi mã gồm 6 chữ số qua SMS đến +84 912 345 678')).toBeVisible();
    await expect(section.getByLabel('Mã trong tin nhắn SMS')).toBeFocused();
    expect(await seriousA11yViolations(section), '/me/phone, the code step').toEqual([]);
    await expect.poll(() => sms.to('+84912345678').length).toBe(1);
    const code = sms.lastCode('+84912345678');
    await section.getByLabel('Mã trong tin nhắn SMS').fill(code === '000000' ? '111111' : '000000');
    await section.getByRole('button', { name: 'Xác minh', exact: true }).click();
    await expect(section.getByText('Mã không đúng hoặc đã hết hạn')).toBeVisible();
    await section.getByLabel('Mã trong tin nhắn SMS').fill(code);
    await section.getByRole('button', { name: 'Xác minh', exact: true }).click();
    await expect(section.getByText('Số điện thoại di động +84 912 345 678 của bạn đã được xác minh.')).toBeVisible();

    await page.bringToFront();
    await expect(dialog.getByLabel('Bạn muốn chia sẻ điều gì?')).toHaveValue('Xin chào Ladder');
    await dialog.getByRole('button', { name: 'Đăng', exact: true }).click();
    await expect(page.getByText('Tạo bài viết thành công')).toBeVisible();
  });
});
