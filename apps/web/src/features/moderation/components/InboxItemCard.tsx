import { Checkbox, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { InboxItem } from '@pagewise/shared/inbox';
import { useTranslation } from 'react-i18next';
import { PageAvatar } from '../../../components/PageAvatar.tsx';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { formatDateTime, shorten } from '../../posts/format.ts';
import { ActionChip, InboxChips } from './InboxChips.tsx';

/** One item of the list: its page, author, words, time, chips, and a box to select it. */
export function InboxItemCard({
  item,
  open,
  selected,
  selectable,
  onOpen,
  onSelect,
}: {
  item: InboxItem;
  open: boolean;
  selected: boolean;
  selectable: boolean;
  onOpen: () => void;
  onSelect: (selected: boolean) => void;
}) {
  const { t, i18n } = useTranslation('inbox');
  const timeZone = useTimeZone();
  return (
    <Group
      component="li"
      wrap="nowrap"
      align="flex-start"
      gap="xs"
      p="xs"
      data-inbox-item={item.id}
      aria-current={open ? 'true' : undefined}
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        background: open ? 'var(--mantine-color-default-hover)' : undefined,
        borderLeft: open ? '3px solid var(--mantine-primary-color-filled)' : '3px solid transparent',
      }}
    >
      {selectable ? (
        <Checkbox
          mt={8}
          checked={selected}
          onChange={(event) => onSelect(event.currentTarget.checked)}
          aria-label={t('list.select', { author: item.author.name })}
        />
      ) : null}
      <UnstyledButton
        onClick={onOpen}
        style={{ flex: 1, minWidth: 0 }}
        // Named by what it shows (author, page, time, text): a shorter label would hide the text
        // a sighted user reads on it (WCAG 2.5.3, label in name).
      >
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <PageAvatar
            page={{ name: item.pageName, network: item.pageKind, pictureUrl: item.pagePictureUrl }}
            size={32}
          />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} truncate>
                {item.author.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={item.receivedAt}>
                  {formatDateTime(item.receivedAt, i18n.language, timeZone)}
                </time>
              </Text>
            </Group>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.rating !== null ? `${t('item.rating', { rating: item.rating })} ` : ''}
              {item.text ? shorten(item.text, 160) : t('item.noText')}
            </Text>
            <Group gap={4}>
              <InboxChips item={item} />
              {item.lastAction ? <ActionChip action={item.lastAction} /> : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </Group>
  );
}
