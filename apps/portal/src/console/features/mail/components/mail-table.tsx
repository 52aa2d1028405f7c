import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import type { OutboxMessage } from '../api/mail';
import { MailDelivery } from './mail-delivery';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Mail', className: columnAt.first },
  { label: 'Written', className: columnAt.fromMd },
  { label: 'Delivery', className: 'py-2 pl-3' },
];

/** One row per mail: to whom and about what (the text opens in place), when it was written, where it stands. */
export function MailTable({
  labelledBy,
  mails,
  busy,
}: {
  labelledBy: string;
  mails: OutboxMessage[];
  busy: boolean;
}) {
  return (
    <table
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className={cx('w-full text-left text-sm', busy && 'opacity-60')}
    >
      <TableHead columns={columns} />
      <tbody>
        {mails.map((mail) => (
          <tr key={mail.id} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="block font-medium [overflow-wrap:anywhere] text-ink">{mail.subject}</span>
              <span className="block text-xs [overflow-wrap:anywhere] text-muted">to {mail.to}</span>
              <span className="block text-xs text-muted md:hidden">{formatDateTime(mail.createdAt)}</span>
              <details className="mt-1">
                <summary className="cursor-pointer text-xs font-medium text-ink underline underline-offset-2">
                  Read the mail
                </summary>
                <pre className="mt-2 max-h-72 overflow-auto rounded-lg border border-line bg-canvas p-3 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">
                  {mail.text}
                </pre>
              </details>
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink md:table-cell">
              {formatDateTime(mail.createdAt)}
            </td>
            <td className="py-3 pl-3">
              <MailDelivery delivery={mail.delivery} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
