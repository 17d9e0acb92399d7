import type { FormErrors } from '@mantine/form';
import {
  type Bot,
  type BotFrequency,
  type BotInput,
  type BotType,
  type botContentTypes,
  botDefaults,
  botInput,
  botIssues,
  type botLinkPositions,
  type botTextOrigins,
  type Replacement,
} from '@pagewise/shared/bots';
import type { SourceLanguage } from '@pagewise/shared/sources/catalogue-types';
import { schemaErrors } from '../../lib/form-errors.ts';

/** What the bot form holds, from opening to Save. */
export interface BotValues {
  pageId: string;
  name: string;
  type: BotType;
  language: SourceLanguage | null;
  topic: string | null;
  subcategory: string | null;
  autoSources: boolean;
  sourceIds: string[];
  prefix: string;
  suffix: string;
  hashtags: string;
  bannedWords: string[];
  inclusionTags: string[];
  mentionReplacements: Replacement[];
  hashtagReplacements: Replacement[];
  /** Posts a day; null is "no limit", '' a number field the user emptied. */
  dailyLimit: number | '' | null;
  frequency: BotFrequency;
  utm: string;
  shareAsStory: boolean;
  contentType: (typeof botContentTypes)[number];
  textOrigin: (typeof botTextOrigins)[number];
  pinterestBoard: string | null;
  repostAfterPosting: boolean;
  shareTopPosts: boolean;
  optimizeTraffic: boolean;
  linkPosition: (typeof botLinkPositions)[number];
  enabled: boolean;
}

/** The form's sections, in order; an error in one opens it. */
export const botSections = ['general', 'sources', 'text', 'publishing'] as const;
export type BotSection = (typeof botSections)[number];

const sectionFields: Record<BotSection, readonly (keyof BotValues)[]> = {
  general: ['pageId', 'name', 'enabled'],
  sources: ['type', 'language', 'topic', 'subcategory', 'autoSources', 'sourceIds'],
  text: [
    'prefix',
    'suffix',
    'hashtags',
    'bannedWords',
    'inclusionTags',
    'mentionReplacements',
    'hashtagReplacements',
    'textOrigin',
    'utm',
  ],
  publishing: [
    'dailyLimit',
    'frequency',
    'contentType',
    'shareAsStory',
    'pinterestBoard',
    'repostAfterPosting',
    'shareTopPosts',
    'optimizeTraffic',
    'linkPosition',
  ],
};

/** The sections holding one of `errors` (paths such as `mentionReplacements.0.correspondences.1`). */
export function sectionsWithErrors(errors: FormErrors): BotSection[] {
  const paths = Object.keys(errors);
  return botSections.filter((section) =>
    paths.some((path) =>
      sectionFields[section].some((field) => path === field || path.startsWith(`${field}.`)),
    ),
  );
}

/** The market a new bot reads by default: the one of the interface language. */
const marketOfLanguage: Record<string, SourceLanguage> = {
  en: 'us',
  fr: 'fr',
  de: 'de',
  es: 'es',
  pt: 'pt',
  it: 'it',
};

export function emptyBot(interfaceLanguage: string): BotValues {
  return {
    ...botDefaults(),
    pageId: '',
    name: '',
    type: 'suggested',
    language: marketOfLanguage[interfaceLanguage.slice(0, 2)] ?? null,
    // A suggested bot reads all the sources of its topic unless the user picks some.
    autoSources: true,
  };
}

/** A saved bot's settings, as the form edits them: the answer less what the server works out. */
export function valuesOf(bot: Bot): BotValues {
  const {
    id: _id,
    page,
    status: _status,
    disabledReason: _reason,
    lastRunAt: _lastRun,
    nextRunAt: _nextRun,
    postedToday: _postedToday,
    createdAt: _createdAt,
    ...settings
  } = bot;
  return { ...settings, pageId: page.id };
}

/**
 * The request. What the type or the page makes meaningless is not sent: a market and topic only
 * for suggested sources, no source at all for a bot without sources, a board only for Pinterest.
 */
export function toBotInput(values: BotValues, pageKind: string | undefined): BotInput {
  const suggested = values.type === 'suggested';
  const none = values.type === 'none';
  return {
    ...values,
    language: suggested ? values.language : null,
    topic: suggested ? values.topic : null,
    subcategory: suggested ? values.subcategory : null,
    autoSources: none ? false : values.autoSources,
    sourceIds: none || values.autoSources ? [] : values.sourceIds,
    dailyLimit: values.dailyLimit === '' ? null : values.dailyLimit,
    pinterestBoard: pageKind === 'pinterest' ? values.pinterestBoard || null : null,
  };
}

/**
 * Every problem at once: the shared schema, and its rules across fields (spec §5), which zod only
 * runs once every field is valid. A Pinterest bot needs a board to pin to (spec §5).
 */
export function botErrors(values: BotValues, pageKind: string | undefined): FormErrors {
  const input = toBotInput(values, pageKind);
  const settings = { ...input, dailyLimit: input.dailyLimit ?? null } as Parameters<typeof botIssues>[0];
  const crossField: FormErrors = {};
  for (const issue of botIssues(settings)) {
    const path = issue.path.join('.');
    crossField[path] ??= issue.message;
  }
  if (values.dailyLimit === '') crossField.dailyLimit = 'validation.required';
  if (pageKind === 'pinterest' && !values.pinterestBoard) crossField.pinterestBoard = 'validation.required';
  return { ...crossField, ...schemaErrors(botInput, input) };
}

/** Spec §5: "a bot must have at least one source, a name and an associated page". */
export function missesEssentials(errors: FormErrors): boolean {
  return ['pageId', 'name', 'sourceIds'].some((field) => field in errors);
}

/** The first error at `path` or below it (a word of a list, a correspondence of an entry). */
export function errorAt(errors: FormErrors, path: string): string | undefined {
  const direct = errors[path];
  if (typeof direct === 'string') return direct;
  const nested = Object.entries(errors).find(([key]) => key.startsWith(`${path}.`));
  return typeof nested?.[1] === 'string' ? nested[1] : undefined;
}
