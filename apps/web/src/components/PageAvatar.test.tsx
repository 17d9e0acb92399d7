import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadEnglish } from '../app/test-utils.tsx';
import { PageAvatar } from './PageAvatar.tsx';
import { initialsGround, initialsGrounds, pageInitials } from './page-initials.ts';

beforeEach(async () => {
  await loadEnglish();
  await i18next.loadNamespaces('pages');
});

const show = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('PageAvatar', () => {
  it('shows the page’s picture with its network’s logo on the corner, named for the page and network', () => {
    const { container } = show(
      <PageAvatar page={{ name: 'Boulangerie Durand', network: 'instagram', pictureUrl: '/media/a.webp' }} />,
    );
    const avatar = screen.getByRole('img', { name: 'Boulangerie Durand on Instagram' });
    expect(avatar.querySelector('img')?.getAttribute('src')).toBe('/media/a.webp');
    expect(container.querySelector('svg[data-network="instagram"]')?.getAttribute('aria-hidden')).toBe(
      'true',
    );
  });

  it('shows the initials of each page’s name while it has no picture', () => {
    show(
      <>
        <PageAvatar page={{ name: 'Boulangerie Durand', network: 'facebook_page', pictureUrl: null }} />
        <PageAvatar page={{ name: 'café du coin', network: 'twitter' }} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Boulangerie Durand on Facebook page' }).textContent).toBe('BD');
    expect(screen.getByRole('img', { name: 'café du coin on X (Twitter)' }).textContent).toBe('CD');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = show(<PageAvatar page={{ name: 'Durand', network: 'sandbox' }} decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-page-avatar]')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('scales the badge with the avatar, never below a readable size', () => {
    const { container } = show(
      <>
        <PageAvatar page={{ name: 'A', network: 'bluesky' }} size={56} />
        <PageAvatar page={{ name: 'B', network: 'bluesky' }} size={16} />
      </>,
    );
    const badges = [...container.querySelectorAll('svg[data-network="bluesky"]')];
    expect(badges.map((badge) => badge.getAttribute('width'))).toEqual(['23', '10']);
  });
});

describe('page initials', () => {
  it('takes the first letters of the first two words, whatever separates them', () => {
    expect(pageInitials('Boulangerie Durand Paris')).toBe('BD');
    expect(pageInitials('@durand_bakery')).toBe('DB');
    expect(pageInitials('Éclair')).toBe('É');
    expect(pageInitials('— ✨ —')).toBe('?');
  });

  it('gives a name always the same ground, and different names different grounds', () => {
    expect(initialsGround('Durand')).toBe(initialsGround('Durand'));
    const grounds = new Set(
      ['Durand', 'Martin', 'Bernard', 'Petit', 'Robert', 'Richard'].map(initialsGround),
    );
    expect(grounds.size).toBeGreaterThan(2);
    for (const ground of grounds) expect(initialsGrounds).toContain(ground);
  });
});
