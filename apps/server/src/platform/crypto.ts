import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A random opaque token for a session or a one-time link; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The application secret: `APP_SECRET` when set, otherwise generated once and kept in the data
 * folder so that encrypted values survive restarts.
 */
export function loadAppSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * AES-256-GCM for secrets at rest (network tokens, concierge credentials), and signatures of links
 * the server hands out (an HMAC-SHA-256 per purpose, with a key of its own).
 */
export function createSecretBox(appSecret: string) {
  const key = createHash('sha256').update(`pagewise:secrets:${appSecret}`).digest();
  const signingKey = createHash('sha256').update(`pagewise:signatures:${appSecret}`).digest();
  const signatureOf = (purpose: string, value: string) =>
    createHmac('sha256', signingKey).update(`${purpose}\n${value}`).digest('base64url').slice(0, 32);
  return {
    /** A signature of `value` for one purpose: a link carrying it was made by this server. */
    sign(purpose: string, value: string): string {
      return signatureOf(purpose, value);
    },
    /** Whether `signature` is this server's for `value` and that purpose (compared in constant time). */
    verify(purpose: string, value: string, signature: string): boolean {
      const expected = Buffer.from(signatureOf(purpose, value));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown secret format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
export type SecretBox = ReturnType<typeof createSecretBox>;
