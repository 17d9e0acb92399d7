/** Web routes the server links to in e-mails (spec §2); the web router defines the same paths. */
export const webLinks = {
  confirm: (token: string) => `/#/confirm?token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/#/reset-password?token=${encodeURIComponent(token)}`,
  settings: () => '/#/dash/settings',
  refreshToken: (pageId: string) => `/?refresh-token=${encodeURIComponent(pageId)}#/dash/bots`,
  editPost: (postId: string) => `/#/dash/postCreator/edit?post_id=${encodeURIComponent(postId)}`,
  /** The post opened in the posts and planner screen (its validation, notes and history). */
  postDetail: (postId: string) => `/#/dash/posts2?post_id=${encodeURIComponent(postId)}`,
  /** The read-only planner of an external validator (spec §2 /invite children). */
  sharedPlanner: (kind: 'sharedPlanner' | 'viewer', token: string) =>
    `/#/invite/${kind === 'viewer' ? 'viewer' : 'shared-planner'}?token=${encodeURIComponent(token)}`,
  /** My sources, where a disabled source is re-enabled. */
  sources: () => '/#/dash/sources',
  /** The reports screen, where a report PDF is asked for again. */
  reporting: () => '/#/dash/reporting',
  /** The plan cards: the trial's e-mails lead there. */
  plan: () => '/#/dash/plan',
  /** The posts list offers to publish this post at once. */
  /** The moderation inbox, opened on one item when given. */
  inbox: (itemId?: string) => `/#/dash/moderation${itemId ? `?item=${encodeURIComponent(itemId)}` : ''}`,
  publishNow: (postId: string) => `/#/dash/posts?publish_now=${encodeURIComponent(postId)}`,
} as const;
