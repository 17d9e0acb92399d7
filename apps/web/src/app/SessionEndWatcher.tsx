import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { onSessionEnd } from '../lib/api.ts';
import { writeStored } from '../lib/storage.ts';
import { redirectTargetToStore } from './redirects.ts';
import { sessionEndMessageKey } from './sessionEnd.ts';

/**
 * When the server ends the session (unauthorized, session expired, user not found): forget the
 * token, say so once, and go to the auth screen; a link to a post is kept for after login.
 */
export function SessionEndWatcher() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onSessionEnd((error) => {
        writeStored('token', null);
        writeStored('supervisor', null);
        const keep = redirectTargetToStore(false, new URL(window.location.href));
        if (keep) writeStored('redirectAfterLogin', keep);
        // Several calls can fail at once; one notification says it.
        notifications.hide('session-end');
        notifications.show({ id: 'session-end', color: 'orange', message: t(sessionEndMessageKey(error)) });
        navigate('/', { replace: true });
        queryClient.clear();
      }),
    [t, navigate, queryClient],
  );
  return null;
}
