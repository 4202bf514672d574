/** Stands where a link would be when there is nowhere to go yet: visibly not a link. `lang`: its label's, when not the page's. */
export function ComingSoon({ label, lang }: { label: string; lang?: string | undefined }) {
  return (
    <span lang={lang} className="inline-flex items-center gap-2 rounded-full bg-subtle px-3 py-1.5 text-sm font-medium text-muted">
      <span aria-hidden="true" className="size-2 rounded-full bg-border-strong" />
      {label}
    </span>
  );
}
