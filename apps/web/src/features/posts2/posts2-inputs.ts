export type Posts2Display = 'calendar' | 'list';

/** What `/dash/posts2` takes from its address (spec §2: "receives query and path parameters as inputs"). */
export interface Posts2Inputs {
  display: Posts2Display;
  /** Opens that post's detail drawer (the e-mails link here). */
  postId: string | null;
  /** Shows that page alone in the planner's filter. */
  pageId: string | null;
  /** A bot's post: kept in the address for the bots screen to come. */
  botId: string | null;
}

/** Parameters only the list understands: a link carrying them (the old `/dash/posts?…`) opens the list. */
const listParameters = ['status', 'offset', 'pageId', 'publish_now'];

export function posts2Inputs(query: URLSearchParams): Posts2Inputs {
  const chosen = query.get('display');
  const display: Posts2Display =
    chosen === 'list' || chosen === 'calendar'
      ? chosen
      : listParameters.some((name) => query.has(name))
        ? 'list'
        : 'calendar';
  return {
    display,
    postId: query.get('post_id') || null,
    pageId: query.get('page_id') || null,
    botId: query.get('bot_id') || null,
  };
}
