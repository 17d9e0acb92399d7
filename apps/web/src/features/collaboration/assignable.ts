import type { Assignee } from '@pagewise/shared/collaboration';

/** One choice of the assignee picker: `user:<id>` or `validator:<id>`. */
export const choiceValue = (assignee: Pick<Assignee, 'kind' | 'id'>) => `${assignee.kind}:${assignee.id}`;

/** `user:<id>` → the assignee the server expects, or null for no choice. */
export function parseChoice(value: string): { kind: Assignee['kind']; id: string } | null {
  const [kind, ...rest] = value.split(':');
  const id = rest.join(':');
  return (kind === 'user' || kind === 'validator') && id ? { kind, id } : null;
}

/** The picker's groups: team members, then external validators of the shared planner. */
export function assigneeGroups(assignees: readonly Assignee[]) {
  const options = (kind: Assignee['kind']) =>
    assignees
      .filter((assignee) => assignee.kind === kind)
      .map((assignee) => ({ value: choiceValue(assignee), label: assignee.name }));
  return { team: options('user'), externals: options('validator') };
}
