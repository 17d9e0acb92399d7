import type { Credentials, RemotePage } from '../adapter.ts';
import { type LinkedInConfig, liRequest } from './li-client.ts';

type Acl = { organization: string; role: string; state: string };
type Organization = { id: number; localizedName: string; vanityName?: string };

/**
 * Only super admins (ADMINISTRATOR) and content admins (CONTENT_ADMINISTRATOR) may publish as
 * the page (spec: LinkedIn pages are listed only for them); analysts, curators and sponsored-
 * content posters are left out.
 */
export const publishingRoles = ['ADMINISTRATOR', 'CONTENT_ADMINISTRATOR'];

/** The organizations the member administers (Organization Access Control by role assignee). */
export async function listOrganizations(
  config: LinkedInConfig,
  credentials: Credentials,
): Promise<RemotePage[]> {
  const acls: Acl[] = [];
  for (let start = 0; ; start += 100) {
    const { body } = await liRequest<{ elements: Acl[]; paging?: { total?: number } }>(config, credentials, {
      path: '/rest/organizationAcls',
      query: `q=roleAssignee&state=APPROVED&start=${start}&count=100`,
    });
    acls.push(...body.elements);
    if (body.elements.length < 100 || start + 100 >= (body.paging?.total ?? 0)) break;
  }
  const pages = new Map<string, RemotePage>();
  for (const acl of acls) {
    if (acl.state !== 'APPROVED' || !publishingRoles.includes(acl.role) || pages.has(acl.organization))
      continue;
    const id = acl.organization.split(':').at(-1) ?? '';
    const { body } = await liRequest<Organization>(config, credentials, {
      path: `/rest/organizations/${id}`,
    });
    pages.set(acl.organization, {
      remoteId: acl.organization,
      name: body.localizedName,
      role: acl.role,
      credentials,
    });
  }
  return [...pages.values()];
}
