/**
 * Taps on the page's JavaScript controls (the theme and menu buttons, Become A Sponsor, the
 * typewriter's pause, the contact form's Send) that come before React has hydrated them. The
 * buttons are drawn from the first paint, but on a slow phone their code comes a second or two
 * later, and React drops a click on an element it cannot hydrate at once (it does not replay
 * clicks): the visitor's first tap did nothing. An inline script at the start of <body>
 * (`captureEarlyClicks`) keeps such a tap instead, and the control, once hydrated, acts on it. A
 * control takes part by spreading what `useEarlyClick` returns onto its element; links need none,
 * as they work without JavaScript. A submit button's kept tap also keeps its form from posting
 * (Enter in a field is a click on it too).
 */

/** Marks a control whose taps before hydration are kept for it. */
export const EARLY_CLICK = 'data-early-click';
/** Set by `useEarlyClick` once the control is hydrated: from then on React has its taps. */
export const HYDRATED = 'data-hydrated';
/** Where the inline script keeps the controls tapped early: a Set, each once however often tapped. */
export const QUEUE = '__earlyClicks';

declare global {
  interface Window {
    [QUEUE]?: Set<Element>;
  }
}

/**
 * The inline script, run before any control is parsed. It listens on the document in the capture
 * phase, before React's listener there (registered when React starts), and stops a tap on a
 * control not yet hydrated from reaching React, which would drop it. Tapped twice before its code
 * came, a control acts once: the second tap was the visitor's "did that work?". Written small: it
 * is in every page's HTML, and again in its RSC payload (about 250 bytes gzipped in all, the
 * policy's hash for it included).
 */
export const captureEarlyClicks = `(()=>{let q=window.${QUEUE}=new Set;document.addEventListener("click",e=>{let t=e.target.closest?.("[${EARLY_CLICK}]");t&&!t.hasAttribute("${HYDRATED}")&&(q.add(t),e.preventDefault(),e.stopImmediatePropagation())},!0)})()`;
