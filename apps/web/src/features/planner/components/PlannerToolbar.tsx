import { ActionIcon, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedSwitch } from '../../../components/SegmentedSwitch.tsx';
import { type PlannerView, plannerViews } from '../hooks/use-planner-place.ts';

interface PlannerToolbarProps {
  view: PlannerView;
  /** The calendar's own title of the days shown ("Mar 2 – 8, 2026"). */
  title: string;
  /** The IANA zone the calendar shows times in. */
  timeZone: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  onView: (view: PlannerView) => void;
  busy: boolean;
  actions?: ReactNode;
}

/**
 * Previous, today, next, the period shown with the zone its times are in, and the switch of the
 * views (month, week, day, list), in the app's own buttons. The switch shows the view of the
 * address, the one the calendar follows.
 */
export function PlannerToolbar(props: PlannerToolbarProps) {
  const { t } = useTranslation('planner');
  return (
    <Group justify="space-between" mb="sm" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(`toolbar.previous.${props.view}`)}
          onClick={props.onPrevious}
        >
          <Chevron direction="left" />
        </ActionIcon>
        <Button variant="default" onClick={props.onToday}>
          {t('toolbar.today')}
        </Button>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t(`toolbar.next.${props.view}`)}
          onClick={props.onNext}
        >
          <Chevron direction="right" />
        </ActionIcon>
        <Stack gap={0}>
          <Title order={2} size="h4" aria-live="polite">
            {/* Its line is kept before the calendar names the days: nothing moves when it does. */}
            {props.title || '\u00a0'}
          </Title>
          <Text size="xs" c="dimmed">
            {t('toolbar.timeZone', { zone: props.timeZone })}
          </Text>
        </Stack>
        {props.busy ? <Loader size="xs" role="status" aria-label={t('loading')} /> : null}
      </Group>
      <Group gap="xs">
        <SegmentedSwitch
          value={props.view}
          onChange={props.onView}
          label={t('toolbar.view')}
          data={plannerViews.map((view) => ({ value: view, label: t(`toolbar.views.${view}`) }))}
        />
        {props.actions}
      </Group>
    </Group>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
