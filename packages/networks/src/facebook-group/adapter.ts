import { networkRules } from '@pagewise/shared/networks/rules';
import type { NetworkAdapter } from '../adapter.ts';
import {
  defaultGraphVersion,
  exchangeFacebookCode,
  facebookAuthorizationUrl,
  type MetaAppConfig,
} from '../meta/facebook-login.ts';
import { createGraphClient, type GraphList } from '../meta/graph-client.ts';
import { isNetworkError } from '../network-error.ts';

type Group = { id: string; name: string; picture?: { data?: { url?: string } } };

/**
 * Facebook groups. Meta deprecated the Groups API with Graph v19.0 (January 2024) and removed
 * it from every version on April 22, 2024: the `publish_to_groups` and
 * `groups_access_member_info` permissions are gone, so an app can neither post to a group nor
 * read its feed. What is left is logging in and, where Graph still answers, listing the groups
 * the user administers; each is marked `apiNotConnected` so the product shows that mode (the
 * concierge may post by hand). No publish, inbox, moderation nor metrics: no endpoint remains.
 */
export function createFacebookGroupAdapter(config: MetaAppConfig): NetworkAdapter {
  const graph = createGraphClient({
    baseUrl: config.apiBaseUrl,
    version: config.graphVersion ?? defaultGraphVersion,
    timeoutMs: config.timeoutMs,
  });
  return {
    kind: 'facebook_group',
    rules: networkRules.facebook_group,
    authorizationUrl: (request) => facebookAuthorizationUrl(config, ['public_profile'], request),
    exchangeCode: (exchange) => exchangeFacebookCode(config, exchange),
    async listPages(credentials) {
      let groups: GraphList<Group>;
      try {
        groups = await graph.get<GraphList<Group>>('/me/groups', credentials.accessToken, {
          admin_only: true,
          fields: 'id,name,picture{url}',
        });
      } catch (error) {
        // Graph answers a removed edge as a refused request (#12 deprecated, #100 no such field).
        if (isNetworkError(error, 'rejected')) return [];
        throw error;
      }
      return (groups.data ?? []).map((group) => ({
        remoteId: group.id,
        name: group.name,
        pictureUrl: group.picture?.data?.url,
        credentials,
        apiNotConnected: true,
      }));
    },
  };
}
