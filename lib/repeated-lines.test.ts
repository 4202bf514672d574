import { withRepeatsSummed, type ItemMessage } from './repeated-lines';

const skill = (index: number, kind = 'expected an object'): ItemMessage => ({
  file: 'content/about.json',
  path: `skills[${index}]`,
  kind,
  line: `content/about.json: skills[${index}]: ${kind}, got "Skill ${index}"`,
});

test('up to four messages of a kind are written out, five are three and a line naming the other two', () => {
  const four = [0, 1, 2, 3].map((index) => skill(index));
  expect(withRepeatsSummed(four)).toEqual(four.map(({ line }) => line));
  const five = [...four, skill(4)];
  expect(withRepeatsSummed(five)).toEqual([...four.slice(0, 3).map(({ line }) => line), 'content/about.json: the same for 2 more: skills[3] to skills[4]']);
});

test('only messages of one kind, in one list of one file, are summed up together, each where its kind first came', () => {
  const messages = [
    ...[0, 1, 2, 3, 4, 5].map((index) => skill(index)),
    { file: 'content/about.json', path: 'tools[0]', kind: 'expected an object', line: 'tools 0' },
    skill(6, 'must not be empty'),
    { file: 'content/site.json', path: 'url', kind: 'expected a URL', line: 'url' },
  ];
  expect(withRepeatsSummed(messages)).toEqual([
    'content/about.json: skills[0]: expected an object, got "Skill 0"',
    'content/about.json: skills[1]: expected an object, got "Skill 1"',
    'content/about.json: skills[2]: expected an object, got "Skill 2"',
    'content/about.json: the same for 3 more: skills[3] to skills[5]',
    'tools 0',
    'content/about.json: skills[6]: must not be empty, got "Skill 6"',
    'url',
  ]);
});

test('the rest are named by item and field, in runs where their indices follow on', () => {
  const links = [0, 1, 2, 4, 5, 8].map((index) => ({
    file: 'content/portfolio.json',
    path: `projects[${index}] "App ${index}": link`,
    kind: 'expected a URL',
    line: `link ${index}`,
  }));
  expect(withRepeatsSummed(links).at(-1)).toBe('content/portfolio.json: the same for 3 more: projects[4].link to projects[5].link, projects[8].link');
});
