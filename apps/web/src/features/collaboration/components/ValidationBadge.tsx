import { Badge } from '@mantine/core';
import type { PostValidation, ValidationState } from '@pagewise/shared/collaboration';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime } from '../../posts/format.ts';

const stateColor: Record<ValidationState, string> = {
  none: 'gray',
  awaiting: 'yellow',
  validated: 'green',
  unvalidated: 'red',
};

interface ValidationBadgeProps {
  validation: PostValidation;
  /** The list's short form: the state alone, without who decided and when. */
  compact?: boolean;
}

/** Where the post stands in the validation workflow; nothing when nobody has to validate it. */
export function ValidationBadge({ validation, compact = false }: ValidationBadgeProps) {
  const { t, i18n } = useTranslation('collaboration');
  const timeZone = useTimeZone();
  const { state, decidedAt, decidedByName } = validation;
  if (state === 'none') return null;
  const decided =
    !compact && decidedAt && decidedByName && (state === 'validated' || state === 'unvalidated');
  const label = decided
    ? t(`state.${state}By`, { name: decidedByName, date: formatDateTime(decidedAt, i18n.language, timeZone) })
    : t(`state.${state}`);
  return (
    <Badge color={stateColor[state]} variant="light" maw="100%">
      {label}
    </Badge>
  );
}
