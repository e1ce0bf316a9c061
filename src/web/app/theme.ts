import { createTheme, type MantineColorsTuple } from '@mantine/core';

const pitRed: MantineColorsTuple = [
  '#ffe9e9',
  '#ffd1d1',
  '#fba0a1',
  '#f76d6d',
  '#f34141',
  '#f22625',
  '#f21616',
  '#d8070b',
  '#c10008',
  '#a90003',
];

export const theme = createTheme({
  primaryColor: 'pitRed',
  colors: { pitRed },
  primaryShade: { dark: 7 },
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', fontWeight: '700' },
  components: {
    Card: { defaultProps: { withBorder: true, padding: 'lg', radius: 'md' } },
    Paper: { defaultProps: { radius: 'md' } },
  },
});
