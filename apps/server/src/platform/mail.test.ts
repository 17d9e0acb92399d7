import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startMailCatcher } from '../test/mail-catcher.ts';
import { createMailer } from './mail.ts';

const logger = pino({ level: 'silent' });
const message = {
  to: 'reader@example.com',
  subject: 'Bonjour là',
  text: 'Plain body',
  html: '<p>Plain body</p>',
};

describe('mailer', () => {
  it('writes an RFC 5322 .eml file to the outbox when no SMTP server is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'outbox-'));
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'Pagewise <no-reply@pagewise.local>',
      dataDir,
      logger,
    });
    await mailer.send(message);
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toMatch(/^From: Pagewise <no-reply@pagewise\.local>$/m);
    expect(raw).toMatch(/^To: reader@example\.com$/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toMatch(/^MIME-Version: 1\.0$/m);
  });

  it('sends through a real SMTP server', async () => {
    const catcher = await startMailCatcher();
    try {
      const mailer = createMailer({
        smtpUrl: catcher.url,
        from: 'no-reply@pagewise.local',
        dataDir: tmpdir(),
        logger,
      });
      await mailer.send(message);
      const received = await catcher.waitFor('reader@example.com');
      expect(received.subject).toBe('Bonjour là');
    } finally {
      await catcher.close();
    }
  });
});
