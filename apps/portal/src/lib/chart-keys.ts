/**
 * Where a chart's keyboard cursor goes: the arrows step one point, Home and End jump to the ends.
 * With no point picked yet, ArrowRight starts at the first point and ArrowLeft at the last. Null for
 * any other key, or a chart without points (the key is then left to the browser).
 */
export function chartKeyStep(key: string, current: number | null, length: number): number | null {
  if (length === 0) return null;
  const from = current ?? (key === 'ArrowLeft' ? length : -1);
  if (key === 'ArrowRight') return Math.min(length - 1, from + 1);
  if (key === 'ArrowLeft') return Math.max(0, from - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return null;
}
