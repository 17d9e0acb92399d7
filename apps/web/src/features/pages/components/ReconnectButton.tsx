import type { ButtonProps } from '@mantine/core';
import { networkRules } from '@pagewise/shared/networks/rules';
import type { Page } from '@pagewise/shared/pages';
import { FormReconnectButton } from './FormReconnectButton.tsx';
import { OauthReconnectButton } from './OauthReconnectButton.tsx';

/** Reconnects the page the way its network connects: OAuth round trip, or the network's form. */
export function ReconnectButton({ page, ...props }: { page: Page } & ButtonProps) {
  return networkRules[page.kind].connect === 'form' ? (
    <FormReconnectButton page={page} {...props} />
  ) : (
    <OauthReconnectButton page={page} {...props} />
  );
}
