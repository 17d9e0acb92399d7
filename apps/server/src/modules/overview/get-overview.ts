import type { Overview } from '@pagewise/shared/overview';
import { needsReconnection } from '@pagewise/shared/pages';
import type { AppContext } from '../../platform/context.ts';
import type { Auth } from '../auth/sessions.ts';
import { hasBots } from '../bots/has-bots.ts';
import { listPages } from '../pages/list-pages.ts';
import {
  failedPublications,
  hasPublications,
  latestPublications,
  upcomingPublications,
} from '../posts/list-publications.ts';
import { hasOwnSources, sourcesInError } from '../sources/sources-in-error.ts';
import { authorize } from '../users/access.ts';

/**
 * Spec §2 /dash/overview, for the caller's account and the pages they reach: the latest outcomes,
 * the next publications, what needs action (failed posts, pages to reconnect, sources in error),
 * and the onboarding steps done, each read from what the account has.
 */
export async function getOverview(
  context: Pick<AppContext, 'database' | 'now'>,
  auth: Auth,
  limit: number,
): Promise<Overview> {
  authorize(auth, 'read');
  const db = context.database.db;
  const [pages, latest, upcoming, failedPosts, sources, bots, ownSources, posted] = await Promise.all([
    listPages(context, auth),
    latestPublications(db, auth, limit),
    upcomingPublications(db, auth, limit),
    failedPublications(db, auth, limit),
    sourcesInError(db, auth, limit),
    hasBots(db, auth),
    hasOwnSources(db, auth),
    hasPublications(db, auth),
  ]);
  const pagesToReconnect = pages.filter((page) => needsReconnection(page.status));
  return {
    latest,
    upcoming,
    needsAction: {
      failedPosts,
      pages: { total: pagesToReconnect.length, items: pagesToReconnect.slice(0, limit) },
      sources,
    },
    onboarding: { connectPage: pages.length > 0, createBot: bots || ownSources, ready: posted },
  };
}
