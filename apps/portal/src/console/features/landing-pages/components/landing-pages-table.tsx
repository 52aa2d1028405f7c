import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import type { LandingPage } from '../api/landing-pages';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Page', className: columnAt.first },
  { label: 'Added', className: columnAt.fromMd },
  actionsColumn,
];

/** The allowed pages by label, each with its address; who added it and when from 768 px, below under the address. */
export function LandingPagesTable({
  labelledBy,
  pages,
  onRemove,
}: {
  labelledBy: string;
  pages: LandingPage[];
  onRemove: (page: LandingPage) => void;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {pages.map((page) => (
          <tr key={page.id} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="block font-medium [overflow-wrap:anywhere] text-ink">{page.label}</span>
              <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
                {page.prefix}
              </span>
              <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-muted md:hidden">
                Added by {page.added_by} · {formatDate(page.added_at)}
              </span>
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <span className="block [overflow-wrap:anywhere] text-ink">{page.added_by}</span>
              <span className="block whitespace-nowrap text-xs text-muted tabular-nums">
                {formatDate(page.added_at)}
              </span>
            </td>
            <td className="py-2 pl-3 text-right">
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove ${page.label}`}
                onClick={() => onRemove(page)}
              >
                Remove
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
