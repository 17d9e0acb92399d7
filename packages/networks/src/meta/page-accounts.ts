import type { GraphClient, GraphList } from './graph-client.ts';

/** A page as /me/accounts lists it, with the page token and the user's tasks on it. */
export type ManagedPage = {
  id: string;
  name: string;
  access_token?: string;
  tasks?: string[];
  picture?: { data?: { url?: string } };
  instagram_business_account?: { id: string; username?: string; name?: string; profile_picture_url?: string };
};

type Paged<T> = GraphList<T> & { paging?: { cursors?: { after?: string }; next?: string } };

// `large` is about 200 px wide; the default is a 50 px thumbnail.
const pageFields = 'id,name,access_token,tasks,picture.type(large){url}';
// Guards against a cursor that never ends; 100 pages per call, so 2,000 pages in all.
const maxCalls = 20;

/** Every page the user manages, following the cursors. */
export async function listManagedPages(
  graph: GraphClient,
  userToken: string,
  extraFields = '',
): Promise<ManagedPage[]> {
  const pages: ManagedPage[] = [];
  let after: string | undefined;
  for (let call = 0; call < maxCalls; call += 1) {
    const answer = await graph.get<Paged<ManagedPage>>('/me/accounts', userToken, {
      fields: extraFields ? `${pageFields},${extraFields}` : pageFields,
      limit: 100,
      after,
    });
    pages.push(...(answer.data ?? []));
    after = answer.paging?.cursors?.after;
    if (!answer.paging?.next || !after) break;
  }
  return pages;
}
