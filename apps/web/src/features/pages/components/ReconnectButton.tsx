import type { ButtonProps } from '@mantine/core';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Page } from '@pagewise/shared/pages';
import { useCan } from '../../auth/use-can.ts';
import { FormReconnectButton } from './FormReconnectButton.tsx';
import { OauthReconnectButton } from './OauthReconnectButton.tsx';

/**
 * Reconnects the page the way its network connects: OAuth round trip, or the network's form.
 * Nothing for a role that may not connect pages.
 */
export function ReconnectButton({ page, ...props }: { page: Page } & ButtonProps) {
  if (!useCan('connect_pages')) return null;
  return networkRules[page.kind].connect === 'form' ? (
    <FormReconnectButton page={page} {...props} />
  ) : (
    <OauthReconnectButton page={page} {...props} />
  );
}
