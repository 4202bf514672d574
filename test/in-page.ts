// Functions that run inside a page, shared by the two browser-test runners: Playwright's (e2e/)
// and the Firefox and WebKit suites (e2e-engines/). Each runner sends a function's source text to
// the page, so these may use only their arguments and the page's globals.

/** Whether React has hydrated the first element matching `selector` (React marks the elements it owns). */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
}
