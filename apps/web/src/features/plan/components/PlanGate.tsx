import { Button, type ButtonProps, Modal, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PlanGateOn, usePlanLock } from '../hooks/use-plan-lock.ts';
import { LockIcon } from './LockIcon.tsx';
import { PlanPrompt } from './PlanPrompt.tsx';

type PlanGateProps = PlanGateOn & {
  /** The action's own words, kept on the locked button. */
  label: string;
  /** The action itself, shown while the plan allows it. */
  children: ReactNode;
  /** The action's own size, kept on the locked button. */
  size?: ButtonProps['size'];
};

/**
 * An action the plan may lock (spec §6): while the plan allows it, the action itself; otherwise
 * the same words on a locked button, whose dialog says why and offers to change the plan, rather
 * than letting the user fill a form the server will refuse.
 */
export function PlanGate({ label, children, size, ...on }: PlanGateProps) {
  const { t } = useTranslation('errors');
  const reason = usePlanLock(on as PlanGateOn);
  const [opened, setOpened] = useState(false);
  if (!reason) return children;
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="default"
        size={size}
        leftSection={<LockIcon />}
        onClick={() => setOpened(true)}
        data-locked
      >
        {label}
        <VisuallyHidden> {t('planLimit.locked')}</VisuallyHidden>
      </Button>
      <Modal opened={opened} onClose={close} title={t('planLimit.title')}>
        <PlanPrompt reason={reason} onFollow={close} />
      </Modal>
    </>
  );
}
