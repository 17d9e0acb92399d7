import { setTimeout as sleep } from 'node:timers/promises';
import { NetworkError } from '@pagewise/networks/network-error';

/**
 * Faults the sandbox can inject into its publish calls and inbox actions (replies, likes,
 * moderation, blocks), so the engines can be proven
 * against the failures real networks have (ARCHITECTURE.md): an error answer, a rate limit with
 * Retry-After, a time-out before anything happened, and a lost answer after the post was stored.
 * `SANDBOX_FAULTS=server_error:0.05,rate_limited:0.05,timeout:0.05,lost_response:0.05`; inbox reads
 * have their own (`inbox_rate_limited`, `inbox_error`).
 */
export const faultKinds = [
  'server_error',
  'rate_limited',
  'timeout',
  'lost_response',
  'read_back_error',
  // Reads of the inbox: a 429 with Retry-After, or a 503.
  'inbox_rate_limited',
  'inbox_error',
] as const;
export type FaultKind = (typeof faultKinds)[number];
export type FaultPlan = { kind: FaultKind; rate: number }[];

export function parseFaults(spec: string | undefined): FaultPlan {
  if (!spec) return [];
  return spec.split(',').flatMap((part) => {
    const [kind, rate] = part.trim().split(':');
    const known = faultKinds.find((name) => name === kind);
    const value = Number(rate);
    return known && Number.isFinite(value) && value > 0 ? [{ kind: known, rate: Math.min(1, value) }] : [];
  });
}

/** Draws the fault of this call, if any, among the publish faults. */
export function drawFault(
  plan: FaultPlan,
  among: readonly FaultKind[],
  random = Math.random,
): FaultKind | null {
  let roll = random();
  for (const { kind, rate } of plan) {
    if (!among.includes(kind)) continue;
    if (roll < rate) return kind;
    roll -= rate;
  }
  return null;
}

/** The error of a fault that strikes before the sandbox does anything. */
export async function failBefore(kind: FaultKind): Promise<never> {
  switch (kind) {
    case 'rate_limited':
      throw new NetworkError('rate_limited', 'Sandbox: too many requests', {
        status: 429,
        retryAfterSeconds: 1,
      });
    case 'inbox_rate_limited':
      // Reading networks' limits are counted in minutes (X: 15), so the wait is a long one.
      throw new NetworkError('rate_limited', 'Sandbox: too many reads', {
        status: 429,
        retryAfterSeconds: 120,
      });
    case 'timeout':
      await sleep(1500);
      throw new NetworkError('unknown_outcome', 'Sandbox: request timed out');
    default:
      throw new NetworkError('server_error', 'Sandbox: service unavailable', { status: 503 });
  }
}
