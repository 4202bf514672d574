/**
 * A server's first flight of data: TCP's initial window of 10 segments of 1,460 bytes is 14,600
 * bytes, the response headers and TLS framing included. A first paint that needs more waits one
 * more round trip (150 ms on slow 4G). The line every page's gzipped HTML, inline CSS included,
 * is held to: by the list pages' split (lib/pagination/), by the build that weighs them
 * (scripts/build/) and by `npm run bench:size`.
 */
export const FIRST_WINDOW = 14 * 1024;
