import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { formatDateTime } from '@/lib/dates';
import { roleNames } from '../../../lib/operator-roles';
import { columnAt, TableHead, type TableColumn } from '../../../components/table-head';

export interface PendingInvitation {
  id: number;
  email: string;
  role: OperatorRole;
  /** An invitation to join, or the link of a sign-in an admin reset. */
  purpose: 'join' | 'reset';
  expiresAt: string;
}

const columns: readonly TableColumn[] = [
  { label: 'Email', className: columnAt.first },
  { label: 'Role', className: 'hidden px-3 py-2 sm:table-cell' },
  { label: 'Expires', className: 'hidden py-2 pl-3 sm:table-cell' },
];

/** The invitations (and sign-in resets) not yet accepted: whom for, as what, until when (under the address below 640 px). */
export function InvitationsTable({
  labelledBy,
  invitations,
}: {
  labelledBy: string;
  invitations: PendingInvitation[];
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="font-medium [overflow-wrap:anywhere] text-ink">{invitation.email}</span>
              {invitation.purpose === 'reset' && (
                <span className="ml-2 text-xs text-muted">(sign-in reset)</span>
              )}
              <span className="mt-1 block text-xs text-muted sm:hidden">
                {roleNames[invitation.role]} · expires {formatDateTime(invitation.expiresAt)}
              </span>
            </td>
            <td className="hidden px-3 py-3 text-ink sm:table-cell">{roleNames[invitation.role]}</td>
            <td className="hidden py-3 pl-3 whitespace-nowrap text-ink sm:table-cell">
              {formatDateTime(invitation.expiresAt)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
