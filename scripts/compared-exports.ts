// What the reports that load pages compare (`npm run audit`, `npm run bench:hydration`): this
// checkout's export, the bare Next.js page's and, with `--against=REV`, the site as it was at an
// earlier commit, each served on its own port as GitHub Pages serves it.
import { withBareExport } from './bare-next';
import { withEarlierExport } from './earlier-export';
import { withServer } from './serve.mjs';

/** Where an export served on `port` on this machine is found, base path included. */
export const localOrigin = (port: number, basePath: string, tls?: object) => `${tls ? 'https' : 'http'}://localhost:${port}${basePath}`;

export interface ComparedExports {
  /** This checkout's export, served on `port`. */
  site: string;
  /** The bare page's, on `port + 1` (with the bare page with one photo at `BARE_PHOTO_PAGE`). */
  bare: string;
  /** The bare export's out/. */
  bareOut: string;
  /** With `against`: the earlier commit's, built for `port + 2` and served there; its out/. */
  earlier?: { origin: string; out: string };
}

/**
 * Builds the bare page (and the earlier commit's site), serves them and `out` on `port` and the two
 * ports after it (over HTTPS with HTTP/2 given `tls`), runs `measure`, then closes and removes them.
 */
export async function withComparedExports<T>(
  { out, port, basePath, tls, against }: { out: string; port: number; basePath: string; tls?: { key: Buffer; cert: Buffer }; against?: string },
  measure: (exports: ComparedExports) => Promise<T>,
): Promise<T> {
  const origin = (at: number) => localOrigin(at, basePath, tls);
  const serving = (root: string, at: number, run: () => Promise<T>) => withServer({ root, port: at, basePath, tls }, run);
  return withBareExport(basePath, (bareOut) =>
    serving(out, port, () =>
      serving(bareOut, port + 1, () => {
        const served = { site: origin(port), bare: origin(port + 1), bareOut };
        if (!against) return measure(served);
        return withEarlierExport(against, origin(port + 2), (earlierOut) =>
          serving(earlierOut, port + 2, () => measure({ ...served, earlier: { origin: origin(port + 2), out: earlierOut } })),
        );
      }),
    ),
  );
}
