import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { themeProviderSettings } from './theme-provider-settings';

/**
 * The theme's CSS variables (colours, fonts, radius and the dark scheme's resolver) as Mantine's
 * provider writes them, made once at build time: index.html carries them (vite.config.ts), so the
 * provider in the browser is told not to compute them again on each of its renders (about 100 ms
 * of main thread per page load in a CPU profile of the dashboard).
 */
export function themeCssVariables(): string {
  const markup = renderToStaticMarkup(
    <MantineProvider {...themeProviderSettings}>
      <i />
    </MantineProvider>,
  );
  const css = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(markup)?.[1];
  if (!css) throw new Error('MantineProvider wrote no CSS variables');
  return css;
}
