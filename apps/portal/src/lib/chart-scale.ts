/** Axis ticks at round steps (1, 2, 2.5, 5 × 10^n) covering [min, max], always including zero. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  const low = Math.min(0, min);
  const high = Math.max(0, max);
  if (high === low) return [0, 1];
  const rough = (high - low) / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; tick <= high + step * 1e-9; tick += step) ticks.push(Math.round(tick / step) * step);
  if (ticks[ticks.length - 1]! < high) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}
