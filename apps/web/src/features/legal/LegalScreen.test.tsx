import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportEmail } from '../../app/support.ts';
import { loadEnglish, renderApp } from '../../app/test-utils.tsx';

beforeEach(loadEnglish);

const slow = { timeout: 5000 };

describe('LegalScreen', () => {
  it('covers publisher, personal data, maps and Google APIs, liability and French law', async () => {
    renderApp('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Legal notice' }, slow);
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Publisher',
      'Personal data',
      'Maps and Google APIs',
      'Liability',
      'Applicable law',
    ]);
    expect(screen.getByText(/governed by French law/)).toBeTruthy();
    const mail = screen.getAllByRole('link', { name: supportEmail });
    expect(mail[0]?.getAttribute('href')).toBe(`mailto:${supportEmail}`);
  });

  it('speaks the interface language', async () => {
    await i18next.changeLanguage('fr');
    renderApp('/legal');
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' }, slow);
    expect(screen.getByRole('heading', { level: 2, name: 'Droit applicable' })).toBeTruthy();
    expect(screen.getByText(/régies par le droit français/)).toBeTruthy();
  });
});
