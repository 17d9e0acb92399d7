import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Composer } from '../hooks/use-composer.ts';
import { SaveTemplateDialog } from './SaveTemplateDialog.tsx';
import { UseTemplateDialog } from './UseTemplateDialog.tsx';

/** Save what is written as a template, or fill the composer from one. */
export function TemplateButtons({ composer }: { composer: Composer }) {
  const { t } = useTranslation('composer');
  const [open, setOpen] = useState<'save' | 'use' | null>(null);
  const close = () => setOpen(null);
  return (
    <Group gap="sm">
      <Button variant="subtle" onClick={() => setOpen('use')}>
        {t('templates.use')}
      </Button>
      <Button variant="subtle" onClick={() => setOpen('save')}>
        {t('templates.save')}
      </Button>
      {open === 'save' ? <SaveTemplateDialog composer={composer} onClose={close} /> : null}
      {open === 'use' ? <UseTemplateDialog composer={composer} onClose={close} /> : null}
    </Group>
  );
}
