import { defaultTimeZone } from '@pagewise/shared/time-zones';

let known: readonly string[] | undefined;

/**
 * Every IANA zone the browser knows, UTC first (browsers leave it out of their list), plus `kept`
 * when the list misses it: a zone saved under an older name (`Asia/Calcutta`) still shows as chosen.
 */
export function timeZoneNames(kept?: string | null): readonly string[] {
  known ??= [
    defaultTimeZone,
    ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== defaultTimeZone),
  ];
  return kept && !known.includes(kept) ? [kept, ...known] : known;
}
