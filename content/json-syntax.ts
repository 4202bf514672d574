// Where a JSON text first breaks, and why, in words an owner editing it by hand can act on.
// JSON.parse says neither on Node 20 ('Unexpected token '}', "{ "a": }" is not valid JSON'), so
// when it refuses a file this scanner walks the text again to find the spot. The same walk finds
// a field written twice in one object (`findRepeatedKeys`), which JSON.parse takes silently,
// keeping the last: that walk runs on every file, a few KB each, well under a millisecond.

export interface JsonSyntaxError {
  /** Index in the text (UTF-16 code units) where the problem is. */
  offset: number;
  message: string;
}

class Stop extends Error {
  constructor(
    readonly offset: number,
    message: string,
  ) {
    super(message);
  }
}

/** The curly double quotes a word processor or a phone's keyboard types for ". */
const CURLY_QUOTES = '“”„‟';

const VALUE_HINT = 'expected a value: "text", a number, true, false, null, a list [ ] or an object { }';

function shown(char: string): string {
  if (char === '\n' || char === '\r') return 'a line break';
  if (char === '\t') return 'a tab';
  const code = char.codePointAt(0) ?? 0;
  const unicode = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  // What draws as nothing, or as a space, is named: "unexpected "　"" looked blank.
  if (code === 0x3000) return `a full-width space (${unicode}): write an ordinary space, or none`;
  if (/\s/u.test(char) || /[\p{Cf}\p{Cc}]/u.test(char)) return `an invisible character (${unicode}): delete it`;
  // An input method's full-width form of a JSON character ("：" for ":").
  if (code >= 0xff01 && code <= 0xff5e) return `"${char}" (the full-width form of "${String.fromCodePoint(code - 0xfee0)}": write that one)`;
  if (CURLY_QUOTES.includes(char)) return `"${char}" (a curly quote: JSON needs straight double quotes ")`;
  return `"${char}"`;
}

/** A field written more than once in one object: where its second writing is, and its first. */
export interface RepeatedKey {
  /** Index in the text of the second writing's opening quote. */
  offset: number;
  key: string;
  firstOffset: number;
  /** How many times the object has it (JSON.parse keeps the last). */
  count: number;
}

/** The first syntax error in `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  return mergeConflict(text) ?? scan(text);
}

/**
 * The first line Git writes around a merge conflict it leaves to the owner (<<<<<<<, |||||||,
 * =======, >>>>>>>), who edited a file on GitHub and on their computer and pulled: a JSON text
 * cannot have one (a line break cannot be inside a text), and "unexpected "<"" did not say what
 * had happened or what to do.
 */
function mergeConflict(text: string): JsonSyntaxError | undefined {
  const marker = /^(?:<{7}|\|{7}|={7}|>{7})(?:[ \t].*)?$/mu.exec(text);
  if (!marker) return undefined;
  return {
    offset: marker.index,
    message:
      'a Git merge conflict is left here: between "<<<<<<<" and "=======" is one version of these lines, between "=======" and ">>>>>>>" the other (the names after the markers say whose). Keep the lines you want, and delete the others and the marker lines',
  };
}

/**
 * Every field written more than once in the same object of `text`, in the order of their second
 * writing; none when `text` is not valid JSON (its syntax error is what to report).
 */
export function findRepeatedKeys(text: string): RepeatedKey[] {
  const repeats: RepeatedKey[] = [];
  return scan(text, repeats) ? [] : repeats;
}

