import type { savedReplyVariables } from '@pagewise/shared/inbox';

export type ReplyValues = Record<(typeof savedReplyVariables)[number], string>;

/**
 * A saved reply's variables filled for one item: {{name}} the author, {{page}} the page, {{user}}
 * the team member replying. Spaces inside the braces and letter case do not matter; anything else
 * between double braces is left as written.
 */
export function fillReply(text: string, values: ReplyValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => {
    const key = name.toLowerCase();
    return key in values ? values[key as keyof ReplyValues] : all;
  });
}
