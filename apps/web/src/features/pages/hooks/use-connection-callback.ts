import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';

/**
 * The OAuth callback lands on `#/dash/pages?reconnected=<pageId>` or `?error=<key>`: says how it
 * went once, then drops the parameter so a reload does not say it again. `?connection=<id>` is
 * left to the page picker, and returned here.
 */
export function useConnectionCallback() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const reported = useRef<string | null>(null);
  const reconnected = params.get('reconnected');
  const error = params.get('error');

  useEffect(() => {
    if (reconnected === null && error === null) return;
    const report = `${reconnected}|${error}`;
    if (reported.current === report) return;
    reported.current = report;
    if (error !== null) notifyError(translateError(t, error));
    else notifySuccess(t('notices.reconnected'));
    setParams(
      (current) => {
        current.delete('reconnected');
        current.delete('error');
        return current;
      },
      { replace: true },
    );
  }, [reconnected, error, setParams, t]);

  const connectionId = params.get('connection');
  const closePicker = () =>
    setParams(
      (current) => {
        current.delete('connection');
        return current;
      },
      { replace: true },
    );
  return { connectionId, closePicker };
}
