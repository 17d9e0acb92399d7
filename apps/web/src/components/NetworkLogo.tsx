import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { networkMarks } from './network-marks.tsx';

export interface NetworkLogoProps {
  network: NetworkKind;
  /** Width and height in pixels. */
  size?: number;
  /** True beside a text that already names the network: hidden from assistive technology. */
  decorative?: boolean;
}

/** A network's mark; named after the network (as the product translates it) unless decorative. */
export function NetworkLogo({ network, size = 20, decorative = false }: NetworkLogoProps) {
  const { t } = useTranslation('pages');
  // Several logos on one screen each need their own gradient id; useId's punctuation is not valid in url(#…).
  const gradientId = `network-logo-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-network={network}
      style={{ flex: 'none', display: 'block' }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : t(`networks.${network}`)}
      aria-hidden={decorative || undefined}
    >
      {networkMarks[network](gradientId)}
    </svg>
  );
}
