/**
 * Null when a generated file's `committed` text is the `generated` one; else `stale` (what to run) and
 * the first line that differs.
 */
export function fileDrift(committed: string | null, generated: string, stale: string): string | null {
  if (committed === generated) return null;
  if (committed === null) return `${stale} (the file is missing).`;
  const have = committed.split('\n');
  const want = generated.split('\n');
  const line = want.findIndex((text, i) => have[i] !== text);
  const at = line === -1 ? want.length : line;
  return `${stale} (first difference at line ${at + 1}:\n  committed: ${(have[at] ?? '<end of file>').trim()}\n  generated: ${(want[at] ?? '<end of file>').trim()})`;
}
