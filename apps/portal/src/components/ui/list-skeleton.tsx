import { Skeleton } from './skeleton';

/** At most ten placeholders, whatever the page size: enough to hold the layout while the first page loads. */
const sketch = (count: number) => Array.from({ length: Math.min(count, 10) }, (_, i) => i);

/** Placeholder cards for a list that shows one card per row on a phone. */
export function SkeletonCardItems({ count }: { count: number }) {
  return sketch(count).map((i) => (
    <li key={i} className="rounded-xl border border-line bg-surface p-4">
      <Skeleton className="h-5 w-32" />
      <Skeleton className="mt-3 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-2/3" />
    </li>
  ));
}

/** Placeholder rows for a table of `columns` cells. */
export function SkeletonTableRows({ count, columns }: { count: number; columns: number }) {
  return sketch(count).map((i) => (
    <tr key={i} className="border-b border-line last:border-0">
      {Array.from({ length: columns }, (_, cell) => (
        <td key={cell} className="px-3 py-3">
          <Skeleton className="h-4 w-full" />
        </td>
      ))}
    </tr>
  ));
}
