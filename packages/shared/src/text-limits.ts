/**
 * The longest value each text field takes, in characters (UTF-16 units, as zod's `max` and the
 * browser's `maxLength` both count). Without zod, so the web app's inputs can stop typing at the
 * same limit the request schemas refuse beyond, without loading the schemas.
 */
export const textLimits = {
  /** First and last names of users, validators and sign-ups. */
  personName: 100,
  /** RFC 5321: the longest address a mail server has to accept. */
  email: 254,
  /** A password being checked (login, account deletion); a new one has `passwordRules.maxLength`. */
  password: 200,
  company: 200,
  phone: 40,
  address: 300,
  zipcode: 20,
  city: 100,
  vatNumber: 40,
  bitlyToken: 200,
  groupName: 80,
  botName: 120,
  botAffix: 200,
  botHashtags: 500,
  botUtm: 500,
  /** A banned word, an inclusion tag, a replaced name or one of its correspondences. */
  botWord: 100,
  sourceName: 120,
  /** A source's address, search words or account name, and its logo address. */
  sourceUrl: 2000,
  noteText: 2000,
  templateName: 100,
  /** A scheduled report's name, to tell it apart in the list. */
  reportScheduleName: 100,
  /** The name an administrator gives an API key, to tell it apart in the list. */
  apiKeyName: 100,
  /** The longest text a post may carry, common or of its own for a network or a page. */
  postText: 70_000,
  postDescription: 10_000,
  postLink: 2000,
  documentTitle: 200,
  location: 200,
  /** A tag, a collaborator's handle, a YouTube tag. */
  tag: 100,
  pollQuestion: 300,
  pollOption: 100,
  youtubeTitle: 100,
  youtubePlaylist: 200,
  /** Pinterest refuses a longer board name. */
  boardName: 180,
  /** Any field of a network's connection form unless its own limit is shorter. */
  formField: 2000,
  /** The name of a page the sandbox creates. */
  pageName: 100,
  /** A reply to an inbox item (the network may take less: its own limit is checked on sending). */
  inboxReply: 8000,
  inboxNote: 2000,
  /** The words searched for in the inbox. */
  inboxSearch: 200,
  savedReplyTitle: 100,
  /** A word or phrase of the inbox's bad-words list. */
  badWord: 100,
  /** A country in billing information (a name or an ISO code). */
  countryCode: 100,
  /** A promo code redeemed on the plan screen. */
  promoCode: 64,
  /** The plan screen's contact request. */
  contactMessage: 3000,
} as const;

export type TextLimit = keyof typeof textLimits;
