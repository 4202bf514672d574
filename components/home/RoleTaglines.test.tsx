/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { homeSchema } from '@/content/schemas';
import { RoleTaglines } from './RoleTaglines';

// An owner with fewer than six taglines writes "" or leaves fields out (README, home.json): the
// page must type only those, not an empty line, and with none show no typewriter at all.

// The typewriter as what it is given to type: whether it types and how is e2e/motion.spec.ts's.
jest.mock('./RoleTypewriter', () => ({
  RoleTypewriter: ({ roles }: { roles: string[] }) => <output data-typed={JSON.stringify(roles)} />,
}));

/** What the taglines render as for `roles` (as home.json gives them): what screen readers are
 * given, what the typewriter types, and whether the pause button is there. */
function rendered(roles: Record<string, string>, lang = 'en') {
  const html = renderToStaticMarkup(<RoleTaglines roles={homeSchema.shape.roles.parse(roles)} pauseLabel="Pause animation" lang={lang} />);
  const typed = html.match(/data-typed="([^"]*)"/)?.[1];
  return {
    spoken: html.match(/<span class="sr-only">([^<]*)<\/span>/)?.[1],
    typed: typed === undefined ? undefined : (JSON.parse(typed.replaceAll('&quot;', '"')) as string[]),
    pauseButton: html.includes('Pause animation'),
  };
}

test('types the taglines written, in order, skipping "" and fields left out', () => {
  expect(rendered({ first: 'Designer', second: '', fourth: 'Teacher', sixth: 'Runner' })).toEqual({
    spoken: 'Designer, Teacher, Runner',
    typed: ['Designer', 'Teacher', 'Runner'],
    pauseButton: true,
  });
});

test('with none, shows no typewriter and no pause button', () => {
  expect(rendered({})).toEqual({ spoken: undefined, typed: undefined, pauseButton: false });
  expect(rendered({ first: '', second: '' })).toEqual({ spoken: undefined, typed: undefined, pauseButton: false });
});

test("gives screen readers the taglines as one list in the page's language", () => {
  // Joined with ", " a Japanese list read as Latin punctuation between Japanese words.
  expect(rendered({ first: 'デザイナー', second: '講師', third: 'ランナー' }, 'ja').spoken).toBe('デザイナー、講師、ランナー');
  expect(rendered({ first: 'مصممة', second: 'معلمة' }, 'ar').spoken).toBe('مصممة ومعلمة');
  expect(rendered({ first: 'Designer' }, 'ja').spoken).toBe('Designer');
});

test('keeps a pause between taglines when one holds the word the language joins them with', () => {
  // Joined by "و" as Arabic joins a list, "designer and developer" and "teacher" were heard as
  // three roles in a row, with no pause where one tagline ends (an accessibility walkthrough).
  expect(rendered({ first: 'مصمم ومطور', second: 'معلم', third: 'عداء' }, 'ar').spoken).toBe('مصمم ومطور، ومعلم، وعداء');
  expect(rendered({ first: 'Designer und Entwickler', second: 'Lehrer', third: 'Läufer' }, 'de').spoken).toBe('Designer und Entwickler, Lehrer, Läufer');
  // Without that word in them the list is written as the language writes it.
  expect(rendered({ first: 'Designer', second: 'Lehrer', third: 'Läufer' }, 'de').spoken).toBe('Designer, Lehrer und Läufer');
});

test('keeps that pause where the language writes its joining word by the word that follows', () => {
  // Hebrew joins a Hebrew word with "ו" written onto it, not the "ו-" a placeholder gets: "מעצב
  // ומפתח ומורה" ran three roles into one. Spanish writes "e" for "y" before an "i" sound: "Profesor
  // y Diseñador e ilustrador".
  expect(rendered({ first: 'מעצב ומפתח', second: 'מורה' }, 'he').spoken).toBe('מעצב ומפתח, מורה');
  expect(rendered({ first: 'Profesor', second: 'Diseñador e ilustrador' }, 'es').spoken).toBe('Profesor, Diseñador e ilustrador');
  // A tagline of several words that are no list keeps the language's list.
  expect(rendered({ first: 'מעצב אתרים', second: 'מורה' }, 'he').spoken).toBe('מעצב אתרים ומורה');
  expect(rendered({ first: 'Diseñador gráfico', second: 'Profesor' }, 'es').spoken).toBe('Diseñador gráfico y Profesor');
});
