import type { PostValidation } from '@pagewise/shared/collaboration';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import type { PostRow } from '../posts/schema.ts';
import { users } from '../users/schema.ts';
import { validators } from './validator-schema.ts';

const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim();

/** The validation part of posts as the API answers it, with the assignees' names loaded once. */
export async function validationOf(db: Database, rows: PostRow[]): Promise<(row: PostRow) => PostValidation> {
  const userIds = [...new Set(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  const validatorIds = [
    ...new Set(rows.flatMap((row) => (row.assigneeValidatorId ? [row.assigneeValidatorId] : []))),
  ];
  const [people, externals] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, userIds)),
    validatorIds.length === 0
      ? []
      : db
          .select({ id: validators.id, firstname: validators.firstname, lastname: validators.lastname })
          .from(validators)
          .where(inArray(validators.id, validatorIds)),
  ]);
  const userNames = new Map(people.map((person) => [person.id, fullName(person)]));
  const validatorNames = new Map(externals.map((person) => [person.id, fullName(person)]));
  return (row) => ({
    state: row.validation,
    assignee: row.assigneeId
      ? { kind: 'user', id: row.assigneeId, name: userNames.get(row.assigneeId) ?? '' }
      : row.assigneeValidatorId
        ? {
            kind: 'validator',
            id: row.assigneeValidatorId,
            name: validatorNames.get(row.assigneeValidatorId) ?? '',
          }
        : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedByName: row.decidedByName,
  });
}
