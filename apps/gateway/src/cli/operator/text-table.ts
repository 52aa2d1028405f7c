/**
 * Rows as the terminal shows a table: columns two spaces apart, each as wide as its widest cell, the
 * first row the heading. Lines, not one string, so a command may put lines of its own under a row.
 */
export function tableLines(rows: ReadonlyArray<readonly string[]>): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  // The last column is not padded, and an empty last cell leaves no spaces at the end of its line.
  return rows.map((row) =>
    row
      .map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}
