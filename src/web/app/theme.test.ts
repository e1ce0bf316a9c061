import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

const merged = mergeMantineTheme(DEFAULT_THEME, theme);
const defaults = defaultCssVariablesResolver(merged);
const ours = cssVariablesResolver(merged);
const variables: Record<string, string> = {
  ...defaults.variables,
  ...defaults.dark,
  ...ours.variables,
  ...ours.dark,
};

/** The colour a dark-scheme CSS value ends up as, following var(--…) references. */
function resolve(value: string): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value.trim());
  if (!reference) return value;
  const next = variables[reference[1]!];
  if (next === undefined) throw new Error(`${reference[1]} is not set`);
  return resolve(next);
}

const page = resolve('var(--mantine-color-body)');
const card = resolve('var(--mantine-color-dark-6)');
const hovered = resolve('var(--mantine-color-dark-5)');
const colorNames = Object.keys(merged.colors);

describe('dark theme contrast (WCAG AA, 4.5:1)', () => {
  it.each([
    ['text', 'var(--mantine-color-text)'],
    ['dimmed text', 'var(--mantine-color-dimmed)'],
    ['placeholders', 'var(--mantine-color-placeholder)'],
    ['links', 'var(--mantine-color-anchor)'],
    ['error messages', 'var(--mantine-color-error)'],
  ])('%s read on the page, on cards and on hovered rows', (_, value) => {
    expect(contrastRatio(resolve(value), page)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolve(value), card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolve(value), hovered)).toBeGreaterThanOrEqual(4.5);
  });

  it('dimmed text stays dimmer than text', () => {
    expect(contrastRatio(resolve('var(--mantine-color-dimmed)'), page)).toBeLessThan(
      contrastRatio(resolve('var(--mantine-color-text)'), page),
    );
  });

  it.each(colorNames)('coloured text (c="%s") reads on cards and on hovered rows', (name) => {
    expect(contrastRatio(resolve(`var(--mantine-color-${name}-text)`), card)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(resolve(`var(--mantine-color-${name}-text)`), hovered)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colorNames)('a filled %s button or badge has a readable label', (name) => {
    const filled = merged.variantColorResolver({ color: name, theme: merged, variant: 'filled' });
    expect(contrastRatio(resolve(filled.color), resolve(filled.background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(colorNames)('a light %s alert or badge has a readable label', (name) => {
    const light = merged.variantColorResolver({ color: name, theme: merged, variant: 'light' });
    expect(contrastRatio(resolve(light.color), resolve(light.background))).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the brand: primary buttons are pit red with white labels', () => {
    const primary = merged.variantColorResolver({ color: 'pitRed', theme: merged, variant: 'filled' });
    expect(resolve(primary.background)).toBe('#d8070b');
    expect(resolve(primary.color)).toBe(merged.white);
  });
});
