import type { Credentials } from '@pagewise/networks/adapter';
import type { SecretBox } from '../../platform/crypto.ts';

/** Network tokens at rest: sealed with AES-256-GCM, so a database dump shows none in clear. */
export function sealCredentials(secrets: SecretBox, credentials: Credentials): string {
  return secrets.seal(JSON.stringify(credentials));
}

export function openCredentials(secrets: SecretBox, sealed: string): Credentials {
  return JSON.parse(secrets.open(sealed)) as Credentials;
}
