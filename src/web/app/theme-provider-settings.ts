import { cssVariablesResolver, theme } from './theme';

/**
 * The settings under which MantineProvider draws the app (providers.tsx). The theme's CSS
 * variables depend on them and are made from them at build time (theme-css-variables.tsx).
 */
export const themeProviderSettings = {
  theme,
  cssVariablesResolver,
  defaultColorScheme: 'dark',
  forceColorScheme: 'dark',
} as const;
