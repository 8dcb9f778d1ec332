/** A Markdown table: the header, its separator and one line per row, ending with a newline. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
  ].join('\n');
}

/** Bytes written as kilobytes (1024) with one decimal. */
export function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}
