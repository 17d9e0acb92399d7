import { DEFAULT_THEME, darken, lighten, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, minimumContrast, readableOn } from './readable-colours.ts';
import { cssVariables, theme } from './theme.ts';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariables(merged);
const light: Record<string, string> = variables.light;
const dark: Record<string, string> = variables.dark;
/** A variable's colour: a palette shade it points to, or its own value. */
const resolve = (value: string | undefined) => {
  const shade = value?.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
  return shade ? (merged.colors[shade[1] ?? '']?.[Number(shade[2])] ?? '') : (value ?? '');
};

describe('readableOn', () => {
  it('keeps a colour that already reads and darkens or lightens one that does not', () => {
    expect(readableOn('#000000', ['#ffffff'], 'light')).toBe('#000000');
    const grey = readableOn('#868e96', ['#ffffff'], 'light');
    expect(contrastRatio('#868e96', '#ffffff')).toBeLessThan(minimumContrast);
    expect(contrastRatio(grey, '#ffffff')).toBeGreaterThanOrEqual(minimumContrast);
    const darkGrey = readableOn('#828282', ['#2e2e2e'], 'dark');
    expect(contrastRatio(darkGrey, '#2e2e2e')).toBeGreaterThanOrEqual(minimumContrast);
  });

  it('finds the smallest step that reads, as trying every step in turn does, for every shade of the palette', () => {
    const everyStep = (colour: string, backgrounds: string[], scheme: 'light' | 'dark') => {
      for (let index = 0; index <= 50; index += 1) {
        const candidate = index === 0 ? colour : (scheme === 'light' ? darken : lighten)(colour, index / 50);
        if (backgrounds.every((background) => contrastRatio(candidate, background) >= minimumContrast))
          return candidate;
      }
      return scheme === 'light' ? '#000000' : '#ffffff';
    };
    const surfaces = {
      light: [merged.white, merged.colors.gray[1]],
      dark: [merged.colors.dark[7], merged.colors.dark[6], merged.colors.dark[5]],
    };
    for (const shades of Object.values(merged.colors))
      for (const shade of shades)
        for (const scheme of ['light', 'dark'] as const)
          expect(readableOn(shade, surfaces[scheme], scheme), `${shade} ${scheme}`).toBe(
            everyStep(shade, surfaces[scheme], scheme),
          );
  });
});

describe('the theme’s text colours', () => {
  it('reads dimmed text, links and errors at 4.5:1 on the light and dark surfaces', () => {
    for (const name of ['--mantine-color-dimmed', '--mantine-color-anchor', '--mantine-color-error']) {
      for (const surface of [merged.white, merged.colors.gray[1]])
        expect(contrastRatio(resolve(light[name]), surface), name).toBeGreaterThanOrEqual(minimumContrast);
      for (const surface of [merged.colors.dark[7], merged.colors.dark[6], merged.colors.dark[5]])
        expect(contrastRatio(resolve(dark[name]), surface), name).toBeGreaterThanOrEqual(minimumContrast);
    }
  });

  it.each(Object.keys(merged.colors).filter((name) => name !== 'dark'))(
    'reads %s text, light and outline variants and text on filled boxes at 4.5:1',
    (name) => {
      const shades = merged.colors[name] ?? [];
      const text = (variables: Record<string, string>, suffix: string) =>
        resolve(variables[`--mantine-color-${name}-${suffix}`]);
      expect(contrastRatio(text(light, 'text'), merged.white)).toBeGreaterThanOrEqual(minimumContrast);
      expect(contrastRatio(text(light, 'light-color'), shades[2] ?? '')).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(contrastRatio(text(dark, 'text'), merged.colors.dark[7])).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(contrastRatio(text(dark, 'light-color'), darken(shades[9] ?? '', 0.3))).toBeGreaterThanOrEqual(
        minimumContrast,
      );
      expect(
        contrastRatio(light[`--app-color-${name}-on-filled`] ?? '', shades[7] ?? ''),
      ).toBeGreaterThanOrEqual(minimumContrast);
      expect(
        contrastRatio(dark[`--app-color-${name}-on-filled`] ?? '', shades[8] ?? ''),
      ).toBeGreaterThanOrEqual(minimumContrast);
    },
  );
});
