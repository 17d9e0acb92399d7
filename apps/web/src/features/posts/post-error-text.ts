import { type PostIssue, postIssue } from '@pagewise/shared/posts/post';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api.ts';
import { translateError } from '../../lib/translate-error.ts';

/** The post issues an `invalid_data` answer carries in `details.issues`, if any. */
function issuesOf(error: unknown): PostIssue[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details.issues)) return [];
  return error.details.issues.flatMap((issue) => {
    const parsed = postIssue.safeParse(issue);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Every reason the server gave for refusing a post, translated: its post issues (a network's
 * limit names the network), else its field errors, else the error itself.
 */
export function postErrorTexts(t: TFunction, error: unknown): string[] {
  const issues = issuesOf(error);
  if (issues.length > 0) {
    return issues.map((issue) => {
      const text = t(issue.key, {
        ns: 'issues',
        defaultValue: translateError(t, issue.key),
        ...issue.params,
      });
      return issue.network ? `${t(`networks.${issue.network}`, { ns: 'pages' })}: ${text}` : text;
    });
  }
  const fields = error instanceof ApiError ? Object.values(error.fields) : [];
  if (fields.length > 0) return [...new Set(fields.map((key) => translateError(t, key)))];
  return [translateError(t, error)];
}