/** Walks `text` to its first syntax error; with `repeats`, collects the fields an object has twice. */
function scan(text: string, repeats?: RepeatedKey[]): JsonSyntaxError | undefined {
  let at = 0;
  const fail = (message: string, offset = at): never => {
    throw new Stop(offset, message);
  };
  const atEnd = () => at >= text.length;

  function whitespace() {
    while (at < text.length && ' \t\n\r'.includes(text[at] ?? '')) at++;
  }

  /**
   * After a value, where a comma or the end of its object or list must come: a text followed by
   * more words and another " on its line was most likely cut short by a quotation mark written
   * inside it ("I build "fast" apps"), which is named at that mark.
   */
  function afterValue(valueStart: number, valueEnd: number, expected: string, next: 'field' | 'item'): never {
    if (text[valueStart] === '"') curlyEnd(valueStart, valueEnd - 1, true);
    const lineEnd = text.slice(at).search(/[\r\n]|$/);
    const sameLine = !/[\r\n]/.test(text.slice(valueEnd, at));
    if (text[valueStart] === '"' && sameLine && /^[^\s",:{}[\]/]/.test(text[at] ?? '') && text.slice(at, at + lineEnd).includes('"')) {
      fail('a " inside a text ends it: write \\" for a quotation mark in the text, or use “ ” instead', valueEnd - 1);
    }
    // The next field or item starts, after a space or a line break, where a comma should have come:
    // said where the comma goes, at the end of the line before, not as an unexpected quote after it.
    const starts = next === 'field' ? /^"/ : /^(?:["{[\d-]|true\b|false\b|null\b)/;
    if (at > valueEnd && starts.test(text.slice(at))) fail(`a comma , is missing here: JSON needs one between two ${next}s`, valueEnd);
    return unexpected(expected);
  }

  /**
   * A text opened with a straight quote and closed with a curly one ("My app”, pasted from a word
   * processor with its closing quote): JSON reads the curly quote as a letter, so the text runs on
   * to the next straight quote, or to the line's end. The text from `start` (its opening quote) to
   * `end` is named at its last curly quote when only a comma, colon or bracket follows it there
   * (`punctuated`: at least one, for a text closed by a later quote), as it does where the owner
   * meant the text to end: the line looked closed, and the caret stood at its end, saying "close
   * it with \"".
   */
  function curlyEnd(start: number, end: number, punctuated: boolean) {
    const inside = text.slice(start + 1, end);
    const last = Math.max(...[...CURLY_QUOTES].map((quote) => inside.lastIndexOf(quote)));
    if (last >= 0 && (punctuated ? /^\s*[,:}\]][\s,:}\]]*$/ : /^[\s,:}\]]*$/).test(inside.slice(last + 1))) {
      fail(`a curly quote ${inside[last]} ends this text, but JSON reads it as a letter of the text: write a straight " in its place (or after it, to keep it)`, start + 1 + last);
    }
  }

  function unexpected(expected: string): never {
    if (atEnd()) fail(`the file ends too early: ${expected}`);
    const char = text[at] ?? '';
    if (char === "'") fail('use double quotes " around text and field names, not single quotes');
    if (char === '/' && (text[at + 1] === '/' || text[at + 1] === '*')) fail('JSON allows no comments: remove it');
    return fail(`unexpected ${shown(char)}: ${expected}`);
  }

  function string() {
    const start = at;
    at++; // the opening quote
    while (!atEnd()) {
      const char = text[at] ?? '';
      if (char === '"') {
        at++;
        return;
      }
      if (char === '\\') {
        const escape = text[at + 1];
        if (escape === 'u' && /^[\dA-Fa-f]{4}$/.test(text.slice(at + 2, at + 6))) at += 6;
        else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) at += 2;
        else fail('a backslash \\ in text starts an escape: write \\\\ for a backslash itself');
        continue;
      }
      if (char === '\n' || char === '\r') {
        curlyEnd(start, at, false);
        fail('text cannot run over a line break: close it with " or write \\n for a new line');
      }
      if (char < ' ') fail('a control character in text: remove it or write it as \\t or \\n');
      at++;
    }
    curlyEnd(start, at, false);
    fail('this text is not closed: a " is missing', start);
  }

  function number() {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(at, at + 400));
    if (!match) fail('a malformed number: write it like 12, -3 or 4.5, or put it in double quotes as text');
    at += match![0].length;
  }

  function word(literal: string) {
    if (text.startsWith(literal, at)) at += literal.length;
    else unexpected(`${VALUE_HINT} (text needs double quotes)`);
  }

  function object() {
    at++; // {
    whitespace();
    if (text[at] === '}') {
      at++;
      return;
    }
    // Each field's first writing, then its RepeatedKey once written again.
    const seen = repeats && new Map<string, number | RepeatedKey>();
    // Where the last comma stands: a comma after the last field is shown there, not at the } (the
    // line of a } often has a comma of its own, which is right).
    let comma = at;
    for (;;) {
      whitespace();
      if (text[at] === '}') fail('remove this comma: JSON allows no comma after the last field, before }', comma);
      if (text[at] !== '"') unexpected('expected a field name in double quotes, such as "title"');
      const keyStart = at;
      string();
      const keyEnd = at;
      if (seen) {
        // The name as JSON.parse reads it: "ti\u0074le" is "title".
        const key = JSON.parse(text.slice(keyStart, at)) as string;
        const before = seen.get(key);
        if (before === undefined) seen.set(key, keyStart);
        else if (typeof before === 'number') {
          const repeat = { offset: keyStart, key, firstOffset: before, count: 2 };
          repeats!.push(repeat);
          seen.set(key, repeat);
        } else before.count++;
      }
      whitespace();
      if (text[at] !== ':') {
        curlyEnd(keyStart, keyEnd - 1, true);
        unexpected('expected a colon : after the field name');
      }
      at++;
      whitespace();
      const valueStart = at;
      value();
      const valueEnd = at;
      whitespace();
      if (text[at] === ',') {
        comma = at++;
        continue;
      }
      if (text[at] === '}') {
        at++;
        return;
      }
      afterValue(valueStart, valueEnd, 'expected a comma , before the next field, or } to close the object', 'field');
    }
  }

  function array() {
    at++; // [
    whitespace();
    if (text[at] === ']') {
      at++;
      return;
    }
    let comma = at; // as in object()
    for (;;) {
      whitespace();
      if (text[at] === ']') fail('remove this comma: JSON allows no comma after the last item, before ]', comma);
      const valueStart = at;
      value();
      const valueEnd = at;
      whitespace();
      if (text[at] === ',') {
        comma = at++;
        continue;
      }
      if (text[at] === ']') {
        at++;
        return;
      }
      afterValue(valueStart, valueEnd, 'expected a comma , before the next item, or ] to close the list', 'item');
    }
  }

  function value() {
    whitespace();
    const char = text[at] ?? '';
    if (char === '{') object();
    else if (char === '[') array();
    else if (char === '"') string();
    else if (char === '-' || (char >= '0' && char <= '9')) number();
    else if (char === 't') word('true');
    else if (char === 'f') word('false');
    else if (char === 'n') word('null');
    else unexpected(VALUE_HINT);
  }

  try {
    whitespace();
    if (atEnd()) fail('the file is empty: it needs an object { … }');
    value();
    whitespace();
    if (!atEnd()) unexpected('the JSON ended before this: remove what follows, or look for a } or ] closed too early');
    return undefined;
  } catch (error) {
    if (error instanceof Stop) return { offset: error.offset, message: error.message };
    throw error;
  }
}

