import { Badge, type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  components: {
    // Status chips read in sentence case ("Reconnection needed"), not in capitals.
    Badge: Badge.extend({ defaultProps: { tt: 'none' } }),
  },
});

/**
 * Mantine writes a field's error (its message and the text typed in it) in red 6 (light) and
 * red 8 (dark): 3.3:1 and 3:1 against their backgrounds. Red 9 on white and red 4 on the dark
 * inputs read at 4.5:1 or more (WCAG AA).
 */
export const cssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-error': 'var(--mantine-color-red-9)' },
  dark: { '--mantine-color-error': 'var(--mantine-color-red-4)' },
});
