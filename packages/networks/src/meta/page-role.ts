/**
 * A user's role on a Facebook page, from the page's `tasks` (/me/accounts): MANAGE is an
 * admin, CREATE_CONTENT an editor, MODERATE a moderator, ADVERTISE an advertiser, ANALYZE
 * alone an analyst (the spec refuses Instagram accounts reached only as an analyst).
 */
export function roleFromTasks(tasks: string[] | undefined): string | undefined {
  if (!tasks || tasks.length === 0) return undefined;
  if (tasks.includes('MANAGE')) return 'admin';
  if (tasks.includes('CREATE_CONTENT')) return 'editor';
  if (tasks.includes('MODERATE')) return 'moderator';
  if (tasks.includes('ADVERTISE')) return 'advertiser';
  if (tasks.includes('ANALYZE')) return 'analyst';
  return undefined;
}
