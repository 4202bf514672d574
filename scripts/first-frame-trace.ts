// What `npm run bench:first-frame` reads from a Chromium trace: the main thread's own time before
// the first contentful paint, by kind of work.

/** Trace events grouped as a reader thinks of them; time inside a nested event counts once, as its own kind. */
const kinds: Record<string, string> = {
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse HTML',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  'v8.compile': 'script',
  'v8.run': 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
};
export const columns = ['parse HTML', 'script', 'style', 'layout', 'paint'] as const;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

export interface Frame {
  /** From the start of HTML parsing to the first contentful paint, ms. */
  toPaint: number;
  /** Main-thread ms before the paint, by kind. */
  spent: Record<string, number>;
}

/** Self time (ms) of each kind of event on the renderer's main thread before the first contentful paint. */
export function firstFrame(events: TraceEvent[]): Frame {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const parse = events.find((event) => event.name === 'ParseHTML');
  if (!paint || !parse) throw new Error('the trace has no first contentful paint or no HTML parsing');
  const main = events
    .filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X' && event.dur && event.ts <= paint.ts)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const own = new Map(main.map((event) => [event, event.dur!]));
  const open: TraceEvent[] = [];
  for (const event of main) {
    while (open.length > 0 && open.at(-1)!.ts + open.at(-1)!.dur! <= event.ts) open.pop();
    const parent = open.at(-1);
    if (parent) own.set(parent, own.get(parent)! - event.dur!);
    open.push(event);
  }
  const spent: Record<string, number> = {};
  for (const [event, self] of own) {
    const kind = kinds[event.name];
    if (kind) spent[kind] = (spent[kind] ?? 0) + self / 1000;
  }
  return { toPaint: (paint.ts - parse.ts) / 1000, spent };
}
