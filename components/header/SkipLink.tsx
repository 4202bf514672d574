/**
 * First focusable element of every page: jumps keyboard users past the header to the content.
 * It appears and vanishes at once, never slides: sliding away it would lie over the brand link
 * that takes focus next (WCAG 2.4.11), for as long as the slide lasts.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="print:hidden fixed start-4 top-3 z-50 -translate-y-24 rounded-full bg-accent px-5 py-3 text-sm font-semibold text-accent-fg shadow-card focus:translate-y-0"
    >
      {label}
    </a>
  );
}
