/**
 * An arrow pointing up and forward (right, or left in RTL): "leads elsewhere". Drawn by the
 * `icon-arrow` utility (app/globals.css), which also turns it in RTL, rather than inline SVG, so a
 * page of twelve project cards does not write the same drawing twelve times (docs/performance.md).
 */
export function ArrowIcon({ className = 'size-4' }: { className?: string }) {
  return <span aria-hidden="true" className={`icon-arrow ${className}`} />;
}
