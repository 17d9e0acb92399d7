import { createHash } from 'node:crypto';

/** RFC 7636 S256: the challenge sent to the network is the SHA-256 of the verifier we keep. */
export function codeChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}
