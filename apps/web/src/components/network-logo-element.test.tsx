import { networkKinds } from '@pagewise/shared/networks/kinds';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { networkLogoElement } from './network-logo-element.ts';
import { networkMarks } from './network-marks.tsx';

describe('networkLogoElement', () => {
  it.each(networkKinds)('draws the same shapes as the React mark of %s, hidden from readers', (network) => {
    const element = networkLogoElement(network, 12);
    expect(element.getAttribute('aria-hidden')).toBe('true');
    expect(element.getAttribute('width')).toBe('12');
    const expected = render(<svg aria-hidden="true">{networkMarks[network]('g')}</svg>).container;
    const shapes = (root: Element) =>
      [...root.querySelectorAll('*')].map((node) => node.tagName.toLowerCase());
    expect(shapes(element)).toEqual(shapes(expected.firstElementChild as Element));
    expect(element.querySelectorAll('path, circle, rect').length).toBeGreaterThan(0);
  });

  it('gives each drawing its own gradient id', () => {
    const first = networkLogoElement('instagram', 12).querySelector('linearGradient')?.id;
    const second = networkLogoElement('instagram', 12).querySelector('linearGradient')?.id;
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });
});
