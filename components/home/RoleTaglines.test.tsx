/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import { homeSchema } from '@/content/schemas';
import { RoleTaglines } from './RoleTaglines';

// An owner with fewer than six taglines writes "" or leaves fields out (README, home.json): the
// page must type only those, not an empty line, and with none show no typewriter at all.

/** What the taglines render as for `roles` (as home.json would give them): what screen readers are
 * given, and the taglines the typewriter lays out and types. */
function rendered(roles: Record<string, string>) {
  const html = renderToStaticMarkup(<RoleTaglines roles={homeSchema.shape.roles.parse(roles)} pauseLabel="Pause animation" />);
  return {
    spoken: html.match(/<span class="sr-only">([^<]*)<\/span>/)?.[1],
    typed: [...html.matchAll(/<span class="invisible col-start-1 row-start-1"><span [^>]*>([^<]*)<\/span>/g)].map((match) => match[1]),
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
  expect(rendered({})).toEqual({ spoken: undefined, typed: [], pauseButton: false });
  expect(rendered({ first: '', second: '' })).toEqual({ spoken: undefined, typed: [], pauseButton: false });
});
