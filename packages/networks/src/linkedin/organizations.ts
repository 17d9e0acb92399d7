import type { Credentials, RemotePage } from '../adapter.ts';
import { isNetworkError } from '../network-error.ts';
import { type LinkedInConfig, liRequest, urn } from './li-client.ts';

type Acl = { organization: string; role: string; state: string };
type Organization = {
  id: number;
  localizedName: string;
  vanityName?: string;
  /** The logo as uploaded (`original`) and as shown (`cropped`), as digital media asset URNs. */
  logoV2?: { original?: string; cropped?: string };
};

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
    const pictureUrl = await logoUrl(config, credentials, body);
    pages.set(acl.organization, {
      remoteId: acl.organization,
      name: body.localizedName,
      role: acl.role,
      credentials,
      ...(pictureUrl ? { pictureUrl } : {}),
    });
  }
  return [...pages.values()];
}

/**
 * Where the organization's logo can be downloaded: the Images API resolves the logo's asset, whose
 * `urn:li:digitalmediaAsset:<id>` is `urn:li:image:<id>` there (learn.microsoft.com, "Images API").
 * A logo the Images API refuses or does not know leaves the page without a picture, not unlisted.
 */
async function logoUrl(
  config: LinkedInConfig,
  credentials: Credentials,
  organization: Organization,
): Promise<string | undefined> {
  const asset = organization.logoV2?.cropped ?? organization.logoV2?.original;
  const id = asset?.split(':').at(-1);
  if (!id) return undefined;
  try {
    const { body } = await liRequest<{ downloadUrl?: string; status?: string }>(config, credentials, {
      path: `/rest/images/${urn(`urn:li:image:${id}`)}`,
    });
    return body.status === 'AVAILABLE' ? body.downloadUrl : undefined;
  } catch (error) {
    if (isNetworkError(error, 'rejected')) return undefined;
    throw error;
  }
}
