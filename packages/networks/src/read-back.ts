/**
 * Read-back after an unknown outcome. No Meta API takes an idempotency key nor stores a hidden
 * marker on a post, so a post is recognised by its exact text (caption) created after the
 * attempt began: the adapter notes when it first tried each idempotency key; after a restart
 * it falls back to the last 24 hours.
 */
export type PublishedCandidate = { remoteId: string; url?: string; text: string; createdAt: string };

const fallbackWindowMs = 24 * 3600 * 1000;
// Network clocks differ from ours; a post stamped a little before our attempt is still ours.
const clockSkewMs = 5 * 60 * 1000;

export type AttemptClock = {
  /** Notes the first attempt for a key (later attempts keep the first time). */
  begin(idempotencyKey: string): void;
  /** Earliest creation time a post published by this attempt can carry. */
  since(idempotencyKey: string): Date;
};

export function createAttemptClock(now: () => number = Date.now): AttemptClock {
  const started = new Map<string, number>();
  return {
    begin(key) {
      if (!started.has(key)) started.set(key, now());
    },
    since(key) {
      const at = started.get(key);
      return new Date(at === undefined ? now() - fallbackWindowMs : at - clockSkewMs);
    },
  };
}

export function findByText(
  candidates: PublishedCandidate[],
  text: string,
  since: Date,
): PublishedCandidate | undefined {
  const wanted = normalise(text);
  return candidates.find(
    (candidate) => normalise(candidate.text) === wanted && Date.parse(candidate.createdAt) >= since.getTime(),
  );
}

function normalise(text: string): string {
  return text.replace(/\r\n/g, '\n').trim();
}
