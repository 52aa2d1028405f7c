import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** One part of an affiliate's record: a card with its heading and, for roles that may act, its action. */
export function RecordSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <section aria-label={title}>
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink">{title}</h2>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

/** Label and value pairs, two columns from 640 px. */
export function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="flex flex-col">
          <dt className="text-muted">{label}</dt>
          <dd className="text-ink [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
