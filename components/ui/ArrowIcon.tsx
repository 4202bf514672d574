/** An arrow pointing up and forward (right, or left in RTL): "leads elsewhere". */
export function ArrowIcon({ className = 'size-4 rtl:-scale-x-100' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 14 14 6M7 6h7v7" />
    </svg>
  );
}
