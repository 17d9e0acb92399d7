/**
 * The composer, preset to a time (and a page): where a click on an empty slot, an empty time of
 * the week or an optimal time leads. The composer reads `scheduled_at` and `page_id`.
 */
export function composerLink(at: Date, pageId: string | null = null): string {
  const query = new URLSearchParams({ scheduled_at: at.toISOString() });
  if (pageId) query.set('page_id', pageId);
  return `/dash/postCreator?${query}`;
}