/** Line and column (1-based, counted in characters as an editor shows them) of `offset`. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number; lineText: string } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = text.indexOf('\n', offset);
  const lineText = text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).replace(/\r$/, '');
  return { line, column: Array.from(text.slice(lineStart, offset)).length + 1, lineText };
}

const WIDTH = 80;

// Han, kana and Hangul (but not the half-width katakana ｶﾀｶﾅ), CJK punctuation, full-width
// forms, and emoji drawn as emoji by default (not ©, ™ or ❤, which a terminal draws one cell wide).
const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6\p{Emoji_Presentation}]/u;
const halfWidth = /[\uff61-\uffdc\uffe8-\uffee]/u;
// Combining marks, joiners, the variation selector and skin tones: drawn on the character before.
const noWidth = /[\p{Mn}\p{Me}\u200b-\u200f\u2060\ufe0f\ufeff\u{1f3fb}-\u{1f3ff}]/u;

/** How many cells of a terminal `char` takes (East Asian wide characters two). */
const cellsOf = (char: string) => (noWidth.test(char) ? 0 : wide.test(char) && !halfWidth.test(char) ? 2 : 1);

/**
 * The line with a caret under the column, cut around the column when the line is long (a file
 * saved on one line):
 *     3 |   "title": "Pocket Budget",,
 *       |                            ^
 */
export function excerpt(lineText: string, line: number, column: number): string[] {
  let chars = Array.from(lineText);
  let caretAt = column - 1;
  if (chars.length > WIDTH) {
    const start = Math.max(0, Math.min(caretAt - WIDTH / 2, chars.length - WIDTH));
    const cut = chars.slice(start, start + WIDTH);
    chars = [...(start > 0 ? ['…'] : []), ...cut, ...(start + WIDTH < chars.length ? ['…'] : [])];
    caretAt = caretAt - start + (start > 0 ? 1 : 0);
  }
  const gutter = String(line);
  // Tabs stay tabs under the text so that the caret lines up whatever the terminal's tab width; a
  // character a terminal draws two cells wide (kanji, kana, Hangul, full-width forms, emoji) gets
  // two spaces, and one it draws in none (a combining mark, a joiner) none.
  const pad = chars
    .slice(0, caretAt)
    .map((char) => (char === '\t' ? '\t' : ' '.repeat(cellsOf(char))))
    .join('');
  return [`  ${gutter} | ${chars.join('')}`, `  ${' '.repeat(gutter.length)} | ${pad}^`];
}
