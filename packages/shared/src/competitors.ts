import { z } from 'zod';
import { networkKinds } from './networks/kinds.ts';

/**
 * Competitors (issue 19; spec §2 reporting → competitors): public pages followed by their address
 * or handle, whose public figures are read with one of the account's pages of the same network.
 */

/** The longest address or handle taken, and how many competitors an account follows. */
export const competitorAddressMax = 300;
export const competitorsMax = 50;

const handlePattern = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * The handle in what the user typed: `@name`, `name`, or the page's address on the network
 * (`https://x.com/name`, `https://bsky.app/profile/name.bsky.social`, `https://www.youtube.com/@name`,
 * `https://www.instagram.com/name/`). Null when it holds none.
 */
export function competitorHandle(address: string): string | null {
  const text = address.trim();
  let candidate = text;
  if (/^https?:\/\//i.test(text)) {
    try {
      const segments = new URL(text).pathname.split('/').filter(Boolean);
      candidate = (segments[0] === 'profile' ? segments[1] : segments[0]) ?? '';
    } catch {
      return null;
    }
  }
  candidate = candidate.replace(/^@/, '');
  return handlePattern.test(candidate) ? candidate : null;
}

export const addCompetitorRequest = z.object({
  network: z.enum(networkKinds, { error: 'validation.invalid' }),
  address: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(competitorAddressMax, 'validation.too_long')
    .refine((value) => competitorHandle(value) !== null, 'validation.competitor_handle'),
});
export type AddCompetitorRequest = z.infer<typeof addCompetitorRequest>;

export const competitor = z.object({
  id: z.string(),
  network: z.enum(networkKinds),
  handle: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  /** Why its figures could not be read the last time (the network's reason), if they could not. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type Competitor = z.infer<typeof competitor>;
export const competitorList = z.object({ competitors: z.array(competitor) });
