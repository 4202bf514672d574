import { shippedWords } from '@/test/shipped-words';
import { timelineColumns } from './timeline-columns';

// A fixed table whose columns add up to more than its width grows wider than the screen.
const abouts = shippedWords().map(({ words }) => words.about);

test.each([
  ['short dates', ['2019 – 2022']],
  ['dates with long words', ['Septembre 2019 – aujourd’hui', 'Donaudampfschifffahrtsgesellschaft']],
])('with %s, the columns fill no more than the table, the dates a fifth to two fifths of it', (_, dates) => {
  for (const about of abouts) {
    const [role, place, date] = timelineColumns(about, dates);
    expect(role + place + date).toBeLessThanOrEqual(100);
    expect(date).toBeGreaterThanOrEqual(20);
    expect(date).toBeLessThanOrEqual(40);
    expect(Math.min(role, place)).toBeGreaterThan(20);
  }
});

test('a longer header or date widens its column', () => {
  const english = { role: 'Role', institution: 'Institution', year: 'Year' };
  const [, , year] = timelineColumns(english, ['2019 – 2022']);
  const [, , period] = timelineColumns({ ...english, year: 'Zeitraum' }, ['2019 – 2022']);
  const [, , month] = timelineColumns(english, ['September 2019 – 2022']);
  expect(period).toBeGreaterThan(year);
  expect(month).toBeGreaterThan(year);
  // Dutch's "Werkgever" beside German's "Zeitraum": a word no browser hyphenates takes from the
  // titles; one that a browser hyphenates ("Werkgeverorganisatie") takes nothing from them.
  const [role, place] = timelineColumns({ ...english, institution: 'Werkgever', year: 'Zeitraum' }, ['2019 – 2022']);
  expect(place).toBeGreaterThan(role);
  const [longRole, longPlace] = timelineColumns({ ...english, institution: 'Werkgeverorganisatie', year: 'Zeitraum' }, ['2019 – 2022']);
  expect(longPlace).toBe(longRole);
});
