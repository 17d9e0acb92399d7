import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { conciergePath, planPath } from '../plan-paths.ts';

export interface PlanPromptBodyProps {
  /** What the plan refused, in words ("…it includes 1 page."). */
  reason: string;
  /** An administrator changes the plan; the other roles ask one. */
  mayChange: boolean;
  /** The address a link shows (the router's own: `#/dash/plan` in the browser). */
  hrefOf: (to: string) => string;
  /** Goes there in the app, without reloading it. */
  follow: (to: string) => void;
}

/**
 * The prompt of spec §6 wherever the plan refuses something: why, then change the plan or activate
 * the concierge option. The same words in a notification (outside the router, hence `follow`)
 * and in a locked button's dialog.
 */
export function PlanPromptBody({ reason, mayChange, hrefOf, follow }: PlanPromptBodyProps) {
  const { t } = useTranslation('errors');
  const go = (to: string) => (event: MouseEvent) => {
    event.preventDefault();
    follow(to);
  };
  return (
    <Stack gap="xs">
      <Text size="sm">{reason}</Text>
      <Text size="sm">{mayChange ? t('planLimit.prompt') : t('planLimit.askAdministrator')}</Text>
      <Group gap="md">
        <Button component="a" size="compact-sm" href={hrefOf(planPath)} onClick={go(planPath)}>
          {t('planLimit.seePlans')}
        </Button>
        {mayChange ? (
          <Anchor size="sm" href={hrefOf(conciergePath)} onClick={go(conciergePath)}>
            {t('planLimit.concierge')}
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
