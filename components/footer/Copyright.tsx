export function Copyright({ name, year, className }: { name: string; year: number; className?: string }) {
  return (
    <p className={className}>
      © {year} {name}. All rights reserved.
    </p>
  );
}
