import type { Home } from '@/content/schemas';

const roleOrder = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/**
 * The role taglines the owner wrote, in order, each with its field: none to six ("" or a field
 * left out is none).
 */
function roleEntries(roles: Home['roles']): Array<{ key: (typeof roleOrder)[number]; text: string }> {
  return roleOrder.flatMap((key) => (roles[key] ? [{ key, text: roles[key] }] : []));
}

/** The role taglines the owner wrote, in order. */
export const roleList = (roles: Home['roles']): string[] => roleEntries(roles).map(({ text }) => text);

/** The social card's line under the job title: the first three taglines (none: no line). */
export const cardTaglines = (roles: Home['roles']) => roleEntries(roles).slice(0, 3);

/** A list as the language writes one in a sentence, and as it writes one in a table's cell. */
const listStyle: Intl.ListFormatOptions = { type: 'conjunction', style: 'narrow' };
const unitStyle: Intl.ListFormatOptions = { type: 'unit', style: 'short' };

/** What `format` puts between the items of a list of three: its middle and its last separator. */
function separators(format: Intl.ListFormat): string[] {
  return format.format(['\u0001', '\u0002', '\u0003']).split(/[\u0001-\u0003]/).slice(1, -1);
}

const hasPause = (separator: string) => /\p{P}/u.test(separator);

/**
 * Whether `item` is itself written as the language's list `format` joins two items with a word:
 * "Designer und Entwickler", "מעצב ומפתח", "Diseñador e ilustrador". The formatter decides, as it
 * writes the word by what follows it (Hebrew's "ו" before a Hebrew word, "ו-" before a Latin one;
 * Spanish "e" for "y" before an "i" sound), which the separators of placeholders do not show.
 */
function readsAsTwo(item: string, format: Intl.ListFormat): boolean {
  for (const space of item.matchAll(/\s+/gu)) {
    const first = item.slice(0, space.index);
    for (let start = space.index + space[0].length; start < item.length; start++) {
      const parts = format.formatToParts([first, item.slice(start)]);
      if (parts.map(({ value }) => value).join('') === item && !hasPause(parts[1]?.value ?? ',')) return true;
    }
  }
  return false;
}

/**
 * The taglines as one sentence for screen readers, joined as the page's language `lang` joins a
 * list: "Designer, Teacher, Runner", "デザイナー、講師、ランナー", "مصممة ومعلمة". Where the language
 * joins items with a bare word ("و" in Arabic, "und" before a German list's last item) and a
 * tagline holds that word itself, the items would run together ("مصمم ومطور ومعلم" is heard as
 * three roles or two alike): then every two are joined with the language's own comma, which is
 * heard as a pause ("مصمم ومطور، ومعلم"; "Designer und Entwickler, Lehrer, Läufer"). A tagline is
 * looked for both the word of the placeholders' list and the forms the word takes before real words
 * (`readsAsTwo`): Hebrew wrote "מעצב ומפתח ומורה", Spanish "Profesor y Diseñador e ilustrador".
 */
export function spokenList(list: string[], lang: string): string {
  const natural = new Intl.ListFormat(lang, listStyle);
  const words = separators(natural).filter((separator) => !hasPause(separator)).map((separator) => separator.trim());
  const comma = [natural, new Intl.ListFormat(lang, unitStyle)].map((format) => separators(format)[0] ?? '').find(hasPause);
  const runTogether = list.some((item) => words.some((word) => word && item.includes(word)) || readsAsTwo(item, natural));
  return runTogether && comma ? list.join(comma) : natural.format(list);
}
