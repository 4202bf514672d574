/** Stands where a link would be when there is nowhere to go yet: visibly not a link. */
export function ComingSoon({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2 rounded-full bg-subtle px-3 py-1.5 text-sm font-medium text-muted">
      <span aria-hidden="true" className="size-2 rounded-full bg-border-strong" />
      {label}
    </span>
  );
}
