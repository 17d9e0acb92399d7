import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database.ts';
import { users } from './schema.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return row;
}
