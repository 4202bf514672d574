import type { z } from 'zod';

/** One problem in one content file, worded for the owner who edits it. */
export interface ContentProblem {
  file: string;
  path: string;
  message: string;
}

export class ContentError extends Error {
  constructor(readonly problems: ContentProblem[]) {
    super(
      `Content is not valid:\n${problems.map(formatProblem).join('\n')}\n` +
        'Fix the files above (an editor that reads "$schema" points at the same problems) and build again.',
    );
    this.name = 'ContentError';
  }
}

export function formatProblem({ file, path, message }: ContentProblem): string {
  return path ? `${file}: ${path}: ${message}` : `${file}: ${message}`;
}

/** `['projects', 3, 'link']` → `projects[3].link` */
export function formatPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => {
    if (typeof key === 'number') return `${out}[${key}]`;
    const name = String(key);
    return out ? `${out}.${name}` : name;
  }, '');
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `the text ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
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
    return issue.input === undefined
      ? `missing: this field is required (${expected})`
      : `expected ${expected}, got ${describe(issue.input)}`;
  }
  if (issue.input === undefined && issue.code !== 'unrecognized_keys') return 'missing: this field is required';
  if (issue.code === 'unrecognized_keys') {
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}: check the spelling`;
  }
  return undefined;
}

/** Parses one file's text against its schema; returns the data or every problem found. */
export function parseContent<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
): { data: z.output<S>; problems: [] } | { data?: undefined; problems: ContentProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    return { problems: [{ file, path: '', message: `invalid JSON: ${(error as Error).message}` }] };
  }
  const result = schema.safeParse(json, { error: ownerMessage });
  if (result.success) return { data: result.data, problems: [] };
  return {
    problems: result.error.issues.map((issue) => ({ file, path: formatPath(issue.path), message: issue.message })),
  };
}
