/**
 * YouTube's video categories that a video can be uploaded to (the Data API's `videoCategories`
 * with `assignable: true`, region US); the composer sends the id, the catalogue names it.
 */
export const youtubeCategoryIds = [
  '1',
  '2',
  '10',
  '15',
  '17',
  '19',
  '20',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
] as const;
