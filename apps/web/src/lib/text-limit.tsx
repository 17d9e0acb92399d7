import { type TextLimit, textLimits } from '@pagewise/shared/text-limits';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The props that hold a text input to the limit the server checks (`textLimits`): typing and
 * pasting stop at it (`maxLength`), and once it is reached the input says which limit it is,
 * after its own description if it has one.
 */
export function useTextLimit() {
  const { t, i18n } = useTranslation('errors');
  return (limit: TextLimit | number, value: string | undefined, description?: ReactNode) => {
    const max = typeof limit === 'number' ? limit : textLimits[limit];
    if ((value?.length ?? 0) < max) return { maxLength: max, description };
    const note = t('validation.at_limit', { max: max.toLocaleString(i18n.language) });
    return {
      maxLength: max,
      description: description ? (
        <>
          {description} {note}
        </>
      ) : (
        note
      ),
    };
  };
}
