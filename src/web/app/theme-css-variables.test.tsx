import { describe, expect, it } from 'vitest';
import { themeCssVariables } from './theme-css-variables';
import { cssVariablesResolver, theme } from './theme';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';

describe('themeCssVariables', () => {
  const css = themeCssVariables();

  it("holds the theme's own colours and the primary colour", () => {
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-pitRed-filled);');
    for (const [shade, value] of theme.colors!.pitRed!.entries()) {
      expect(css).toContain(`--mantine-color-pitRed-${shade}: ${value};`);
    }
  });

  it("holds the dark scheme's contrast settings from the resolver", () => {
    const { dark } = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(css).toContain(`--mantine-color-error: ${dark['--mantine-color-error']};`);
    expect(css).toContain(`--mantine-color-anchor: ${dark['--mantine-color-anchor']};`);
    expect(css).toContain(`--mantine-color-pitRed-text: ${dark['--mantine-color-pitRed-text']};`);
  });
});
