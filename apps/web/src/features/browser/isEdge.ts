/** Chromium Edge announces itself with `Edg/` in its user agent (spec §2: unsupported browser). */
export function isEdge(userAgent: string): boolean {
  return userAgent.includes('Edg/');
}
