import {
  Alert,
  Anchor,
  createTheme,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  luminance,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import classes from './theme.module.css';

/** Shade 3 is links and coloured text: #f98585 reads at 4.6:1 even on a hovered row (dark 5). */
const pitRed: MantineColorsTuple = [
  '#ffe9e9',
  '#ffd1d1',
  '#fba0a1',
  '#f98585',
  '#f34141',
  '#f22625',
  '#f21616',
  '#d8070b',
  '#c10008',
  '#a90003',
];

/**
 * Mantine's dark greys with a lighter shade 2, the dimmed text colour: #a6a6a6 reads at 6.4:1 on
 * the page (dark 7), 5.6:1 on cards and inputs (dark 6) and 4.6:1 on hovered rows (dark 5).
 */
const dark: MantineColorsTuple = [
  '#c9c9c9',
  '#b8b8b8',
  '#a6a6a6',
  '#696969',
  '#424242',
  '#3b3b3b',
  '#2e2e2e',
  '#242424',
  '#1f1f1f',
  '#141414',
];

/** WCAG AA for normal-size text. */
const minimumContrast = 4.5;
/** The lightest surface text sits on: a hovered table row or menu item (cards are dark 6, the page dark 7). */
const surface = dark[5];
const primaryShade = 7;

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * How a colour is filled (buttons, badges): from the primary shade towards darker ones, the first
 * shade on which white text reaches AA; a colour too bright for white at every shade (yellow,
 * green, lime, orange) keeps its primary shade with black text.
 */
export function filledColor(shades: MantineColorsTuple): { shade: number; text: 'white' | 'black' } {
  for (let shade = primaryShade; shade < shades.length; shade++) {
    if (contrastRatio(DEFAULT_THEME.white, shades[shade]!) >= minimumContrast) return { shade, text: 'white' };
  }
  return { shade: primaryShade, text: 'black' };
}

/** Coloured text (`c="red"`, links): the darkest shade from 4 down that reads at AA on every surface. */
export function textShade(shades: MantineColorsTuple): number {
  for (let shade = 4; shade > 0; shade--) {
    if (contrastRatio(shades[shade]!, surface) >= minimumContrast) return shade;
  }
  return 0;
}

/** Filled buttons and badges: the shade and text colour from `filledColor`, so every label reads at AA. */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'filled') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colors;
  const { text } = filledColor(input.theme.colors[parsed.color]!);
  return { ...colors, color: `var(--mantine-color-${text})` };
};

export const theme = createTheme({
  primaryColor: 'pitRed',
  colors: { pitRed, dark },
  primaryShade: { light: 6, dark: primaryShade },
  variantColorResolver,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  components: {
    Alert: Alert.extend({ classNames: { root: classes.alert } }),
    Anchor: Anchor.extend({ classNames: { root: classes.anchor } }),
    Card: { defaultProps: { withBorder: true, padding: 'lg', radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});

/**
 * The dark scheme's colour variables, set so that every text colour the theme hands out reaches
 * WCAG AA (4.5:1): dimmed text and placeholders, links, error messages, coloured text and filled
 * buttons and badges.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => {
  const perColor: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    const { shade } = filledColor(shades);
    perColor[`--mantine-color-${name}-filled`] = `var(--mantine-color-${name}-${shade})`;
    perColor[`--mantine-color-${name}-filled-hover`] = `var(--mantine-color-${name}-${Math.min(shade + 1, 9)})`;
    perColor[`--mantine-color-${name}-text`] = `var(--mantine-color-${name}-${textShade(shades)})`;
  }
  return {
    variables: {},
    light: {},
    dark: {
      ...perColor,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
      '--mantine-color-anchor': `var(--mantine-color-${t.primaryColor}-${textShade(t.colors[t.primaryColor]!)})`,
      '--mantine-color-error': `var(--mantine-color-red-${textShade(t.colors.red)})`,
    },
  };
};
