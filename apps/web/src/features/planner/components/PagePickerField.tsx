import { NativeSelect } from '@mantine/core';
import type { Page } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';

interface PagePickerFieldProps {
  pages: Page[];
  value: string | null;
  onChange: (pageId: string) => void;
}

/** The page a planner dialog is about (time slots, optimal times). */
export function PagePickerField({ pages, value, onChange }: PagePickerFieldProps) {
  const { t } = useTranslation('planner');
  return (
    <NativeSelect
      label={t('dialogPage')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={pages.map((page) => ({ value: page.id, label: page.name }))}
    />
  );
}
