import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/** Where a column's heading sits: the first and last columns pad one side only; `fromMd` shows from 768 px. */
export const columnAt = {
  first: 'py-2 pr-3',
  middle: 'px-3 py-2',
  fromMd: 'hidden px-3 py-2 md:table-cell',
  last: 'py-2 pl-3 text-right',
} as const;

export interface TableColumn {
  label: ReactNode;
  /** Padding, width and the width from which the column shows (`columnAt`, plus a width when it needs one). */
  className: string;
}

/** The column of a row's buttons: named for screen readers only. */
export const actionsColumn: TableColumn = {
  label: <span className="sr-only">Actions</span>,
  className: columnAt.last,
};

/** The heading row every console table shares: small capitals over a rule. */
export function TableHead({ columns }: { columns: readonly TableColumn[] }) {
  return (
    <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cx(column.className, 'font-semibold')}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
