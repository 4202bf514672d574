import type { z } from 'zod';
import { charactersOf } from '@/lib/characters';
import { withRepeatsSummed } from '@/lib/repeated-lines';
import { excerpt, findJsonSyntaxError, findRepeatedKeys, lineAndColumn, type RepeatedKey } from './json-syntax';
import { nearest } from './typos';

/** One problem in one content file, worded for the owner who edits it. */
export interface ContentProblem {
  file: string;
  path: string;
  message: string;
  /** Where a JSON syntax error is: 1-based line and column, and the line with a caret under it. */
  at?: { line: number; column: number; excerpt: string[] };
}

export class ContentError extends Error {
  /** Every problem, one by one (the message sums up a mistake repeated over a list). */
  declare readonly problems: ContentProblem[];

  constructor(problems: ContentProblem[]) {
    // `next dev` loads the content as each page renders: there, the owner reloads once it is fixed.
    const then = process.env.NODE_ENV === 'development' ? ', then reload the page' : ' and build again';
    super(
      `Content is not valid:\n${formatProblems(problems).join('\n')}\n` +
        `Fix the files above (an editor that reads "$schema" points at most of them as you type; not at missing images)${then}.`,
    );
    this.name = 'ContentError';
    // What the terminal shows is the message alone: `next dev` prints a thrown error with its stack
    // (and the loader's code around the throw) and its fields, three times a reload, which buried
    // the owner's one mistake and read as if the site's code had failed.
    this.stack = `${this.name}: ${this.message}`;
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
  }
}

export function formatProblem({ file, path, message, at }: ContentProblem): string {
  // file:line:column is what terminals and editors (VS Code) turn into a link to the spot.
  if (at) return [`${file}:${at.line}:${at.column}: ${message}`, ...at.excerpt].join('\n');
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}

/** A quoted value in a message: the item's own, not what makes two problems the same. */
const QUOTED = /"(?:[^"\\]|\\.)*"/g;

/**
 * Every problem as `formatProblem` writes it, a mistake repeated over many items of one list
 * summed up after its first few (lib/repeated-lines.ts). ContentError.problems keeps every one.
 */
function formatProblems(problems: readonly ContentProblem[]): string[] {
  return withRepeatsSummed(
    problems.map((problem, index) => ({
      file: problem.file,
      path: problem.path,
      // A JSON syntax error is one of its kind.
      kind: problem.at ? `syntax ${index}` : problem.message.replace(QUOTED, '""'),
      line: formatProblem(problem),
    })),
  );
}

/** What content/schemas.ts says of a text of spaces or nothing. */
export const EMPTY_TEXT = 'must not be empty';

const LABEL_LENGTH = 40;

/** `text` cut to LABEL_LENGTH characters as people count them (`charactersOf`), with "…" where cut. */
function shortened(text: string): string {
  const chars = charactersOf(text);
  return chars.length > LABEL_LENGTH ? `${chars.slice(0, LABEL_LENGTH).join('')}…` : text;
}

/** What names a list item to its owner besides its index: its title, name or job title. */
function itemLabel(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const record = item as Record<string, unknown>;
  const label = [record.title, record.name, record.jobtitle].find((value) => typeof value === 'string' && value.trim() !== '');
  if (typeof label !== 'string') return undefined;
  return JSON.stringify(shortened(label.trim()));
}

/** The value under `key` in `value`, when `value` is an object or a list. */
const child = (value: unknown, key: PropertyKey): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;

/**
 * `['projects', 3, 'link']` → `projects[3].link`, or with the file's data, the item named too:
 * `projects[3] "Pocket Budget": link`.
 */
function formatPath(path: readonly PropertyKey[], data?: unknown): string {
  let out = '';
  let value = data;
  for (const key of path) {
    value = child(value, key);
    if (typeof key === 'number') {
      out += `[${key}]`;
      const label = itemLabel(value);
      if (label) out += ` ${label}:`;
      continue;
    }
    const name = String(key);
    if (!out) out = name;
    else out += out.endsWith(':') ? ` ${name}` : `.${name}`;
  }
  return out.replace(/:$/, '');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(shortened(value))}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

const expectedNames: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'an object',
  number: 'a number',
  boolean: 'true or false',
};

/** Words for the issues zod's own messages describe in its terms rather than the owner's. */
function ownerMessage(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code === 'invalid_type') {
    const expected = expectedNames[issue.expected] ?? issue.expected;
    if (issue.input === undefined) return `missing: this field is required (${expected})`;
    // A year written as a number: the same in double quotes is text. (Only a whole number: JSON
    // has read 1.10 as 1.1 already, and the owner's own writing is what to quote.)
    const quoted = issue.expected === 'string' && Number.isInteger(issue.input) ? `: write "${String(issue.input)}", in double quotes` : '';
    return `expected ${expected}, got ${describe(issue.input)}${quoted}`;
  }
  if (issue.input === undefined && issue.code !== 'unrecognized_keys') return 'missing: this field is required';
  // One of a few words ("focus", "dir"): the words, and the one most likely meant.
  if (issue.code === 'invalid_value' && issue.values.every((value) => typeof value === 'string')) {
    const options = issue.values as string[];
    const meant = typeof issue.input === 'string' ? closestOption(issue.input, options) : undefined;
    const list = `${options.slice(0, -1).map((option) => `"${option}"`).join(', ')} or "${options.at(-1)}"`;
    return `expected ${list}${meant ? `: did you mean "${meant}"?` : ''}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling`;
  }
  return undefined;
}

