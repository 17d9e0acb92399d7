import { networkRules } from '../networks/rules.ts';
import { networkText, networkTextField, ownPageText } from './custom-texts.ts';
import {
  type AttachedMedia,
  issue,
  type NetworkTarget,
  type PageFacts,
  type PostCheck,
  type PostToValidate,
  type PostValidation,
  type ValidationContext,
} from './issues.ts';
import { textFieldOf } from './kind-fields.ts';
import { minimumScheduleMinutes } from './limits.ts';
import { contentForNetwork } from './network-content.ts';
import type { PostContent } from './post.ts';
import { checkDetails } from './validate-details.ts';
import { checkKind, checkKindSupport } from './validate-kind.ts';
import { checkImages, checkMediaReferences } from './validate-media.ts';
import { checkNetworkRules, checkText } from './validate-network.ts';
import { checkVideos } from './validate-video.ts';

export {
  type PageFacts,
  type PostIssueKey,
  type PostToValidate,
  type PostValidation,
  postIssueKeys,
  type ValidationContext,
} from './issues.ts';

/**
 * The post rules of spec §5 and §9 and of each network (`networks/rules.ts`), in one place: the
 * composer runs them as the user types, the server before saving and again before sending.
 * Every issue is reported. Warnings (text cut, carousel images dropped) do not stop a post.
 */
export function validatePost(post: PostToValidate, context: ValidationContext): PostValidation {
  const result: PostValidation = { errors: [], warnings: [] };
  const media = new Map(context.media.map((facts) => [facts.id, facts]));
  const attached = post.mediaIds.flatMap((id, index): AttachedMedia[] => {
    const facts = media.get(id);
    return facts ? [{ index, facts }] : [];
  });
  const check: PostCheck = { post, media, attached, result };

  checkPages(post, context.pages, result);
  const textField = textFieldOf(post.kind);
  if (textField && post.message.trim() === '') result.errors.push(issue(textField, 'post.text_required'));
  if (post.link.trim() !== '' && !isHttpUrl(post.link.trim())) {
    result.errors.push(issue('link', 'post.link_invalid'));
  }
  checkSchedule(post, context.now, result);
  checkMediaReferences(check);
  checkKind(check);

  for (const target of networkTargets(post, context)) {
    checkKindSupport(check, target);
    checkNetworkRules(check, target);
    checkDetails(check, target);
    checkImages(check, target);
    checkVideos(check, target);
  }
  checkPageTexts(check, context);
  return result;
}

/** An absolute http(s) URL with a host name. */
export function isHttpUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  const named = host.includes('.') || host.startsWith('[') || host === 'localhost';
  return (url.protocol === 'http:' || url.protocol === 'https:') && named;
}

function checkPages(post: PostToValidate, pages: readonly PageFacts[], result: PostValidation) {
  // A page's own text refers to a page of the post, like `pageIds`: any other is unknown.
  for (const id of Object.keys(post.pageTexts)) {
    if (!post.pageIds.includes(id) || !pages.some((page) => page.id === id))
      result.errors.push(issue(`pageTexts.${id}`, 'post.page_unknown', { id }));
  }
  if (post.pageIds.length === 0) {
    result.errors.push(issue('pageIds', 'post.pick_a_page'));
    return;
  }
  for (const id of post.pageIds) {
    if (!pages.some((page) => page.id === id))
      result.errors.push(issue('pageIds', 'post.page_unknown', { id }));
  }
}

function checkSchedule(post: PostToValidate, now: Date, result: PostValidation) {
  if (post.intent !== 'schedule') return;
  const scheduledAt = post.scheduledAt?.trim() ?? '';
  if (scheduledAt === '') {
    result.errors.push(issue('scheduledAt', 'post.schedule_required'));
    return;
  }
  const time = Date.parse(scheduledAt);
  if (Number.isNaN(time)) {
    result.errors.push(issue('scheduledAt', 'post.schedule_invalid'));
  } else if (time - now.getTime() <= minimumScheduleMinutes * 60_000) {
    result.errors.push(issue('scheduledAt', 'post.schedule_too_soon', { minutes: minimumScheduleMinutes }));
  }
}

type Reach = Pick<ValidationContext, 'pages' | 'media'>;

const selectedPages = (post: Pick<PostContent, 'pageIds'>, context: Reach) =>
  context.pages.filter((page) => post.pageIds.includes(page.id));

/**
 * Each network of the selected pages, once, with what would be sent to it: its own text when it
 * has one, the common text otherwise. The composer's tabs show the same.
 */
export function networkTargets(post: PostContent, context: Reach): NetworkTarget[] {
  const selected = selectedPages(post, context);
  const kinds = [...new Set(selected.map((page) => page.kind))];
  return kinds.map((kind) => {
    // Extra images are dropped for every page of the network unless all of them have the add-on.
    const concierge = selected.every((page) => page.kind !== kind || page.concierge === true);
    const text = networkText(post, kind);
    const content = contentForNetwork({ ...post, message: text, media: context.media }, kind, { concierge });
    return {
      kind,
      rules: networkRules[kind],
      concierge,
      content,
      text,
      textField: networkTextField(post, kind),
    };
  });
}

/** A page with a text of its own: that text against its network's limits (`pageTexts.<id>`). */
function checkPageTexts(check: PostCheck, context: ValidationContext) {
  const { post } = check;
  for (const page of selectedPages(post, context)) {
    const text = ownPageText(post, page.id);
    if (text === null) continue;
    const concierge = page.concierge === true;
    const content = contentForNetwork({ ...post, message: text, media: context.media }, page.kind, {
      concierge,
    });
    checkText(check, {
      kind: page.kind,
      rules: networkRules[page.kind],
      concierge,
      content,
      text,
      textField: `pageTexts.${page.id}`,
    });
  }
}
