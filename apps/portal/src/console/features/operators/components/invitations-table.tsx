import type { PendingInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { roleNames } from '../../../lib/operator-roles';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

const columns: readonly TableColumn[] = [
  { label: 'Email', className: columnAt.first },
  { label: 'Role', className: 'hidden px-3 py-2 sm:table-cell' },
  { label: 'Invited by', className: columnAt.fromMd },
  { label: 'Expires', className: 'hidden px-3 py-2 sm:table-cell' },
  actionsColumn,
];

/** Who sent a link: an admin's address, or the server's command line (a machine's operator token). */
export const inviterName = (invitation: PendingInvitation): string =>
  invitation.invitedBy?.email ?? 'the command line';

/**
 * The invitations (and sign-in resets) not yet accepted: whom for, as what, sent by whom, until when
 * (under the address on narrow screens), and the way to cancel one.
 */
export function InvitationsTable({
  labelledBy,
  invitations,
  onCancel,
}: {
  labelledBy: string;
  invitations: PendingInvitation[];
  onCancel: (invitation: PendingInvitation) => void;
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
              <span className="mt-1 block text-xs [overflow-wrap:anywhere] text-muted md:hidden">
                Invited by {inviterName(invitation)}
              </span>
            </td>
            <td className="hidden px-3 py-3 text-ink sm:table-cell">{roleNames[invitation.role]}</td>
            <td className="hidden px-3 py-3 [overflow-wrap:anywhere] text-ink md:table-cell">
              {inviterName(invitation)}
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink sm:table-cell">
              {formatDateTime(invitation.expiresAt)}
            </td>
            <td className="py-2 pl-3 text-right">
              <Button
                variant="secondary"
                size="sm"
                className="whitespace-nowrap"
                aria-label={`Cancel the ${invitation.purpose === 'reset' ? 'sign-in reset link' : 'invitation'} of ${invitation.email}`}
                onClick={() => onCancel(invitation)}
              >
                Cancel
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
