import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outboxTransport } from './transports';
import { renderMail } from './templates';

describe('outbox transport', () => {
  it('writes each message as an .eml file with its token in a header, and says which file', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const transport = outboxTransport(dir);
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
    const where = await transport.send({ ...mail, from: 'Ladder <no-reply@ladder.test>' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(dir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('X-Ladder-Token: abc_DEF-123\n');
    expect(eml).toContain('To: lan@example.com');
    expect(where).toContain(files[0]);
    expect(mail.html).toContain('Lan &lt;script&gt;');
    expect(mail.text).toContain('Xin chào Lan <script>,');
    await rm(dir, { recursive: true });
  });
});
