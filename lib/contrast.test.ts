/** @jest-environment node */
import { palettes, type ColorToken } from '@/tailwind.config';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for input borders and focus indicators (1.4.11).
const text: [ColorToken, ColorToken][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'subtle'],
  ['muted', 'bg'],
  ['muted', 'surface'],
  ['muted', 'subtle'],
  ['accent', 'bg'],
  ['accent', 'surface'],
  ['accent', 'accent-soft'],
  ['accent-hover', 'surface'],
  ['accent-fg', 'accent'],
  ['accent-fg', 'accent-hover'],
  ['success', 'success-bg'],
  ['danger', 'danger-bg'],
  // A contact field's error, under its label.
  ['danger', 'surface'],
];
const nonText: [ColorToken, ColorToken][] = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  // An invalid contact field's border.
  ['danger', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

describe.each(Object.keys(palettes) as (keyof typeof palettes)[])('the %s palette', (theme) => {
  const palette = palettes[theme];
  test.each(text)('%s on %s reads at 4.5:1 or more', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  test.each(nonText)('%s against %s stands out at 3:1 or more', (fg, bg) => {
    expect(contrast(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});
