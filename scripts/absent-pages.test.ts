/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeAbsentPages } from './absent-pages';

const lists = { site: {}, socials: {}, ui: {}, portfolio: { projects: [] } };
let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'absent-pages-'));
  for (const folder of ['sponsors', 'portfolio']) {
    mkdirSync(join(out, folder));
    writeFileSync(join(out, folder, 'index.html'), '<!DOCTYPE html>');
  }
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

test("takes the Sponsors page's folder out of the export when the content has no sponsors.json, and nothing else", () => {
  expect(removeAbsentPages(out, lists)).toEqual(['/sponsors/']);
  expect(existsSync(join(out, 'sponsors'))).toBe(false);
  expect(existsSync(join(out, 'portfolio', 'index.html'))).toBe(true);
});

test('leaves the Sponsors page of a site with sponsors.json, even with no sponsor in it', () => {
  expect(removeAbsentPages(out, { ...lists, sponsors: { sponsors: [] } })).toEqual([]);
  expect(existsSync(join(out, 'sponsors', 'index.html'))).toBe(true);
});
