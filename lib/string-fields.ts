/**
 * Every string in a JSON value with its field's path as the JSON writes it
 * (`['projects[0].link', 'https://…']`), a file's `$schema` left out: the content files' fields for
 * the build's warnings (content/demo-leftovers.ts), a strings file's keys for the tests.
 */
export function stringFields(value: unknown, path = ''): [field: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringFields(item, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => (key === '$schema' ? [] : stringFields(item, path ? `${path}.${key}` : key)));
  return [];
}
