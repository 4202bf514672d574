import { captureEarlyClicks } from './early-clicks';

/**
 * The inline script that keeps taps on the page's controls until they are hydrated
 * (early-clicks.ts). First in <body>: it must listen before the first control can be tapped. The
 * Content-Security-Policy allows it by its hash (scripts/csp.ts).
 */
export function EarlyClickCapture() {
  return <script dangerouslySetInnerHTML={{ __html: captureEarlyClicks }} />;
}
