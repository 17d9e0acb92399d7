import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useSession } from '../features/auth/session.ts';
import { readStored } from '../lib/storage.ts';
import { FollowRedirect } from './FollowRedirect.tsx';
import { afterLoginTarget, authScreenTarget, mergedQuery, type VersionedScreen, versionRedirect } from './redirects.ts';
import { useAppVersion } from './version.ts';

function storedTarget() {
  return afterLoginTarget(readStored('redirectAfterLogin'), window.location.origin);
}

/** Dash routes need a stored token; a target kept before login is followed first. */
export function RequireToken({ children }: { children: ReactNode }) {
  if (!readStored('token')) return <Navigate to="/" replace />;
  const target = storedTarget();
  return target ? <FollowRedirect target={target} /> : children;
}

/** `/`: with a token the user belongs in the dashboard (or on the post a link names). */
export function AuthGate({ children }: { children: ReactNode }) {
  // Subscribing re-renders this gate when logging in fills the session.
  useSession();
  const location = useLocation();
  if (!readStored('token')) return children;
  const target = storedTarget();
  if (target) return <FollowRedirect target={target} />;
  const query = mergedQuery(window.location.search, location.search);
  return <Navigate to={authScreenTarget(query)} replace />;
}

/** posts, planner and posts2 follow the stored version flag (spec §2). */
export function VersionGate({ screen, children }: { screen: VersionedScreen; children: ReactNode }) {
  const version = useAppVersion();
  const { date } = useParams();
  const location = useLocation();
  const to = versionRedirect(screen, version, new URLSearchParams(location.search), date);
  return to ? <Navigate to={to} replace /> : children;
}
