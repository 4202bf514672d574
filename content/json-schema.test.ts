/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { renderJsonSchemas, renderUiJsonSchema } from './json-schema';
import { siteNames } from '@/scripts/site/sites';
import { contentSchemas, isOptionalContent } from './schemas';

const dir = join(process.cwd(), 'content');

test.each(Object.keys(contentSchemas))('json-schema/%s.schema.json is generated from the current zod schema', (name) => {
  const committed = readFileSync(join(dir, 'json-schema', `${name}.schema.json`), 'utf8');
  // When this fails, run `npm run schemas` and commit the result.
  expect(committed).toBe(renderJsonSchemas()[name as keyof typeof contentSchemas]);
});

// The content sets of the tests are written as an owner writes content/ (the owner's own files are
// not read by any test): each file names the schema of its name, so an editor checks it. A file an
// owner may delete (`optionalContent`) may be absent from a set: `minimal` has no sponsors.json.
const sets = siteNames();
const setFiles = sets.flatMap((set) =>
  Object.keys(contentSchemas).flatMap((name) => {
    const file = join(process.cwd(), 'test', 'sites', set, 'content', `${name}.json`);
    return isOptionalContent(name) && !existsSync(file) ? [] : [[set, name, file]];
  }),
);
test.each(setFiles)('test/sites/%s: %s.json points its editor at its schema', (_set, name, file) => {
  const json = JSON.parse(readFileSync(file, 'utf8'));
  expect(resolve(dirname(file), json.$schema)).toBe(join(dir, 'json-schema', `${name}.schema.json`));
});

test('json-schema/ui.schema.json is generated from the current zod schema of content/ui/', () => {
  expect(readFileSync(join(dir, 'json-schema', 'ui.schema.json'), 'utf8')).toBe(renderUiJsonSchema());
});

test('the schema an editor reads rejects what the build rejects', () => {
  const portfolio = JSON.parse(renderJsonSchemas().portfolio);
  const project = portfolio.properties.projects.items;
  expect(project.required).toEqual(expect.arrayContaining(['img', 'description', 'link', 'ios']));
  expect(project.additionalProperties).toBe(false);
  expect(project.properties.link.anyOf).toEqual([{ type: 'string', const: '#' }, expect.objectContaining({ format: 'uri' })]);
});

test("the editor's e-mail pattern takes what the build takes, read with or without Unicode mode", () => {
  const { pattern, format } = JSON.parse(renderJsonSchemas().contact).properties.email;
  expect(format).toBe('idn-email');
  for (const flags of ['', 'u']) {
    const editor = new RegExp(pattern, flags);
    for (const taken of ['amara@example.com', 'josé@example.com', 'анна.иванова@example.ru', 'ana+site@mail.example.co.uk', 'анна@xn--e1afmkfd.xn--p1ai', 'ana@müller.de', 'анна@пример.рф']) {
      expect(editor.test(taken)).toBe(true);
    }
    for (const refused of ['jo sé@example.com', 'hello at example.com', 'ana@mül ler.de', 'ana@example', '@example.com', 'ana@.de']) expect(editor.test(refused)).toBe(false);
  }
});
