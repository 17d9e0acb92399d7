import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, hashToken, loadAppSecret, newToken } from './crypto.ts';

describe('secrets at rest', () => {
  it('seals with AES-256-GCM and refuses a tampered value', () => {
    const box = createSecretBox('a'.repeat(40));
    const sealed = box.seal('page-access-token-123');
    expect(sealed).not.toContain('page-access-token');
    expect(box.open(sealed)).toBe('page-access-token-123');
    const tampered = `${sealed.slice(0, -2)}AA`;
    expect(() => box.open(tampered)).toThrow();
    expect(() => createSecretBox('b'.repeat(40)).open(sealed)).toThrow();
  });

  it('generates the application secret once and keeps it in the data folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secret-'));
    const first = loadAppSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadAppSecret(undefined, dir)).toBe(first);
    expect(loadAppSecret('configured-secret-configured-secret', dir)).toBe(
      'configured-secret-configured-secret',
    );
  });

  it('makes random tokens and stores only their hash', () => {
    const token = newToken();
    expect(token).not.toBe(newToken());
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});
