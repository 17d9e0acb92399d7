import { MantineProvider } from '@mantine/core';
import { networkKinds } from '@pagewise/shared/networks/kinds';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadEnglish } from '../app/test-utils.tsx';
import en from '../i18n/en/pages.json';
import { NetworkLogo } from './NetworkLogo.tsx';

beforeEach(async () => {
  await loadEnglish();
  await i18next.loadNamespaces('pages');
});

const show = (node: React.ReactNode) => render(<MantineProvider>{node}</MantineProvider>);

describe('NetworkLogo', () => {
  it.each(networkKinds)('draws %s as an image named after the network', (kind) => {
    show(<NetworkLogo network={kind} size={32} />);
    const logo = screen.getByRole('img', { name: en.networks[kind] });
    expect(logo.getAttribute('width')).toBe('32');
    expect(logo.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
  });

  it('draws a different mark for each network', () => {
    const marks = networkKinds.map((kind) => {
      const { container, unmount } = show(<NetworkLogo network={kind} />);
      const drawing = container.querySelector('svg')?.innerHTML.replace(/network-logo-\w+/g, 'id') ?? '';
      unmount();
      return drawing;
    });
    expect(new Set(marks).size).toBe(networkKinds.length);
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = show(<NetworkLogo network="instagram" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('gives each Instagram logo its own gradient', () => {
    const { container } = show(
      <>
        <NetworkLogo network="instagram" />
        <NetworkLogo network="instagram" />
      </>,
    );
    const ids = [...container.querySelectorAll('linearGradient')].map((gradient) => gradient.id);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
    expect(container.querySelector('rect')?.getAttribute('fill')).toBe(`url(#${ids[0]})`);
  });

  it('names the network in the reader’s language', async () => {
    await i18next.changeLanguage('de');
    await i18next.loadNamespaces('pages');
    show(<NetworkLogo network="facebook_page" />);
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Facebook-Seite');
  });
});
