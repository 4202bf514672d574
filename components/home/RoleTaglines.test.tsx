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

const unescape = (html: string) => html.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>');

/** What the taglines render as for `roles` (as home.json gives them): what screen readers are
 * given (a list's items, or the one tagline), what the typewriter types, and whether the pause
 * button is there. */
function rendered(roles: Record<string, string>) {
  const html = renderToStaticMarkup(<RoleTaglines roles={homeSchema.shape.roles.parse(roles)} pauseLabel="Pause animation" />);
  const typed = html.match(/data-typed="([^"]*)"/)?.[1];
  const list = html.match(/<ul role="list" class="sr-only">(.*?)<\/ul>/)?.[1];
  return {
    spoken: list === undefined ? html.match(/<span class="sr-only">([^<]*)<\/span>/)?.[1] : [...list.matchAll(/<li>([^<]*)<\/li>/g)].map(([, item]) => unescape(item!)),
    typed: typed === undefined ? undefined : (JSON.parse(unescape(typed)) as string[]),
    pauseButton: html.includes('Pause animation'),
  };
}

test('types the taglines written, in order, skipping "" and fields left out', () => {
  expect(rendered({ first: 'Designer', second: '', fourth: 'Teacher', sixth: 'Runner' })).toEqual({
    spoken: ['Designer', 'Teacher', 'Runner'],
    typed: ['Designer', 'Teacher', 'Runner'],
    pauseButton: true,
  });
});

test('with none, shows no typewriter and no pause button', () => {
  expect(rendered({})).toEqual({ spoken: undefined, typed: undefined, pauseButton: false });
  expect(rendered({ first: '', second: '' })).toEqual({ spoken: undefined, typed: undefined, pauseButton: false });
});

test('gives screen readers each tagline as an item of a list, as written, whatever it holds', () => {
  // Joined into one sentence with the language's commas and "and", a tagline with a comma or the
  // language's "and" in it was heard as several ("Designer, developer and speaker", "مصمم ومطور").
  expect(rendered({ first: 'Designer, developer and speaker', second: 'Full-stack, open source', third: 'Swift & TypeScript' }).spoken).toEqual([
    'Designer, developer and speaker',
    'Full-stack, open source',
    'Swift & TypeScript',
  ]);
  expect(rendered({ first: 'مصمم ومطور', second: 'معلم' }).spoken).toEqual(['مصمم ومطور', 'معلم']);
  expect(rendered({ first: 'デザイナー', second: '講師' }).spoken).toEqual(['デザイナー', '講師']);
});

test('gives screen readers one tagline as it is, not as a list of one', () => {
  expect(rendered({ first: 'Designer, developer and speaker' }).spoken).toBe('Designer, developer and speaker');
});
