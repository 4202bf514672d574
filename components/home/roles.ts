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

/** A list as the language writes one in a sentence, and as it writes one in a table's cell. */
const listStyle: Intl.ListFormatOptions = { type: 'conjunction', style: 'narrow' };
const unitStyle: Intl.ListFormatOptions = { type: 'unit', style: 'short' };

/** What a list style puts between the items of a list of three in `lang`: its middle and its last separator. */
function separators(lang: string, style: Intl.ListFormatOptions): string[] {
  return new Intl.ListFormat(lang, style).format(['\u0001', '\u0002', '\u0003']).split(/[\u0001-\u0003]/).slice(1, -1);
}

const hasPause = (separator: string) => /\p{P}/u.test(separator);

/**
 * The taglines as one sentence for screen readers, joined as the page's language `lang` joins a
 * list: "Designer, Teacher, Runner", "デザイナー、講師、ランナー", "مصممة ومعلمة". Where the language
 * joins items with a bare word ("و" in Arabic, "und" before a German list's last item) and a
 * tagline holds that word itself, the items would run together ("مصمم ومطور ومعلم" is heard as
 * three roles or two alike): then every two are joined with the language's own comma, which is
 * heard as a pause ("مصمم ومطور، ومعلم"; "Designer und Entwickler, Lehrer, Läufer").
 */
export function spokenList(list: string[], lang: string): string {
  const words = separators(lang, listStyle).filter((separator) => !hasPause(separator)).map((separator) => separator.trim());
  const comma = [listStyle, unitStyle].map((style) => separators(lang, style)[0] ?? '').find(hasPause);
  const runTogether = words.some((word) => word && list.some((item) => item.includes(word)));
  return runTogether && comma ? list.join(comma) : new Intl.ListFormat(lang, listStyle).format(list);
}
