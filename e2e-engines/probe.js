// Loaded into every page before the page's own scripts: as a preload script in Firefox, and in
// WebKit (whose WebDriver has no such hook) as the first script of <head>, added by the test
// server. It records what a visitor's console would show as a problem, and the theme <html> has
// when <header> is parsed, i.e. before anything of the page is painted.
(() => {
  if (window !== window.top || window.__engineProbe) return;
  const probe = { problems: [], themeAtHeader: undefined };
  window.__engineProbe = probe;
  const text = (value) => {
    if (value instanceof Error) return `${value.name}: ${value.message}`;
    try {
      return typeof value === 'string' ? value : JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  const consoleError = console.error;
  console.error = (...args) => {
    probe.problems.push(`console error: ${args.map(text).join(' ')}`);
    consoleError.apply(console, args);
  };
  window.addEventListener(
    'error',
    (event) => {
      if (event instanceof ErrorEvent) {
        probe.problems.push(`uncaught: ${event.message} (${event.filename}:${event.lineno})`);
      } else {
        // The site's own files; another host's image (an owner may link one) is not reachable
        // from the tests, as in the Playwright suite.
        const element = event.target;
        const url = element.src || element.href || '';
        if (!url || new URL(url, location.href).origin === location.origin)
          probe.problems.push(`failed to load <${element.localName}> ${url}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => probe.problems.push(`unhandled rejection: ${text(event.reason)}`));
  document.addEventListener('securitypolicyviolation', (event) =>
    probe.problems.push(`CSP blocked ${event.blockedURI || 'inline code'} (${event.effectiveDirective}): ${event.sample}`),
  );
  const recordTheme = () => {
    if (probe.themeAtHeader !== undefined || !document.querySelector('header')) return false;
    probe.themeAtHeader = document.documentElement.getAttribute('data-theme');
    return true;
  };
  if (!recordTheme()) {
    new MutationObserver((_, observer) => {
      if (recordTheme()) observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }
})();
