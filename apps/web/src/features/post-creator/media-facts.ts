import type { Media } from '@pagewise/shared/posts/post';

/** What the server measured of a file, in the user's language: "1.8 MB · 1200×800 px · 0:42". */
export function mediaFacts(media: Media, language: string): string {
  const facts = [fileSize(media.bytes, language)];
  if (media.width && media.height) facts.push(`${media.width}×${media.height} px`);
  if (media.durationSeconds !== null) facts.push(duration(media.durationSeconds));
  return facts.join(' · ');
}

export function fileSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** 42.4 → "0:42", 3725 → "1:02:05". */
export function duration(seconds: number): string {
  const total = Math.round(seconds);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(rest)}` : `${minutes}:${pad(rest)}`;
}

/** Whether a dropped file matches an `accept` list such as `image/*,video/*` or `application/pdf`. */
export function accepts(accept: string, file: Pick<File, 'type' | 'name'>): boolean {
  return accept.split(',').some((rule) => {
    const pattern = rule.trim().toLowerCase();
    if (pattern.startsWith('.')) return file.name.toLowerCase().endsWith(pattern);
    if (pattern.endsWith('/*')) return file.type.toLowerCase().startsWith(pattern.slice(0, -1));
    return file.type.toLowerCase() === pattern;
  });
}
