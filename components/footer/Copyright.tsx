/** The copyright line, written by the layout from content/ui/ (`footer.copyright`). */
export function Copyright({ text, className }: { text: string; className?: string }) {
  return <p className={className}>{text}</p>;
}
