/** @jest-environment node */
import { palettes } from '@/tailwind.config';
import { contrast, nearestReadable, nonTextPairs, paletteProblems, textPairs } from './contrast';

// A palette of every token the pairs name, each pair reading: the base the cases below spoil.
const readable = {
  bg: '#ffffff', surface: '#ffffff', subtle: '#f1f5f9', border: '#e2e8f0', 'border-strong': '#64748b',
  fg: '#0f172a', muted: '#475569', accent: '#0f766e', 'accent-hover': '#115e59', 'accent-fg': '#ffffff',
  'accent-soft': '#f0fdfa', success: '#166534', 'success-bg': '#f0fdf4', danger: '#b91c1c',
  'danger-bg': '#fef2f2', focus: '#0f766e',
};

test('both palettes of tailwind.config.ts read: every text pair at 4.5:1, every border and focus pair at 3:1', () => {
  expect(paletteProblems(palettes)).toEqual([]);
  // Each pair names tokens the palettes have: a renamed token would leave its pair unchecked.
  for (const [fg, bg] of [...textPairs, ...nonTextPairs]) {
    for (const theme of Object.values(palettes)) expect(Object.keys(theme)).toEqual(expect.arrayContaining([fg, bg]));
  }
});

test('the ratio is WCAG’s', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#fff', '#fff')).toBeCloseTo(1, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

test('a yellow accent on white is named with its pair, its ratio, what it needs and a darker yellow that reads', () => {
  const problems = paletteProblems({ light: { ...readable, accent: '#facc15' } });
  expect(problems).toContainEqual(
    expect.stringMatching(/^tailwind\.config\.ts: palettes\.light: accent "#facc15" on bg "#ffffff" is 1\.53:1; text \(WCAG 1\.4\.3\) needs 4\.5:1: a darker accent such as "#[0-9a-f]{6}" does, or change bg$/),
  );
  // One accent offered for every pair it is in (on bg, on surface, on accent-soft, as a focus
  // ring): offered pair by pair, it was three, and the first still fell short on accent-soft.
  const offered = new Set(problems.flatMap((line) => /^[^:]+: [^:]+: accent "[^"]+".* such as "(#[0-9a-f]{6})"/.exec(line)?.slice(1) ?? []));
  expect(offered.size).toBe(1);
  const [accent] = [...offered];
  expect(paletteProblems({ light: { ...readable, accent: accent! } }).filter((line) => / accent "/.test(line))).toEqual([]);
  // White on a yellow button: no whiter text reads, a dark one does, and is offered.
  expect(problems).toContainEqual(
    expect.stringMatching(/^tailwind\.config\.ts: palettes\.light: accent-fg "#ffffff" on accent "#facc15" is 1\.53:1; text \(WCAG 1\.4\.3\) needs 4\.5:1: a darker accent-fg such as "#[0-9a-f]{6}" does, or change accent$/),
  );
  const onYellow = nearestReadable('#ffffff', '#facc15', 4.5)!;
  expect(contrast(onYellow, '#facc15')).toBeGreaterThanOrEqual(4.5);
  // Nothing else is spoilt.
  expect(problems.every((line) => /^accent(-fg)? "/.test(line.split(': ')[2]!))).toBe(true);
});

test('the colour offered keeps the hue and just reads', () => {
  const darker = nearestReadable('#facc15', '#ffffff', 4.5)!;
  expect(contrast(darker, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  expect(contrast(darker, '#ffffff')).toBeLessThan(4.7);
  // Mixed with black: red stays above green above blue, as in the yellow.
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(darker.slice(i, i + 2), 16)) as [number, number, number];
  expect(r).toBeGreaterThan(g);
  expect(g).toBeGreaterThan(b);
  // A dark theme's too-dark green is offered a lighter one.
  const lighter = nearestReadable('#166534', '#0b1120', 4.5)!;
  expect(contrast(lighter, '#0b1120')).toBeGreaterThanOrEqual(4.5);
  expect(parseInt(lighter.slice(3, 5), 16)).toBeGreaterThan(0x65);
});

test('a focus ring that does not stand out is named with the 3:1 it needs', () => {
  const problems = paletteProblems({ dark: { ...readable, bg: '#0b1120', surface: '#111a2e', focus: '#1e293b' } });
  expect(problems.find((line) => line.includes('focus "#1e293b" on bg'))).toMatch(
    /^tailwind\.config\.ts: palettes\.dark: focus "#1e293b" on bg "#0b1120" is 1\.\d\d:1; a border or focus ring \(WCAG 1\.4\.11\) needs 3:1: a lighter focus such as "#[0-9a-f]{6}" does, or change bg$/,
  );
  // Black on this grey is 2.8:1: a light text is offered instead.
  expect(paletteProblems({ light: { ...readable, fg: '#333333', bg: '#555555' } })).toContainEqual(
    expect.stringMatching(/: fg "#333333" on bg "#555555" is 1\.\d\d:1; text \(WCAG 1\.4\.3\) needs 4\.5:1: a lighter fg such as "#[0-9a-f]{6}" does, or change bg$/),
  );
});

test('a value the check cannot read is named with the form to write', () => {
  expect(paletteProblems({ light: { ...readable, accent: 'teal' } })).toEqual([
    'tailwind.config.ts: palettes.light.accent: "teal" is not a colour the check can read: write it as "#rrggbb"',
  ]);
});
