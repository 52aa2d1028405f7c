import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import { roleNames } from '../../../lib/operator-roles';
import type { OperatorChange } from './operator-dialogs';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Email', className: columnAt.first },
  { label: 'Role', className: columnAt.fromMd },
  { label: 'Status', className: columnAt.fromMd },
  { label: 'Last sign-in', className: columnAt.fromMd },
  actionsColumn,
];

const statusLooks = {
  active: { label: 'Active', className: 'bg-success-soft text-success-ink' },
  disabled: { label: 'Disabled', className: 'bg-canvas text-muted border border-line' },
};

function StatusBadge({ status }: { status: OperatorAccount['status'] }) {
  const look = statusLooks[status];
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', look.className)}>
      {look.label}
    </span>
  );
}

const lastSignIn = (operator: OperatorAccount) =>
  operator.lastSignInAt ? formatDateTime(operator.lastSignInAt) : 'Never';

/**
 * The console's operators. From 768 px a column each for role, status and last sign-in; narrower, they
 * go under the address. The signed-in admin's own row has no actions: nobody changes their own account.
 */
export function OperatorsTable({
  labelledBy,
  operators,
  selfId,
  onChange,
}: {
  labelledBy: string;
  operators: OperatorAccount[];
  selfId: number;
  onChange: (change: OperatorChange) => void;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {operators.map((operator) => {
          const self = operator.id === selfId;
          return (
            <tr key={operator.id} className="border-b border-line align-top last:border-0">
              <td className="py-3 pr-3">
                <span className="font-medium [overflow-wrap:anywhere] text-ink">{operator.email}</span>
                {self && <span className="ml-2 text-xs text-muted">(you)</span>}
                <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted md:hidden">
                  {roleNames[operator.role]} <StatusBadge status={operator.status} /> Last sign-in:{' '}
                  {lastSignIn(operator)}
                </span>
              </td>
              <td className="hidden px-3 py-3 text-ink md:table-cell">{roleNames[operator.role]}</td>
              <td className="hidden px-3 py-3 md:table-cell">
                <StatusBadge status={operator.status} />
              </td>
              <td className="hidden px-3 py-3 whitespace-nowrap text-ink md:table-cell">
                {lastSignIn(operator)}
              </td>
              <td className="py-2 pl-3">
                {!self && (
                  <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Change role of ${operator.email}`}
                      onClick={() => onChange({ kind: 'role', operator })}
                    >
                      Change role
                    </Button>
                    {operator.status === 'active' && (
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={`Reset the sign-in of ${operator.email}`}
                        onClick={() => onChange({ kind: 'reset', operator })}
                      >
                        Reset sign-in
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`${operator.status === 'active' ? 'Disable' : 'Re-enable'} ${operator.email}`}
                      onClick={() => onChange({ kind: 'status', operator })}
                    >
                      {operator.status === 'active' ? 'Disable' : 'Re-enable'}
                    </Button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
