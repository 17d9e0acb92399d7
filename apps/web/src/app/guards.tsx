import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { readStored } from '../lib/storage.ts';
import { authScreenTarget, mergedQuery, type VersionedScreen, versionRedirect } from './redirects.ts';
import { useAppVersion } from './version.ts';

/** Dash routes need a stored token, otherwise the auth screen. */
export function RequireToken({ children }: { children: ReactNode }) {
  return readStored('token') ? children : <Navigate to="/" replace />;
}

/** `/` itself (not its child `/confirm`): with a token the user belongs in the dashboard. */
export function AuthGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (location.pathname !== '/' || !readStored('token')) return children;
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
