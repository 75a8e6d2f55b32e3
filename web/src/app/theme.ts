import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import { ORDER_STATUS_PALETTE, STOCK_STATUS_PALETTE, TABLE_STATUS_PALETTE } from '../components/palettes.ts';

/**
 * The one theme of the app. Screens never use raw colours: they use the brand palette, the neutral
 * greys of Chakra's default config, and the semantic state tokens below, which mean the same thing on
 * every screen (an occupied table is the same red on the dashboard, the POS and the tables screen).
 */

/** A foreground/indicator token per state, readable on both light and dark backgrounds (WCAG AA). */
function stateTokens<K extends string>(palette: Record<K, string>) {
  const tokens: Record<string, { value: { base: string; _dark: string } }> = {};
  for (const [key, colour] of Object.entries<string>(palette)) {
    tokens[key] = { value: { base: `{colors.${colour}.700}`, _dark: `{colors.${colour}.300}` } };
  }
  return tokens;
}

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
    body: { bg: 'bg', color: 'fg', fontFeatureSettings: '"cv11"' },
    // Money and counts line up in columns everywhere.
    '.tabular': { fontVariantNumeric: 'tabular-nums' },
  },
  theme: {
    keyframes: {
      'rp-pulse': {
        '0%, 100%': { opacity: '1' },
        '50%': { opacity: '0.55' },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "'Inter Variable', system-ui, sans-serif" },
        body: { value: "'Inter Variable', system-ui, sans-serif" },
      },
      // Warm terracotta: reads as "restaurant" without clashing with the green/red/orange states.
      colors: {
        brand: {
          50: { value: '#fdf3ee' },
          100: { value: '#fbe2d5' },
          200: { value: '#f6c1a8' },
          300: { value: '#ef9a73' },
          400: { value: '#e67545' },
          500: { value: '#d85a27' },
          600: { value: '#b9461b' },
          700: { value: '#953718' },
          800: { value: '#782f19' },
          900: { value: '#622918' },
          950: { value: '#36130a' },
        },
      },
      animations: {
        pulse: { value: 'rp-pulse 1.6s ease-in-out infinite' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { base: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.500}' },
        },
        order: stateTokens(ORDER_STATUS_PALETTE),
        table: stateTokens(TABLE_STATUS_PALETTE),
        stock: stateTokens(STOCK_STATUS_PALETTE),
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
