import { excerpt, findJsonSyntaxError, findRepeatedKeys } from './json-syntax';

// The scanner only runs after JSON.parse refused a file, but it must agree with it: a text it
// calls valid would leave the owner with no position at all.
const valid = [
  '{}',
  // Marker-like text inside a text is the owner's.
  '{"a": "<<<<<<< not a marker", "b": "=======", "c": ">>>>>>>"}',
  '[]',
  ' { "a": [1, -2.5e3, 0, true, false, null, "x\\n\\u00e9\\"", {"b": []}] } ',
  '"text"',
  '{"emoji": "🚀", "rtl": "مرحبا"}',
];
const invalid: [string, string, number][] = [
  // At the comma to remove, not at the bracket after it, whose line may end in a comma of its own.
  ['{"a": 1,}', 'remove this comma: JSON allows no comma after the last field, before }', 7],
  ['[1, 2,]', 'remove this comma: JSON allows no comma after the last item, before ]', 5],
  ['{"a": [\n  {"b": 1},\n  {"c": 2},\n],\n"d": []}', 'remove this comma', 30],
  // Where the comma goes, at the end of the line before the next field or item.
  ['{"a": 1 "b": 2}', 'a comma , is missing here: JSON needs one between two fields', 7],
  ['{\n  "a": "x"\n  "b": 2\n}', 'a comma , is missing here: JSON needs one between two fields', 12],
  ['[1 2]', 'a comma , is missing here: JSON needs one between two items', 2],
  ['[{"a": 1}\n {"b": 2}]', 'a comma , is missing here: JSON needs one between two items', 9],
  // Not where no space or line parts the two, nor before what starts no field.
  ['[1"x"]', 'expected a comma , before the next item', 2],
  ['{"a": 1 b: 2}', 'expected a comma , before the next field', 8],
  ["{'a': 1}", 'use double quotes', 1],
  ['{a: 1}', 'expected a field name in double quotes', 1],
  ['{"a" 1}', 'expected a colon', 5],
  ['{"a": }', 'expected a value', 6],
  ['{"a": tru}', 'expected a value', 6],
  ['{"a": 01}', 'expected a comma', 7],
  ['{"a": "x\ny"}', 'text cannot run over a line break', 8],
  ['{"a": "C:\\dir"}', 'a backslash', 9],
  ['{"a": 1} // note', 'JSON allows no comments', 9],
  ['{"a": 1}}', 'the JSON ended before this', 8],
  ['', 'the file is empty', 0],
  ['{"a": [1, 2', 'the file ends too early', 11],
  // What an input method in Japanese or Chinese types, named rather than shown blank or alike.
  ['{\u3000"a": 1}', 'unexpected a full-width space (U+3000): write an ordinary space, or none', 1],
  ['{"a"： 1}', 'unexpected "：" (the full-width form of ":": write that one)', 4],
  ['{“a”: 1}', 'unexpected "“" (a curly quote: JSON needs straight double quotes ")', 1],
  ['{"a": 1,\u200b"b": 2}', 'unexpected an invisible character (U+200B): delete it', 8],
  // A text closed with a curly quote (pasted from a word processor with it) runs on past it: it is
  // named there, not at the line's end or at the next field.
  ['{"a": "My app”,\n"b": 1}', 'a curly quote ” ends this text, but JSON reads it as a letter of the text: write a straight " in its place', 13],
  ['{"a": "My app”}', 'a curly quote ” ends this text', 13],
  ['{"a”: "b"}', 'a curly quote ” ends this text', 3],
  ['{"a": "x”, "b": "y"}', 'a curly quote ” ends this text', 8],
  // Curly quotes inside a text that is closed, or that runs on for another reason, are the text's own.
  ['{"a": "I build “fast”" "b": 1}', 'a comma , is missing here', 22],
  ['{"a": "say “hi” there\n}', 'text cannot run over a line break', 21],
  // A merge conflict left in the file, at its first marker line, whatever the line endings; and a
  // marker left over after the rest was mended.
  ['{\n<<<<<<< HEAD\n  "name": "Ingrid"\n=======\n  "name": "Ingrid H. B."\n>>>>>>> origin/main\n}', 'a Git merge conflict is left here', 2],
  ['{\r\n<<<<<<< Updated upstream\r\n  "a": 1\r\n=======\r\n  "a": 2\r\n>>>>>>> Stashed changes\r\n}', 'a Git merge conflict is left here', 3],
  ['{\n  "a": 1\n=======\n}', 'a Git merge conflict is left here', 11],
];

test.each(valid)('%s is valid', (text) => {
  expect(() => JSON.parse(text)).not.toThrow();
  expect(findJsonSyntaxError(text)).toBeUndefined();
});

test.each(invalid)('%s: "%s" at %i', (text, words, offset) => {
  expect(() => JSON.parse(text)).toThrow();
  expect(findJsonSyntaxError(text)).toEqual({ offset, message: expect.stringContaining(words) });
});

// JSON.parse takes a field written twice and keeps the last: an owner who copied a project and
// left its "link" in has a site with the wrong link and no word of it.
test.each<[string, { offset: number; key: string; first: number; count: number }[]]>([
  ['{"a": 1, "b": 2}', []],
  ['{"a": {"b": 1}, "b": {"a": 2}, "c": [{"a": 1}, {"a": 2}]}', []],
  ['{"a": 1, "a": 2}', [{ offset: 9, key: 'a', first: 1, count: 2 }]],
  ['{"a": 1, "b": 2, "a": 3, "a": 4}', [{ offset: 17, key: 'a', first: 1, count: 3 }]],
  ['[{"x": {"link": 1, "link": 2}}, {"title": 1, "ti\\u0074le": 2}]', [{ offset: 19, key: 'link', first: 8, count: 2 }, { offset: 45, key: 'title', first: 33, count: 2 }]],
  ['{"a": 1, "a": 2', []],
])('%s: repeated fields %j', (text, repeats) => {
  expect(findRepeatedKeys(text)).toEqual(repeats.map(({ offset, key, first, count }) => ({ offset, key, firstOffset: first, count })));
});

test('the caret stands under the character meant, after kanji, kana and emoji that a terminal draws two cells wide', () => {
  const [shownLine, caretLine] = excerpt('  "date": "1998年4月 – 2024年3月",,', 3, 30);
  expect(shownLine).toBe('  3 |   "date": "1998年4月 – 2024年3月",,');
  // Before the second comma: 29 characters, of which 4 are two cells wide.
  expect(caretLine).toBe(`    | ${' '.repeat(29 + 4)}^`);
  expect(excerpt('"🚀",x', 1, 5)[1]).toBe(`    | ${' '.repeat(4 + 1)}^`);
  // One cell: ©, half-width katakana; none: a skin tone on the hand before it.
  expect(excerpt('"© ｶﾅ",x', 1, 7)[1]).toBe(`    | ${' '.repeat(6)}^`);
  expect(excerpt('"👋🏽",x', 1, 5)[1]).toBe(`    | ${' '.repeat(1 + 2 + 0 + 1)}^`);
});
