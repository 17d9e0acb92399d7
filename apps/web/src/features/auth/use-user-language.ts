import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import type { Session } from './session.ts';

/**
 * The interface speaks the user's own language setting (spec: language follows the user), even
 * when the session was opened elsewhere or the setting changed on another device.
 */
export function useUserLanguage(session: Session) {
  const { i18n } = useTranslation();
  const language = session.data?.language;
  useEffect(() => {
    if (language && language !== i18n.language) void changeLanguage(language);
  }, [language, i18n.language]);
}
