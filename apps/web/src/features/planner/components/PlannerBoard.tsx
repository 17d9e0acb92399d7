import { Alert, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import { botOfPreviewEvent } from '@pagewise/shared/planner';
import { minimumScheduleMinutes } from '@pagewise/shared/posts/limits';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { notifyError } from '../../../lib/notify.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useCan } from '../../auth/use-can.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { useGroups } from '../../pages/api/get-groups.ts';
import { usePages } from '../../pages/api/get-pages.ts';
import { type PlannerRequest, plannerRequest, usePlanner } from '../api/get-planner.ts';
import { composerLink } from '../composer-link.ts';
import { expandSlots } from '../empty-slots.ts';
import { usePlannerEvents } from '../hooks/use-planner-events.ts';
import { usePlannerFilter } from '../hooks/use-planner-filter.ts';
import { usePlannerMoves } from '../hooks/use-planner-moves.ts';
import { usePlannerPlace } from '../hooks/use-planner-place.ts';
import { useShownRange } from '../hooks/use-shown-range.ts';
import { pageFacesOf } from '../page-faces.ts';
import { OptimalTimesDialog } from './OptimalTimesDialog.tsx';
import { PlannerCalendar } from './PlannerCalendar.tsx';
import { PlannerFilters } from './PlannerFilters.tsx';
import { PlannerLegend } from './PlannerLegend.tsx';
import { SlotsDialog } from './SlotsDialog.tsx';

interface PlannerBoardProps {
  /** A click on a post: the caller opens its detail drawer. */
  onOpenPost: (postId: string) => void;
  /** A link naming one page (`page_id`) shows that page alone. */
  linkedPageId?: string | null;
}

type OpenDialog = 'slots' | 'optimal' | null;

/**
 * The team's planner (spec §2 /dash/planner, and the calendar of /dash/posts2): filters, the
 * calendar of the visible range with its empty slots, the legend, and the dialogs of time slots
 * and optimal times. Clicking an empty time or slot writes a post there.
 */
export function PlannerBoard({ onOpenPost, linkedPageId = null }: PlannerBoardProps) {
  const { t } = useTranslation(['planner', 'issues', 'pages', 'posts']);
  const navigate = useNavigate();
  const { place, move: moveTo } = usePlannerPlace();
  const { filter, setPageIds, setGroupId } = usePlannerFilter(linkedPageId);
  const pages = usePages();
  const groups = useGroups();
  const canCreate = useCan('create');
  const canEdit = useCan('edit');
  const timeZone = useTimeZone();
  const range = useShownRange(place, timeZone);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  // Pages deleted since they were selected are left out (and forgotten at the next change): with
  // pages selected, the request waits for the list. With none (all pages), it starts at once.
  const knownPageIds = filter.pageIds.filter((id) => pages.data?.some((page) => page.id === id));
  const request: PlannerRequest | null =
    filter.pageIds.length === 0 || pages.isSuccess
      ? plannerRequest(place.view, range, timeZone, {
          pageIds: knownPageIds,
          groupId: groups.data?.some((group) => group.id === filter.groupId) ? filter.groupId : null,
        })
      : null;
  const planner = usePlanner(request);
  const store = usePlannerEvents(planner.data?.items, planner.data?.more);
  const move = usePlannerMoves(store);
  const slots = useMemo(
    () =>
      planner.data
        ? expandSlots(planner.data.slots, range, store.events, new Date(), timeZone, planner.data.filled)
        : [],
    [range, planner.data, store.events, timeZone],
  );
  const pageFaces = useMemo(() => pageFacesOf(pages.data ?? []), [pages.data]);

  const writeAt = (at: Date, pageId: string | null) => {
    if (at.getTime() - Date.now() <= minimumScheduleMinutes * 60_000) {
      notifyError(t('post.schedule_too_soon', { ns: 'issues', minutes: minimumScheduleMinutes }));
      return;
    }
    navigate(composerLink(at, pageId));
  };

  if (pages.isError) {
    return <LoadFailed title={t('pagesFailed')} error={pages.error} onRetry={() => void pages.refetch()} />;
  }
  if (pages.data?.length === 0) {
    return (
      <EmptyState withIndicatorBackground title={t('noPages.title')} description={t('noPages.description')}>
        <Button component={Link} to="/dash/pages">
          {t('noPages.action')}
        </Button>
      </EmptyState>
    );
  }
  const dialogPageId = knownPageIds[0] ?? null;
  const empty = planner.isSuccess && !planner.isPlaceholderData && planner.data.items.length === 0;

  return (
    <Stack gap="md">
      <PlannerFilters
        pages={pages.data ?? []}
        groups={groups.data ?? []}
        filter={{ ...filter, pageIds: knownPageIds }}
        onPagesChange={setPageIds}
        onGroupChange={setGroupId}
      />
      {planner.isError ? (
        <LoadFailed title={t('loadFailed')} error={planner.error} onRetry={() => void planner.refetch()} />
      ) : null}
      {empty ? (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <div>
              <Text fw={600}>{t('empty.title')}</Text>
              <Text size="sm" c="dimmed">
                {t('empty.description')}
              </Text>
            </div>
            {canCreate ? (
              <Button component={Link} to="/dash/postCreator">
                {t('empty.write')}
              </Button>
            ) : null}
          </Group>
        </Paper>
      ) : null}
      <PlannerCalendar
        place={place}
        timeZone={timeZone}
        onPlaceChange={moveTo}
        waiting={!planner.data && !planner.isError}
        items={store.events}
        left={store.state.left}
        slots={slots}
        pageFaces={pageFaces}
        onItemClick={(item) => {
          const botId = botOfPreviewEvent(item.id);
          if (botId) void navigate(`/dash/bots/edit/${botId}`);
          else if (item.postId) onOpenPost(item.postId);
        }}
        onSlotClick={canCreate ? (slot) => writeAt(slot.start, slot.pageId) : undefined}
        onTimeClick={canCreate ? (at) => writeAt(at, null) : undefined}
        onMove={(item, start, undo) => void move(item, start, undo)}
        busy={pages.isPending || planner.isPending || planner.isPlaceholderData}
        actions={
          pages.data ? (
            <>
              {canEdit ? (
                <Button variant="default" onClick={() => setDialog('slots')}>
                  {t('slots.open')}
                </Button>
              ) : null}
              <Button variant="default" onClick={() => setDialog('optimal')}>
                {t('optimal.open')}
              </Button>
            </>
          ) : null
        }
      />
      <PlannerLegend />
      {dialog === 'slots' && pages.data ? (
        <SlotsDialog pages={pages.data} pageId={dialogPageId} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'optimal' && pages.data ? (
        <OptimalTimesDialog
          pages={pages.data}
          pageId={dialogPageId}
          canWrite={canCreate}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Stack>
  );
}

function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('planner');
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{translateError(t, error)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
