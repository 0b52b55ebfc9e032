import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  /** The first link carrying a token, from the plain-text part. */
  link: string | undefined;
  token: string | undefined;
  /** The List-Unsubscribe and List-Unsubscribe-Post headers, when the mail has them. */
  listUnsubscribe: string | undefined;
  listUnsubscribePost: string | undefined;
}

/** A real SMTP server on a loopback port, keeping every message it accepts. */
export async function startMailbox() {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((mail) => {
            const text = mail.text ?? '';
            const link = /https?:\/\/\S+[?&]token=[\w-]+/.exec(text)?.[0];
            const header = (name: string) => mail.headers.find((h) => h.key === name)?.value;
            messages.push({
              to: (mail.to ?? []).map((address) => address.address ?? ''),
              subject: mail.subject ?? '',
              text,
              html: mail.html ?? '',
              language: /<html lang="(\w+)"/.exec(mail.html ?? '')?.[1],
              link,
              token: link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined,
              listUnsubscribe: header('list-unsubscribe'),
              listUnsubscribePost: header('list-unsubscribe-post'),
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Messages sent to one address, oldest first. */
    to(email: string): ReceivedMail[] {
      return messages.filter((m) => m.to.includes(email.toLowerCase()));
    },
    last(email: string): ReceivedMail {
      const mail = this.to(email).at(-1);
      if (!mail) throw new Error(`no mail for ${email}; got mail for: ${messages.flatMap((m) => m.to).join(', ')}`);
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;
