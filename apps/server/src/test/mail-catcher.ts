import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes the parts of a message that tests read: quoted-printable bodies and the subject. */
export function readMail(raw: string): { subject: string; text: string } {
  const headers = (raw.split(/\r?\n\r?\n/)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const subject = headers.match(/^Subject: (.*)$/m)?.[1]?.trim() ?? '';
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
  return { subject: decodeSubject(subject), text: decoded };
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects (a character may span two words). */
function decodeSubject(subject: string): string {
  return subject.replace(/(?:=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, encoding, body = '']) =>
      encoding?.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64')
        : Buffer.from(
            body
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** A real SMTP server on a free local port, keeping every message it receives. */
export async function startMailCatcher() {
  const messages: CaughtMail[] = [];
  const waiting: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, ...readMail(raw) });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Waits until a message to this address arrives (sent by the worker through the queue). */
    async waitFor(to: string, match: (mail: CaughtMail) => boolean = () => true, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => mail.to.includes(to) && match(mail));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first `/#/<path>?token=` link in a message. */
export function linkToken(mail: CaughtMail, path: string): string {
  const match = mail.text.match(new RegExp(`/#/${path}\\?token=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
}
