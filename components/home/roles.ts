import type { Home } from '@/content/schemas';

const roleOrder = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'] as const;

/**
 * The role taglines the owner wrote, in order, each with its field: none to six ("" or a field
 * left out is none).
 */
export function roleEntries(roles: Home['roles']): Array<{ key: (typeof roleOrder)[number]; text: string }> {
  return roleOrder.flatMap((key) => (roles[key] ? [{ key, text: roles[key] }] : []));
}

/** The role taglines the owner wrote, in order. */
export const roleList = (roles: Home['roles']): string[] => roleEntries(roles).map(({ text }) => text);

/** The social card's line under the job title: the first three taglines (none: no line). */
export const cardTaglines = (roles: Home['roles']) => roleEntries(roles).slice(0, 3);

/** The three ways of joining a list tried by spokenList(), in order. */
const listStyles: Intl.ListFormatOptions[] = [
  { type: 'conjunction', style: 'narrow' },
  { type: 'unit', style: 'short' },
  { type: 'unit', style: 'narrow' },
];

/** What `format` puts between the items of a list of three: its middle and its last separator. */
function separators(format: Intl.ListFormat): string[] {
  return format.format(['\u0001', '\u0002', '\u0003']).split(/[\u0001-\u0003]/).slice(1, -1);
}

const hasPause = (separator: string) => /\p{P}/u.test(separator);

/**
 * The taglines as one sentence for screen readers, joined as the page's language `lang` joins a
 * list: "Designer, Teacher, Runner", "デザイナー、講師、ランナー", "مصممة ومعلمة". Where the language
 * joins items with a bare word ("و" in Arabic, "und" before a German list's last item) and a
 * tagline holds that word itself, the items would run together ("مصمم ومطور ومعلم" is heard as
 * three roles or two alike): then they are joined with the language's own comma, which is heard as
 * a pause ("مصمم ومطور، ومعلم"; "Designer und Entwickler, Lehrer, Läufer").
 */
export function spokenList(list: string[], lang: string): string {
  const [natural, ...others] = listStyles.map((style) => new Intl.ListFormat(lang, style));
  const words = separators(natural!).filter((separator) => !hasPause(separator)).map((separator) => separator.trim());
  if (!words.some((word) => word && list.some((item) => item.includes(word)))) return natural!.format(list);
  const comma = [natural!, ...others].map((format) => separators(format)[0]!).find(hasPause);
  return comma ? list.join(comma) : natural!.format(list);
}
