import type { FakeApi, FakeRequest, FakeResponse } from '../fake/fake-api.ts';
import { fakePictureUrl } from '../fake/fake-picture.ts';
import { checkToken, graphError, isResponse } from '../meta/fake-graph.ts';
import type { FacebookFakeState, FakePublicPage } from './fake-state.ts';

/** Graph's answer to a page token whose app lacks Page Public Content Access. */
const needsPublicContentAccess = graphError(
  10,
  "(#10) This endpoint requires the 'pages_read_engagement' permission or the 'Page Public Content Access' feature.",
);

/** Another page by its id or username (any case), as Graph resolves an alias. */
export function findPublicPage(state: FacebookFakeState, idOrAlias: string): FakePublicPage | undefined {
  const wanted = idOrAlias.toLowerCase();
  return state.publicPages.find((page) => page.id === idOrAlias || page.username.toLowerCase() === wanted);
}

/**
 * `GET /{page}` for a page the token's user does not manage: its public fields asked, with Page
 * Public Content Access; a page Graph does not have by that alias answers 404, code 803.
 * Undefined: not another page (the caller's own route answers).
 */
export function publicPageAnswer(
  state: FacebookFakeState,
  api: FakeApi,
  request: FakeRequest,
): FakeResponse | undefined {
  const id = request.params.id ?? '';
  const found = findPublicPage(state, id);
  // Ids (numbers, `page_post` pairs), `me` and objects the fake holds are the own route's to answer.
  const known =
    id === 'me' ||
    state.pages.some((page) => page.id === id) ||
    state.posts.some((post) => post.id === id) ||
    state.comments.some((comment) => comment.id === id) ||
    state.tagged.some((post) => post.id === id);
  if (!found && (known || !/^[A-Za-z][\w.-]*$/.test(id))) return undefined;
  const token = checkToken(state.auth, request);
  if (isResponse(token)) return token;
  if (!found)
    return graphError(803, `(#803) Some of the aliases you requested do not exist: ${id}`, undefined, 404);
  if (!state.publicContentAccess) return needsPublicContentAccess;
  const fields = (request.query.get('fields') ?? 'id,name').split(',');
  const asked = (name: string) => fields.some((field) => field === name || field.startsWith(`${name}.`));
  return {
    json: {
      id: found.id,
      ...(asked('name') ? { name: found.name } : {}),
      ...(asked('username') ? { username: found.username } : {}),
      ...(asked('followers_count') ? { followers_count: found.followers } : {}),
      ...(asked('fan_count') ? { fan_count: found.followers } : {}),
      ...(asked('picture') ? { picture: { data: { url: fakePictureUrl(api, found.id) } } } : {}),
    },
  };
}

/**
 * `GET /{page-id}/posts` of another page: its posts newest first (`limit`, 25 unless told, at most
 * 100), with `reactions` and `comments` summaries when asked and Graph has them, and `shares`
 * only when someone shared.
 */
export function addFakePublicPostsRoute(api: FakeApi, state: FacebookFakeState, version: string) {
  api.on('GET', `/${version}/:id/posts`, (request) => {
    const token = checkToken(state.auth, request);
    if (isResponse(token)) return token;
    const id = request.params.id ?? '';
    const found = findPublicPage(state, id);
    if (!found) return graphError(100, `Unsupported get request. Object with ID '${id}' does not exist`, 33);
    if (!state.publicContentAccess) return needsPublicContentAccess;
    const limit = Number(request.query.get('limit') ?? 25);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return graphError(100, '(#100) The limit parameter must be between 1 and 100');
    const fields = request.query.get('fields') ?? '';
    const summary = (count: number | undefined) =>
      count === undefined ? undefined : { data: [], summary: { total_count: count } };
    const data = [...found.posts]
      .sort((a, b) => b.createdTime.localeCompare(a.createdTime))
      .slice(0, limit)
      .map((post) => ({
        id: post.id,
        created_time: post.createdTime,
        ...(fields.includes('reactions') && post.reactions !== undefined
          ? { reactions: summary(post.reactions) }
          : {}),
        ...(fields.includes('comments') && post.comments !== undefined
          ? { comments: summary(post.comments) }
          : {}),
        ...(fields.includes('shares') && post.shares ? { shares: { count: post.shares } } : {}),
      }));
    return { json: { data, paging: { cursors: { before: 'a', after: 'b' } } } };
  });
}
