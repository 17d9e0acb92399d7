import { Avatar } from '@mantine/core';
import type { NetworkKind } from '@pagewise/shared/networks/kinds';
import { useTranslation } from 'react-i18next';
import { NetworkLogo } from './NetworkLogo.tsx';
import { initialsGround, pageInitials } from './page-initials.ts';

export interface PageAvatarProps {
  page: { name: string; network: NetworkKind; pictureUrl?: string | null };
  /** Width and height in pixels; the network's badge is drawn at about 45% of it. */
  size?: number;
  /** True beside a text that already names the page and its network: hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * A page's picture (its initials on a colour of its own while there is none, or when it does not load),
 * with its network's logo as a badge on the lower right corner.
 */
export function PageAvatar({ page, size = 38, decorative = false }: PageAvatarProps) {
  const { t } = useTranslation('pages');
  const badge = Math.max(12, Math.round(size * 0.45));
  const naming = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({
        role: 'img',
        'aria-label': t('avatar.label', { name: page.name, network: t(`networks.${page.network}`) }),
      } as const);
  return (
    <span
      data-page-avatar={page.network}
      style={{ position: 'relative', display: 'inline-block', flex: 'none', width: size, height: size }}
      {...naming}
    >
      <Avatar
        src={page.pictureUrl || null}
        alt=""
        size={size}
        radius="xl"
        styles={{
          placeholder: {
            background: initialsGround(page.name),
            color: '#fff',
            fontSize: Math.max(8, Math.round(size * 0.38)),
          },
        }}
      >
        {pageInitials(page.name)}
      </Avatar>
      <span
        style={{
          position: 'absolute',
          right: -Math.round(badge / 5),
          bottom: -Math.round(badge / 5),
          padding: 1,
          borderRadius: '50%',
          background: 'var(--mantine-color-body)',
          lineHeight: 0,
        }}
      >
        <NetworkLogo network={page.network} size={badge - 2} decorative />
      </span>
    </span>
  );
}
