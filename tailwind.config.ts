import type { Config } from 'tailwindcss';
import plugin from 'tailwindcss/plugin';
import { DISPLAY_FAMILY, displayFallbackFamilies } from './app/font-fallbacks';

/**
 * The two palettes. Every colour utility reads a CSS variable, so one set of classes serves both
 * themes and <html data-theme> switches them; the CV, the social card, the manifest and the
 * browser's bar read them here too. Every pair the site draws together is checked for WCAG AA
 * contrast (lib/contrast.ts) by `npm run validate`, the build's first step: change a value and
 * the build names any pair that no longer reads, with a colour that does.
 */
const light = {
  bg: '#f8fafc',
  surface: '#ffffff',
  subtle: '#eef2f7',
  border: '#dde3ec',
  'border-strong': '#64748b',
  fg: '#0f172a',
  muted: '#475569',
  accent: '#4338ca',
  'accent-hover': '#3730a3',
  'accent-fg': '#ffffff',
  'accent-soft': '#eef2ff',
  success: '#166534',
  'success-bg': '#f0fdf4',
  danger: '#b91c1c',
  'danger-bg': '#fef2f2',
};
const dark = {
  bg: '#0b1120',
  surface: '#111a2e',
  subtle: '#18223a',
  border: '#27334d',
  'border-strong': '#7d8ba6',
  fg: '#e6eaf2',
  muted: '#a6b3c8',
  accent: '#a5b4fc',
  'accent-hover': '#c7d2fe',
  'accent-fg': '#0b1120',
  'accent-soft': '#1f2750',
  success: '#86efac',
  'success-bg': '#0c2a1a',
  danger: '#fca5a5',
  'danger-bg': '#3b1016',
};

// Focus rings are drawn in the accent: a brand colour written once moves them too. Write a value
// of its own here to part them.
export const palettes = {
  light: { ...light, focus: light.accent },
  dark: { ...dark, focus: dark.accent },
} as const;

export type ColorToken = keyof (typeof palettes)['light'];

const cssVariables = (palette: Record<ColorToken, string>) =>
  Object.fromEntries(Object.entries(palette).map(([name, value]) => [`--c-${name}`, value]));

const colors = Object.fromEntries(Object.keys(palettes.light).map((name) => [name, `var(--c-${name})`]));

export default {
  theme: {
    extend: {
      colors,
      fontFamily: {
        sans: ['ui-sans-serif', 'system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', 'sans-serif'],
        // Space Grotesk has Latin letters only (Western, Central European, Vietnamese: app/fonts.ts):
        // other scripts fall through, glyph by glyph, to system fonts that have them (Greek,
        // Cyrillic, Arabic, Hebrew, Devanagari, CJK…); nothing is downloaded for them. Until it
        // has loaded, its letters are drawn in a local font sized to it (app/font-fallbacks.ts).
        display: [`"${DISPLAY_FAMILY}"`, ...displayFallbackFamilies, 'ui-sans-serif', 'system-ui', '"Segoe UI"', '"Noto Sans"', '"Noto Sans Arabic"', '"Geeza Pro"', '"Noto Sans Hebrew"', '"Arial Hebrew"', 'Tahoma', '"DejaVu Sans"', 'sans-serif'],
      },
      maxWidth: { content: '72rem' },
      spacing: { header: '4rem' },
      borderRadius: { card: '1rem' },
      boxShadow: {
        card: '0 1px 2px rgb(15 23 42 / 0.06), 0 8px 24px -12px rgb(15 23 42 / 0.18)',
      },
      keyframes: {
        // The contact form's loading bar: a segment sliding across its track, for as long as it takes.
        indeterminate: { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(300%)' } },
        // The typewriter's caret.
        caret: { '50%': { borderColor: 'transparent' } },
      },
      animation: {
        indeterminate: 'indeterminate 1.2s ease-in-out infinite',
        caret: 'caret 1s step-end infinite',
      },
    },
  },
  plugins: [
    plugin(({ addBase }) => {
      addBase({
        ':root': cssVariables(palettes.light),
        '[data-theme="dark"]': cssVariables(palettes.dark),
        // Before a theme is chosen (first visit, or no JavaScript) follow the system setting.
        '@media (prefers-color-scheme: dark)': { ':root:not([data-theme])': cssVariables(palettes.dark) },
      });
    }),
  ],
} satisfies Config;
