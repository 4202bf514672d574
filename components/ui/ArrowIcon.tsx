/**
 * An arrow pointing up and forward (right, or left in RTL): "leads elsewhere". Drawn in the text
 * colour by the `icon-arrow` utility (app/globals.css) from two borders, which also turns it in
 * RTL. It used to be a CSS mask over an SVG image: the browser makes that image a document of its
 * own while it computes styles, some 15–30 ms of Portfolio's first frame at a phone's CPU speed
 * (docs/performance.md). An inline SVG on every card measured no cheaper.
 */
export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`icon-arrow ${className}`} />;
}
