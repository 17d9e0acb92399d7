/**
 * Who looks at a post in the detail drawer: a signed-in team member (the team's API, their role's
 * permissions), or an external validator holding a shared-planner link (its token on every call).
 */
export type DetailMode = { kind: 'team' } | { kind: 'validator'; token: string };

export const teamMode: DetailMode = { kind: 'team' };
