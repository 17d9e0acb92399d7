import { createHash } from 'node:crypto';

/**
 * A deterministic job id per target, attempt and due time: the sweeper may send a job again for a
 * target that looks forgotten, and the copy collides with the original instead of queueing twice.
 * A new attempt or a new due time is a new id, so a rescheduled target is woken at its new time.
 */
export function publishJobId(targetId: string, attempts: number, at: Date): string {
  const hex = createHash('sha256').update(`${targetId}:${attempts}:${at.getTime()}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
