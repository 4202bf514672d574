/** A Markdown table with aligned columns: the first `leftColumns` read left to right, numbers on the right. */
export function markdownTable([header, ...body]: string[][], leftColumns: number): string {
  const rows = [header!, ...body];
  const widths = header!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const left = (column: number) => column < leftColumns;
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => (left(column) ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (left(column) ? '-'.repeat(width + 2) : `${'-'.repeat(width + 1)}:`)).join('|')}|`;
  return [line(header!), rule, ...body.map(line)].join('\n');
}
