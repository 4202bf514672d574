/** First focusable element of every page: jumps keyboard users past the header to the content. */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href="#main"
      className="fixed start-4 top-3 z-50 -translate-y-24 rounded-full bg-accent px-5 py-3 text-sm font-semibold text-accent-fg shadow-card transition-transform focus:translate-y-0 motion-reduce:transition-none"
    >
      {label}
    </a>
  );
}
