/**
 * Post limits that are no network's own, without zod: the composer imports them with
 * `validatePost`. Network limits live in `networks/rules.ts`.
 */

/** Spec §9: a scheduled post is at least 10 minutes ahead. */
export const minimumScheduleMinutes = 10;
/** Spec §9: poll durations 1 day, 3 days, 1 week, 2 weeks. */
export const pollDurationsDays = [1, 3, 7, 14] as const;
/** Spec §5/§9: a poll has at least 2 options and at most 4. */
export const pollOptionCount = { min: 2, max: 4 } as const;
/** A slider shows several images: at least 2. */
export const sliderMinImages = 2;
/** Spec §5/§9: generic media weight, 50 MB. */
export const mediaMaxBytes = 50 * 1024 * 1024;
/**
 * The largest file of each kind the product stores: the media weight for images and documents;
 * for videos 1 GB, the largest any network takes (spec §9: Facebook and Instagram).
 */
export const uploadMaxBytes = {
  image: mediaMaxBytes,
  document: mediaMaxBytes,
  video: 1024 * 1024 * 1024,
} as const;
