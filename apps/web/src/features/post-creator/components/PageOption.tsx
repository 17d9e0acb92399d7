import { Checkbox, Group } from '@mantine/core';
import type { Page, PageStatus } from '@pagewise/shared/pages';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';

/** A page in one of these states cannot post until it is reconnected. */
const blockedStatuses: readonly PageStatus[] = ['expired', 'reconnection_needed', 'disabled'];

export const isPostable = (page: Page) => !blockedStatuses.includes(page.status);

interface PageOptionProps {
  page: Page;
  checked: boolean;
  onToggle: (pageId: string) => void;
}

/** A page's checkbox, labelled with its name; a page to reconnect is disabled and says why. */
export function PageOption({ page, checked, onToggle }: PageOptionProps) {
  const { t } = useTranslation(['composer', 'pages']);
  const postable = isPostable(page);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <PageAvatar
        page={{ name: page.name, network: page.kind, pictureUrl: page.pictureUrl }}
        size={28}
        decorative
      />
      <Checkbox
        label={page.name}
        checked={checked}
        // A page already on the post stays uncheckable, so the user can take it off.
        disabled={!postable && !checked}
        onChange={() => onToggle(page.id)}
        description={
          postable
            ? undefined
            : t('pagePicker.reconnect', { status: t(`status.${page.status}`, { ns: 'pages' }) })
        }
      />
    </Group>
  );
}
