import { createHash } from 'node:crypto';

const alphabet = '234567abcdefghijklmnopqrstuvwxyz';
/** 2023-01-01 and one year, in microseconds. */
const base = 1_672_531_200_000_000n;
const span = 365n * 86_400_000_000n;

/**
 * The record key of a post, derived from its idempotency key so a second create of the same
 * post collides instead of duplicating, and the read-back knows where to look. It is a valid
 * TID (13 base32-sortable characters: 53 bits of microseconds, 10 of clock id) whose time part
 * is a hash spread over 2023, never in the future: it does not tell when the post was made.
 */
export function recordKeyFor(idempotencyKey: string): string {
  const hash = createHash('sha256').update(idempotencyKey).digest();
  const micros = base + (hash.readBigUInt64BE(0) % span);
  const clockId = BigInt(hash.readUInt16BE(8) & 0x3ff);
  let value = (micros << 10n) | clockId;
  let key = '';
  for (let i = 0; i < 13; i++) {
    key = alphabet[Number(value & 31n)] + key;
    value >>= 5n;
  }
  return key;
}