/** A schema's definition under its optional and default wrappers. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's internal definitions differ by type
function unwrapped(schema: unknown): any {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- zod's internal definitions differ by type
  let def: any = (schema as z.ZodType | undefined)?.def;
  while (def && (def.type === 'optional' || def.type === 'default')) def = def.innerType.def;
  return def;
}

/** The schema of the field at `path`, through lists, optional and default wrappers. */
function fieldSchema(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    const def = unwrapped(current);
    if (!def) return undefined;
    current = typeof key === 'number' ? def.element : def.shape?.[key];
  }
  return current;
}

function shapeOf(schema: z.ZodType | undefined): Record<string, unknown> {
  return unwrapped(schema)?.shape ?? {};
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown => path.reduce(child, data);

/**
 * The object an owner should write where they wrote something else: with one required text field
 * and a text given, that text in place (`write {"name": "TypeScript"}`); otherwise its required fields.
 */
function objectToWrite(schema: z.ZodType | undefined, given: unknown): string | undefined {
  const fields = Object.entries(shapeOf(schema)).filter(([key]) => key !== '$schema');
  const required = fields.filter(([, field]) => {
    const type = (field as z.ZodType).def?.type;
    return type !== 'optional' && type !== 'default';
  });
  if (required.length === 0) return undefined;
  if (required.length === 1 && typeof given === 'string' && unwrapped(required[0]![1])?.type === 'string') {
    return `write {"${required[0]![0]}": ${JSON.stringify(given)}}`;
  }
  return `write an object with ${required.map(([key]) => `"${key}"`).join(', ')}`;
}

/**
 * The option `written` most likely means: the same words in other capitals or with "-" or "_"
 * between them ("Top-Left": "top left"), or one a letter or two away ("centre": "center").
 */
function closestOption(written: string, options: string[]): string | undefined {
  const plain = (text: string) => text.trim().toLowerCase().replace(/[-_\s]+/g, ' ');
  return options.find((option) => plain(option) === plain(written)) ?? nearest(written, options, 2, plain);
}

function unknownField(key: string, known: string[]): string {
  const close = nearest(key, known, 2, (name) => name.toLowerCase());
  if (close) return `unknown field "${key}": did you mean "${close}"?`;
  return `unknown field "${key}": check the spelling${known.length > 0 ? ` (the fields here are ${known.map((name) => `"${name}"`).join(', ')})` : ''}`;
}

/**
 * The owner's JSON with a byte-order mark (Windows Notepad saves one) taken off: it is invisible
 * in an editor, so refusing it would show the owner a problem they cannot see. The loader's
 * decoder (content/file-text.mjs) has taken it off already; text read by other means, as the UI
 * strings' test reads its files, may still have it.
 */
function withoutBom(source: string): string {
  return source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
}

/** Per-file words for a field that is not in the schema (any more): where it went, what to do. */
export type FieldHints = Record<string, string>;

/** Parses one file's text against its schema; returns the data or every problem found. */
export function parseContent<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  movedFields: FieldHints = {},
): { data: z.output<S>; problems: [] } | { data?: undefined; problems: ContentProblem[] } {
  const text = withoutBom(source);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    const found = findJsonSyntaxError(text);
    if (!found) return { problems: [{ file, path: '', message: `invalid JSON: ${(error as Error).message}` }] };
    const { line, column, lineText } = lineAndColumn(text, found.offset);
    return {
      problems: [{ file, path: '', message: `invalid JSON: ${found.message}`, at: { line, column, excerpt: excerpt(lineText, line, column) } }],
    };
  }
  // JSON.parse keeps the last of a field written twice: a copied project's old "link" would win unseen.
  const repeated = findRepeatedKeys(text).map((repeat) => repeatedKeyProblem(file, text, repeat));
  const result = schema.safeParse(json, { error: ownerMessage });
  if (result.success) return repeated.length === 0 ? { data: result.data, problems: [] } : { problems: repeated };
  return {
    problems: [
      ...repeated,
      ...result.error.issues.flatMap((issue) => {
        const path = formatPath(issue.path, json);
        if (issue.code === 'unrecognized_keys') {
          const known = Object.keys(shapeOf(fieldSchema(schema, issue.path))).filter((key) => key !== '$schema');
          return issue.keys.map((key) => ({ file, path, message: movedFields[key] ?? unknownField(key, known) }));
        }
        let message = issue.message;
        // A missing or empty field is explained by the words its schema describes it with: what
        // to write there (a tagline's says "" leaves it out).
        const description = message.startsWith('missing:') || message === EMPTY_TEXT ? fieldSchema(schema, issue.path)?.description : undefined;
        if (description) message = `${message}: ${description}`;
        // An item written as a plain text where an object is expected (a skill as "TypeScript"): show the object to write.
        const given = valueAt(json, issue.path);
        if (issue.code === 'invalid_type' && issue.expected === 'object' && given !== undefined) {
          const hint = objectToWrite(fieldSchema(schema, issue.path), given);
          if (hint) message = `${message}: ${hint}`;
        }
        return [{ file, path, message }];
      }),
    ],
  };
}

/** A field written twice, where its second writing is: which one counts, and what to do. */
function repeatedKeyProblem(file: string, text: string, { offset, key, firstOffset, count }: RepeatedKey): ContentProblem {
  const { line, column, lineText } = lineAndColumn(text, offset);
  const first = lineAndColumn(text, firstOffset);
  const where = first.line === line ? `first in column ${first.column} of this line` : `first on line ${first.line}`;
  const message =
    count === 2
      ? `${JSON.stringify(key)} is written twice in this object (${where}): the second one wins unless you remove one of them`
      : `${JSON.stringify(key)} is written ${count} times in this object (${where}): the last one wins unless you remove all but one`;
  return { file, path: '', message, at: { line, column, excerpt: excerpt(lineText, line, column) } };
}
