import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  getPrimaryShade,
  isLightColor,
  type MantineTheme,
} from '@mantine/core';
import i18next from 'i18next';
import { readableOn } from './readable-colours.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  // White reads at 5:1 on indigo 7 (4.3:1 on Mantine's default, indigo 6); dark mode keeps 8.
  primaryShade: { light: 7, dark: 8 },
  // Filled buttons, badges and icons take black or white text, whichever reads better: at the
  // luminance 0.179 both give the same ratio (4.58:1), so either choice passes WCAG AA.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  // Dialogs, drawers and menus appear without sliding or fading for whoever asks for less motion.
  respectReducedMotion: true,
  components: {
    // Status chips read in sentence case ("Reconnection needed"), not in capitals.
    // Plain objects, not `Badge.extend(…)`: that identity function would bring the component's code
    // into the auth screen's entry (the theme is loaded with it).
    Badge: { defaultProps: { tt: 'none' } },
    // A link in a sentence is told apart by more than its colour (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
    // The × of every modal, drawer, notification and alert has a name, in the language of the
    // moment (read at each render); a screen that says more passes its own.
    CloseButton: { defaultProps: () => ({ 'aria-label': i18next.t('common:close') }) },
  },
});

/** Black or white, whichever reads better on `background` (see `luminanceThreshold`). */
const onFilled = (background: string, theme: MantineTheme) =>
  isLightColor(background, theme.luminanceThreshold) ? theme.black : theme.white;

/** The surfaces text is read on: the body and the slightly tinted cards, inputs and hovers. */
const surfaces = (theme: MantineTheme) => ({
  light: [theme.white, theme.colors.gray[1]],
  dark: [theme.colors.dark[7], theme.colors.dark[6], theme.colors.dark[5]],
});

/**
 * Every text colour Mantine derives from the palette, made to read at 4.5:1 (WCAG AA) where its
 * default does not: dimmed text (gray 6: 3.3:1 on white; dark 2: 3.5:1 on a dark card), coloured
 * text (`c="green"`), the text of light and outline variants (green 9 on green 1: 3.9:1), links,
 * and a field's error (red 6: 3.3:1). Each keeps its hue and moves only as far as needed.
 */
export const cssVariables: CSSVariablesResolver = (theme) => {
  const on = surfaces(theme);
  const primary = theme.colors[theme.primaryColor] ?? theme.colors.indigo;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.gray[6], on.light, 'light'),
    '--mantine-color-anchor': readableOn(primary[7], on.light, 'light'),
    '--mantine-color-error': readableOn(theme.colors.red[8], on.light, 'light'),
  };
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readableOn(theme.colors.dark[2], on.dark, 'dark'),
    '--mantine-color-anchor': readableOn(primary[4], on.dark, 'dark'),
    '--mantine-color-error': readableOn(theme.colors.red[4], on.dark, 'dark'),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark' || shades.length < 10) continue;
    // Text on the colour's filled shade, as the filled variants choose it.
    light[`--app-color-${name}-on-filled`] = onFilled(shades[getPrimaryShade(theme, 'light')], theme);
    dark[`--app-color-${name}-on-filled`] = onFilled(shades[getPrimaryShade(theme, 'dark')], theme);
    // Light mode: text on the body, the light variant on its tint (shade 1, shade 2 on hover).
    light[`--mantine-color-${name}-text`] = readableOn(shades[7], on.light, 'light');
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]], 'light');
    light[`--mantine-color-${name}-outline`] = readableOn(shades[7], on.light, 'light');
    // Dark mode: the light variant's tint is shade 9 darkened by half (by 0.3 on hover).
    dark[`--mantine-color-${name}-text`] = readableOn(shades[4], on.dark, 'dark');
    dark[`--mantine-color-${name}-light-color`] = readableOn(
      shades[0],
      [darken(shades[9], 0.5), darken(shades[9], 0.3)],
      'dark',
    );
    dark[`--mantine-color-${name}-outline`] = readableOn(shades[4], on.dark, 'dark');
  }
  return { variables: {}, light, dark };
};
