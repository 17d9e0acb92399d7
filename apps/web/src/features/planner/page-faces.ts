import type { Page } from '@pagewise/shared/pages';

/** What the planner shows of a page: its name (slots' labels) and its picture (the chips' marks). */
export type PageFace = { name: string; pictureUrl: string | null };

/** The pages' faces by page id. */
export type PageFaces = Readonly<Record<string, PageFace>>;

export const pageFacesOf = (pages: readonly Page[]): PageFaces =>
  Object.fromEntries(pages.map((page) => [page.id, { name: page.name, pictureUrl: page.pictureUrl }]));
