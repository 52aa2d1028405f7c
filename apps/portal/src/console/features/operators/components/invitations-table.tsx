import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { formatDateTime } from '@/lib/dates';
import { roleNames } from '../../../lib/operator-roles';

export interface PendingInvitation {
  id: number;
  email: string;
  role: OperatorRole;
  expiresAt: string;
}

/** The invitations not yet accepted: whom for, as what, until when. */
export function InvitationsTable({ invitations }: { invitations: PendingInvitation[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Pending invitations</caption>
      <thead className="border-b border-line text-xs uppercase tracking-wide text-muted">
        <tr>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Email
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            Role
          </th>
          <th scope="col" className="py-2 pl-3 font-semibold">
            Expires
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3 font-medium break-all text-ink">{invitation.email}</td>
            <td className="px-3 py-3 text-ink">{roleNames[invitation.role]}</td>
            <td className="py-3 pl-3 text-ink">{formatDateTime(invitation.expiresAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
