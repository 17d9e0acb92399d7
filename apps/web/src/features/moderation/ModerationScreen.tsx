import { Badge, Box, Grid, Group, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { inboxCountCapOf } from '@pagewise/shared/inbox';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../app/useScreenTitle.ts';
import { notifyError } from '../../lib/notify.ts';
import { translateError } from '../../lib/translate-error.ts';
import { useSession } from '../auth/session.ts';
import { useCan } from '../auth/use-can.ts';
import { useInboxCounts, useInboxItems } from './api/inbox-reads.ts';
import { useChangeItem } from './api/inbox-writes.ts';
import { BadWordsPanel } from './components/BadWordsPanel.tsx';
import { BulkBar } from './components/BulkBar.tsx';
import { InboxDetail } from './components/InboxDetail.tsx';
import { InboxFilterBar } from './components/InboxFilterBar.tsx';
import { InboxList } from './components/InboxList.tsx';
import { ProblemsAlert } from './components/ProblemsAlert.tsx';
import { ShortcutsHelp } from './components/ShortcutsHelp.tsx';
import { TeamPanel } from './components/TeamPanel.tsx';
import { useAssignees } from './hooks/use-assignees.ts';
import { useInboxEvents } from './hooks/use-inbox-events.ts';
import { type InboxPane, inboxPanes, useInboxFilters } from './hooks/use-inbox-filters.ts';
import { useTriageKeys } from './hooks/use-triage-keys.ts';

/** The server counts up to its cap per tab (1,000, or 50 for a word search): at the cap, "1,000+". */
const countText = (count: number, cap: number, language: string) =>
  count >= cap ? `${cap.toLocaleString(language)}+` : count.toLocaleString(language);

/** `/dash/moderation`: every comment, message, mention and review of the pages, triaged by the team. */
export default function ModerationScreen() {
  const { t, i18n } = useTranslation(['inbox', 'dash', 'errors']);
  useScreenTitle(t('dash:screens.moderation.title'));
  useInboxEvents();
  const { pane, filters, itemId, setFilter, setPane, openItem, clearFilters } = useInboxFilters();
  const phone = useMediaQuery('(max-width: 48em)');
  const counts = useInboxCounts(filters);
  const assignees = useAssignees();
  return (
    <Stack gap="sm">
      <Title order={1}>{t('dash:screens.moderation.title')}</Title>
      <ProblemsAlert />
      <Tabs value={pane} onChange={(value) => value && setPane(value as InboxPane)} keepMounted={false}>
        <Tabs.List>
          {inboxPanes.map((name) => (
            <Tabs.Tab key={name} value={name}>
              <Group gap={6} wrap="nowrap">
                {t(`tabs.${name}`)}
                {name !== 'bad-words' && name !== 'team' && counts.data ? (
                  <Badge
                    size="sm"
                    variant="light"
                    aria-label={t('tabs.waiting', { count: counts.data[name] })}
                  >
                    {countText(counts.data[name], inboxCountCapOf(filters), i18n.language)}
                  </Badge>
                ) : null}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {pane === 'bad-words' ? (
        <BadWordsPanel />
      ) : pane === 'team' ? (
        <TeamPanel />
      ) : (
        <>
          <InboxFilterBar
            filters={filters}
            assignees={assignees}
            setFilter={setFilter}
            clear={clearFilters}
          />
          <ShortcutsHelp />
          <InboxPanes
            filters={filters}
            itemId={itemId}
            openItem={openItem}
            phone={phone ?? false}
            assignees={assignees}
          />
        </>
      )}
    </Stack>
  );
}

function InboxPanes({
  filters,
  itemId,
  openItem,
  phone,
  assignees,
}: {
  filters: ReturnType<typeof useInboxFilters>['filters'];
  itemId: string | null;
  openItem: (id: string | null) => void;
  phone: boolean;
  assignees: ReturnType<typeof useAssignees>;
}) {
  const { t } = useTranslation(['inbox', 'errors']);
  const query = useInboxItems(filters);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const canReply = useCan('reply');
  const canModerate = useCan('moderate');
  const me = useSession().data;
  const change = useChangeItem();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const move = useCallback(
    (step: number) => {
      const index = items.findIndex((item) => item.id === itemId);
      const next = items[Math.min(items.length - 1, Math.max(0, index + step))];
      if (next) openItem(next.id);
    },
    [items, itemId, openItem],
  );
  const handlers = useMemo(
    () => ({
      next: () => move(1),
      previous: () => move(-1),
      done: () => {
        if (itemId && canReply)
          change.mutate(
            { itemId, change: { change: 'status', status: 'treated' } },
            { onSuccess: () => move(1), onError: (error) => notifyError(translateError(t, error)) },
          );
      },
      assign: () => {
        if (!itemId || !canModerate) return;
        // Assigns the open item to oneself; the detail's field assigns it to anyone else.
        if (me)
          change.mutate(
            { itemId, change: { change: 'assign', assigneeId: me.id } },
            { onError: (error) => notifyError(translateError(t, error)) },
          );
      },
    }),
    [move, itemId, canReply, canModerate, change, me, t],
  );
  useTriageKeys(handlers);
  const list = (
    <Stack gap="xs">
      {canModerate && selected.size > 0 ? (
        <BulkBar itemIds={[...selected]} done={() => setSelected(new Set())} />
      ) : null}
      <InboxList
        query={query}
        items={items}
        openId={itemId}
        selected={selected}
        selectable={canModerate}
        onOpen={openItem}
        onSelect={(id, value) =>
          setSelected((current) => {
            const next = new Set(current);
            if (value) next.add(id);
            else next.delete(id);
            return next;
          })
        }
      />
    </Stack>
  );
  if (phone)
    return itemId ? (
      <InboxDetail itemId={itemId} assignees={assignees} onBack={() => openItem(null)} />
    ) : (
      list
    );
  return (
    <Grid>
      <Grid.Col span={5}>{list}</Grid.Col>
      <Grid.Col span={7}>
        <Box component="section" aria-label={t('detail.label')}>
          {itemId ? (
            <InboxDetail itemId={itemId} assignees={assignees} />
          ) : (
            <Box c="dimmed">{t('detail.none')}</Box>
          )}
        </Box>
      </Grid.Col>
    </Grid>
  );
}
