import type { TFunction } from 'i18next';
import { formatDateTime, shorten } from './format.ts';

/** How long a before or after value may run in the history before it is cut. */
const maxLength = 120;

const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

interface ValueContext {
  t: TFunction;
  locale: string;
  /** The user's zone, dates are read in. */
  timeZone: string;
  /** Page ids in `pageIds` changes read as page names. */
  pageNames: ReadonlyMap<string, string>;
}

/** One value of a history change as a short readable text: dates in the user's format, no JSON walls. */
export function historyValueText(field: string, value: unknown, context: ValueContext): string {
  const { t, locale, timeZone, pageNames } = context;
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return t('history.none');
  }
  if (typeof value === 'boolean') return value ? t('history.on') : t('history.off');
  if (typeof value === 'number') return new Intl.NumberFormat(locale).format(value);
  if (typeof value === 'string') {
    if (isoDate.test(value) && !Number.isNaN(Date.parse(value)))
      return formatDateTime(value, locale, timeZone);
    if (field === 'status') return t(`status.${value}`, { defaultValue: value });
    if (field === 'kind') return t(`kind.${value}`, { defaultValue: value });
    if (field === 'validation') return t(`history.validation.${value}`, { defaultValue: value });
    return shorten(value, maxLength);
  }
  if (field === 'networkTexts' || field === 'pageTexts') return ownTextsText(field, value, context);
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      field === 'pageIds' && typeof item === 'string' ? (pageNames.get(item) ?? item) : stringOf(item),
    );
    return shorten(items.join(', '), maxLength);
  }
  return shorten(JSON.stringify(value), maxLength);
}

/** `{ twitter: 'Hi' }` as "X (Twitter): Hi", page ids as page names; none as empty. */
function ownTextsText(field: string, value: unknown, { t, pageNames }: ValueContext): string {
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return t('history.none');
  const name = (key: string) =>
    field === 'pageTexts'
      ? (pageNames.get(key) ?? key)
      : t(`networks.${key}`, { ns: 'pages', defaultValue: key });
  return shorten(entries.map(([key, text]) => `${name(key)}: ${stringOf(text)}`).join('; '), maxLength);
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** Known fields read in the user's words; a field the catalogue does not know shows its own name. */
export function historyFieldName(t: TFunction, field: string): string {
  return t(`history.fields.${field}`, { defaultValue: field });
}
