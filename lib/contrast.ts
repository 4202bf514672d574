// The palettes' contrast, checked where an owner who changes a colour will see it: `npm run
// validate`, the first step of `npm run build` and of the deploy, stops at a pair that does not
// read, naming the pair, its ratio, what it needs and a colour of the same hue that has it. Only
// the unit tests looked before, and the deploy runs none of them: a yellow accent on white was
// published.

/** The colours of one theme, by token (`accent`, `bg`…), as `#rrggbb`. */
export type Palette = Readonly<Record<string, string>>;

/** Two tokens drawn one on the other: the first on (or against) the second. */
export type Pair = readonly [string, string];

// WCAG 2.2 AA: 4.5:1 for text (1.4.3), 3:1 for input borders and focus indicators (1.4.11). Add a
// pair here when the site draws two colours together in a new way.
export const textPairs: readonly Pair[] = [
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
export const nonTextPairs: readonly Pair[] = [
  ['border-strong', 'surface'],
  ['border-strong', 'bg'],
  // An invalid contact field's border.
  ['danger', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb | undefined {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim())?.[1];
  if (!digits) return undefined;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

const ratioOf = (a: Rgb, b: Rgb) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** The WCAG contrast ratio of two `#rrggbb` (or `#rgb`) colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [ra, rb] = [rgbOf(a), rgbOf(b)];
  if (!ra || !rb) throw new Error(`not a #rrggbb colour: ${ra ? b : a}`);
  return ratioOf(ra, rb);
}

/**
 * The colour nearest `fg`, of its hue, that reads at `needed` on `bg`: mixed, as little as it
 * takes, with black when it is the darker of the two, with white when it is the lighter; and
 * when that cannot reach it, the other way (dark text on a yellow button, not white). None when
 * neither black nor white does.
 */
export function nearestReadable(fg: string, bg: string, needed: number): string | undefined {
  const [f, b] = [rgbOf(fg), rgbOf(bg)];
  if (!f || !b) return undefined;
  const white: Rgb = [255, 255, 255];
  const black: Rgb = [0, 0, 0];
  const ways = luminance(f) > luminance(b) ? [white, black] : [black, white];
  for (const toward of ways) {
    const mix = (t: number) => f.map((c, i) => Math.round(c + (toward[i]! - c) * t)) as Rgb;
    if (ratioOf(mix(1), b) < needed) continue;
    // The ratio first falls (the colour crossing the background's lightness), then rises: find
    // where it passes, from the far end inwards.
    let [low, high] = [0, 1];
    for (let step = 0; step < 20; step++) {
      const middle = (low + high) / 2;
      if (ratioOf(mix(middle), b) >= needed) high = middle;
      else low = middle;
    }
    // Rounding to whole channels can land a hair short: step on until it reads.
    let t = high;
    while (ratioOf(mix(t), b) < needed && t < 1) t = Math.min(1, t + 0.002);
    return hexOf(mix(t));
  }
  return undefined;
}

/**
 * Every pair of every palette that does not read, one line each, for an owner who changed a
 * colour in `file`: which palette and pair, both values, the ratio and what it needs, and a colour
 * to write instead. A value that is no `#rrggbb` colour is named too.
 */
export function paletteProblems(palettes: Readonly<Record<string, Palette>>, file = 'tailwind.config.ts'): string[] {
  const problems: string[] = [];
  for (const [theme, palette] of Object.entries(palettes)) {
    for (const [token, value] of Object.entries(palette)) {
      if (!rgbOf(value)) problems.push(`${file}: palettes.${theme}.${token}: "${value}" is not a colour the check can read: write it as "#rrggbb"`);
    }
    const isColour = (value: string | undefined) => value !== undefined && rgbOf(value) !== undefined;
    // Every pair a token is drawn in, with the ratio each needs.
    const pairsOf = (fg: string) =>
      [...textPairs.map((pair) => [pair, 4.5] as const), ...nonTextPairs.map((pair) => [pair, 3] as const)].filter(
        ([[token, bg]]) => token === fg && isColour(palette[bg]),
      );
    /**
     * One colour for `fg` that reads in every pair it is drawn in: suggested pair by pair, a yellow
     * accent got three darker accents on three backgrounds, and the owner who took the first was
     * stopped again at the next. Mixed on from the last suggestion until none falls short.
     */
    const suggestionFor = (fg: string): string | undefined => {
      let value = palette[fg]!;
      for (let round = 0; round < 4; round++) {
        const short = pairsOf(fg).find(([[, bg], needed]) => contrast(value, palette[bg]!) < needed);
        if (!short) return value;
        const [[, bg], needed] = short;
        const next = nearestReadable(value, palette[bg]!, needed);
        if (next === undefined) return undefined;
        value = next;
      }
      return pairsOf(fg).every(([[, bg], needed]) => contrast(value, palette[bg]!) >= needed) ? value : undefined;
    };
    const check = (pairs: readonly Pair[], needed: number, what: string) => {
      for (const [fg, bg] of pairs) {
        const [fgValue, bgValue] = [palette[fg], palette[bg]];
        if (!fgValue || !bgValue || !rgbOf(fgValue) || !rgbOf(bgValue)) continue;
        const ratio = contrast(fgValue, bgValue);
        if (ratio >= needed) continue;
        const shown = Math.floor(ratio * 100) / 100;
        const readable = suggestionFor(fg) ?? nearestReadable(fgValue, bgValue, needed);
        const lighter = readable !== undefined && luminance(rgbOf(readable)!) > luminance(rgbOf(fgValue)!);
        const fix = readable
          ? `a ${lighter ? 'lighter' : 'darker'} ${fg} such as "${readable}" does, or change ${bg}`
          : `neither black nor white does on this ${bg}: change ${bg}`;
        problems.push(
          `${file}: palettes.${theme}: ${fg} "${fgValue}" on ${bg} "${bgValue}" is ${shown}:1; ${what} needs ${needed}:1: ${fix}`,
        );
      }
    };
    check(textPairs, 4.5, 'text (WCAG 1.4.3)');
    check(nonTextPairs, 3, 'a border or focus ring (WCAG 1.4.11)');
  }
  return problems;
}
