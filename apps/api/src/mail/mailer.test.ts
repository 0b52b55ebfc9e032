import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxMailer } from './mailer';
import { renderMail } from './templates';

const lines: string[] = [];
const logger = {
  info: (_obj: unknown, msg: string) => lines.push(msg),
  error: (_obj: unknown, msg: string) => lines.push(msg),
};

describe('outbox mailer', () => {
  it('writes each message as an .eml file with its token in a header, and logs one line', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = outboxMailer(dir, 'Ladder <no-reply@ladder.test>', logger as never);
    const mail = renderMail({
      language: 'vi',
      to: 'lan@example.com',
      name: 'Lan <script>',
      subject: 'mail.reset_subject',
      body: 'mail.reset_body',
      action: {
        label: 'mail.reset_button',
        url: 'https://ladder.test/reset-password?token=abc_DEF-123',
        expiresInHours: 1,
      },
    });
    mailer.enqueue(mail);
    await mailer.idle();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('X-Ladder-Token: abc_DEF-123\n');
    expect(eml).toContain('To: lan@example.com');
    expect(lines.at(-1)).toContain(files[0]);
    expect(mail.html).toContain('Lan &lt;script&gt;');
    expect(mail.text).toContain('Xin chào Lan <script>,');
    await rm(dir, { recursive: true });
  });
});
