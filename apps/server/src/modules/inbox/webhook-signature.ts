import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Meta's and Threads' push signature: `X-Hub-Signature-256: sha256=<hex>`, the HMAC-SHA256 of the
 * raw body with the app secret. Any of the app secrets may have signed (a Facebook page and an
 * Instagram account may come through different apps). Compared in constant time.
 */
export function signedByOneOf(rawBody: string, header: string | undefined, secrets: string[]): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  if (given.length !== 32) return false;
  return secrets.some((secret) => {
    const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
    return timingSafeEqual(expected, given);
  });
}

/** The header a network would send for this body (tests, fakes). */
export function hubSignature(rawBody: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}
