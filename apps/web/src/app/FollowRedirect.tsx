import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { writeStored } from '../lib/storage.ts';
import { PageLoader } from './PageLoader.tsx';
import type { AfterLoginTarget } from './redirects.ts';

/** Goes to the address kept before login, once: the stored target is removed as it is followed. */
export function FollowRedirect({ target }: { target: AfterLoginTarget }) {
  const url = target.kind === 'location' ? target.url : null;
  useEffect(() => {
    writeStored('redirectAfterLogin', null);
    if (url) window.location.assign(url);
  }, [url]);
  return target.kind === 'route' ? <Navigate to={target.to} replace /> : <PageLoader />;
}
