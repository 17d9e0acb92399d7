import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import type { Session } from './session.ts';

/**
 * The interface speaks the user's own language setting (spec: language follows the user), even
 * when the session was opened elsewhere or the setting changed on another device. Says whether the
 * interface speaks it yet: until then the frame shows no screen, which would be drawn in the other
 * language and then taken out of the page while the new one's texts load.
 */
export function useUserLanguage(session: Session): boolean {
  const { i18n } = useTranslation();
  const language = session.data?.language;
  const switching = Boolean(language && language !== i18n.language);
  useEffect(() => {
    if (language && switching) void changeLanguage(language);
  }, [language, switching]);
  return !switching;
}
