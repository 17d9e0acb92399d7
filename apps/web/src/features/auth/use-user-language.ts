import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/index.ts';
import type { Session } from './session.ts';

/**
 * The interface speaks the user's own language setting (spec: language follows the user), even
 * when the session was opened elsewhere or the setting changed on another device. Says whether the
 * frame may show its screen: not before the interface has first spoken the user's language, since
 * a screen drawn in another language would then be taken out of the page while the new one's texts
 * load. A later change (My account's language) switches the screen in place.
 */
export function useUserLanguage(session: Session): boolean {
  const { i18n } = useTranslation();
  const language = session.data?.language;
  const switching = Boolean(language && language !== i18n.language);
  const [spoken, setSpoken] = useState(false);
  useEffect(() => {
    if (language && switching) void changeLanguage(language);
    else if (language) setSpoken(true);
  }, [language, switching]);
  return spoken || !switching;
}
