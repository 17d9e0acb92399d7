import { Alert, Button, Chip, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenTitle } from '../../../app/useScreenTitle.ts';
import { translateError } from '../../../lib/translate-error.ts';
import { useTimeZone } from '../../auth/use-time-zone.ts';
import { PostDetailDrawer } from '../../collaboration/PostDetailDrawer.tsx';
import { PlannerCalendar } from '../../planner/components/PlannerCalendar.tsx';
import { PlannerLegend } from '../../planner/components/PlannerLegend.tsx';
import type { DateRange } from '../../planner/empty-slots.ts';
import { usePlannerPlace } from '../../planner/hooks/use-planner-place.ts';
import { isLinkInvalid, sharedPlannerQueryKey, useSharedPlanner } from '../api/get-shared-planner.ts';
import { LinkInvalid } from './LinkInvalid.tsx';

interface SharedPlannerProps {
  token: string;
  title: string;
}

/**
 * The read-only planner of an external validator (spec §2 /invite): the shared pages' posts, no
 * drag, no empty slots; a post opens in the drawer where the validator validates it or adds a note.
 */
export function SharedPlanner({ token, title }: SharedPlannerProps) {
  const { t } = useTranslation('planner');
  useScreenTitle(title);
  const queryClient = useQueryClient();
  const { place, move } = usePlannerPlace();
  // An external validator has no session: the planner is read in the account's zone, which the
  // link's answer gives; the browser's only until the first answer comes.
  const beforeAnswer = useTimeZone();
  const [range, setRange] = useState<DateRange | null>(null);
  const [pageIds, setPageIds] = useState<string[]>([]);
  const [postId, setPostId] = useState<string | null>(null);
  const planner = useSharedPlanner(
    range ? { token, from: range.start.toISOString(), to: range.end.toISOString() } : null,
  );
  const items = useMemo(
    () =>
      (planner.data?.items ?? []).filter(
        (item) => pageIds.length === 0 || (item.pageId !== null && pageIds.includes(item.pageId)),
      ),
    [planner.data, pageIds],
  );

  const timeZone = planner.data?.timeZone ?? beforeAnswer;

  if (planner.isError && isLinkInvalid(planner.error)) return <LinkInvalid />;
  const identity = planner.data;
  const empty = planner.isSuccess && !planner.isPlaceholderData && items.length === 0;

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {identity ? (
          <Text c="dimmed">
            {t('shared.heading', {
              name: `${identity.validator.firstname} ${identity.validator.lastname}`.trim(),
              account: identity.accountName,
            })}
          </Text>
        ) : (
          <Skeleton height={20} width={280} mt={4} />
        )}
      </div>
      {identity && identity.pages.length > 1 ? (
        <Chip.Group multiple value={pageIds} onChange={setPageIds}>
          <Group gap="xs" role="group" aria-label={t('filters.pages')}>
            {identity.pages.map((page) => (
              <Chip key={page.id} value={page.id} size="sm">
                {page.name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      ) : null}
      {planner.isError ? (
        <Alert color="red" title={t('loadFailed')} role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{translateError(t, planner.error)}</Text>
            <Button variant="light" color="red" onClick={() => void planner.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {empty ? (
        <Paper withBorder p="md" radius="md">
          <Text fw={600}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('shared.emptyDescription')}
          </Text>
        </Paper>
      ) : null}
      <PlannerCalendar
        // A new zone lays the days out anew (the first answer gives the account's).
        key={timeZone}
        place={place}
        timeZone={timeZone}
        onPlaceChange={move}
        onRangeChange={setRange}
        items={items}
        onItemClick={(item) => setPostId(item.postId)}
        busy={planner.isPending || planner.isPlaceholderData}
      />
      <PlannerLegend />
      <PostDetailDrawer
        postId={postId}
        onClose={() => setPostId(null)}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: sharedPlannerQueryKey })}
        mode={{ kind: 'validator', token }}
      />
    </Stack>
  );
}
