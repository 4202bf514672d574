/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unportableNames, unportableNamesWarning, windowsNameProblem } from './portable-names';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'portable-names-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const files = (...paths: string[]) => {
  for (const path of paths) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), '');
  }
};

test.each([
  ['what?.png', 'has "?", which Windows refuses in a name'],
  ['Talk: "Rust at scale".jpg', 'has ":" and """'],
  ['a|b*c<d>.svg', 'has "|" and "*" and "<" and ">"'],
  ['cover.jpg.', 'ends in a dot, which Windows takes off'],
  ['me ', 'ends in a space'],
  ['nul.png', 'is "nul", a name Windows keeps for a device, with any extension'],
  ['CON', 'is "CON", a name Windows keeps for a device'],
  ['com1.json', 'is "com1"'],
  ['tab\there.jpg', 'has a control character (U+0009)'],
  ['Icon\r', 'is the custom icon macOS writes for a folder'],
])('Windows refuses "%s": it %s', (name, why) => {
  expect(windowsNameProblem(name)).toContain(why);
});

test.each(['me.jpg', 'Screenshot 2026-12-08 at 10.15.32\u202fAM.png', 'ΙΜΓ_2041.JPG', 'console.png', 'com10.svg', 'auxiliary.jpg', '.well-known', 'portrait (1).webp', 'a#b&c+d.png'])('Windows takes "%s"', (name) => {
  expect(windowsNameProblem(name)).toBeUndefined();
});

test('every name under a folder that Windows refuses, and names that differ in capitals alone, each with its path from the folder as shown', () => {
  files('images/talk: keynote.jpg', 'images/me.jpg', 'images/Me.JPG', 'images/ok.png', 'aux.json', 'logos/acme./logo.svg', 'site.json');
  expect(unportableNames(root, 'public')).toEqual([
    '"public/aux.json" is "aux", a name Windows keeps for a device, with any extension',
    '"public/images/Me.JPG" and "public/images/me.jpg" differ in capitals alone: a Mac or Windows disk holds one of them',
    '"public/images/talk: keynote.jpg" has ":", which Windows refuses in a name (: * ? " < > | \\)',
    '"public/logos/acme." ends in a dot, which Windows takes off',
  ]);
});

test('names that differ in the form of their accents alone are one name on a Mac', () => {
  files('images/caf\u00e9.jpg', 'images/cafe\u0301.jpg');
  expect(unportableNames(root, 'public')).toEqual([expect.stringMatching(/^"public\/images\/.+" and "public\/images\/.+" differ in how an accent is stored alone: a Mac disk holds one of them$/u)]);
});

test('the folders the build makes, and the system files Git ignores, are passed over', () => {
  files('_img/what?.avif', '.DS_Store', '._me.jpg', 'Thumbs.db', 'images/desktop.ini', 'images/me.jpg');
  expect(unportableNames(root, 'public', ['_img'])).toEqual([]);
  // Only at the top: an owner's own folder named _img deeper down is theirs.
  files('images/_img/nul.png');
  expect(unportableNames(root, 'public', ['_img'])).toEqual(['"public/images/_img/nul.png" is "nul", a name Windows keeps for a device, with any extension']);
});

test('the warning says what happens, what to do, and lists each name; nothing when all is well', () => {
  expect(unportableNamesWarning([])).toBeUndefined();
  const warning = unportableNamesWarning(['"public/what?.png" has "?", which Windows refuses in a name (: * ? " < > | \\)'])!;
  expect(warning.split('\n')).toEqual([
    expect.stringMatching(/^⚠ .*Windows.*"invalid path".*git mv old new.*change the path in content\//u),
    '  "public/what?.png" has "?", which Windows refuses in a name (: * ? " < > | \\)',
  ]);
});
