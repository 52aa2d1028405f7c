import { useState } from 'react';
import { operatorRoles, type OperatorRole } from '@affiliate/contract/common/endpoint';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { roleNames } from '../../../lib/operator-roles';
import { useUpdateOperator } from '../api/operators';

/** What an admin is about to do to an operator, from the row's buttons. */
export type OperatorChange = { kind: 'role' | 'status'; operator: OperatorAccount };

const roleOptions = operatorRoles.map((role) => ({ value: role, label: roleNames[role] }));

/**
 * Confirms a change to an operator before it is sent, and tells a refusal in the dialog: the gateway
 * answers 409 when nobody would be left to administer the console, or for the admin's own account.
 */
export function OperatorChangeDialog({ change, onClose }: { change: OperatorChange | null; onClose: () => void }) {
  const update = useUpdateOperator();
  const [role, setRole] = useState<OperatorRole | null>(null);
  const operator = change?.operator;
  const chosenRole = role ?? operator?.role ?? 'support';
  const disabling = operator?.status === 'active';

  const close = () => {
    update.reset();
    setRole(null);
    onClose();
  };
  const apply = async () => {
    if (!change || !operator) return;
    const body = change.kind === 'role' ? { role: chosenRole } : { status: disabling ? ('disabled' as const) : ('active' as const) };
    try {
      await update.mutateAsync({ params: { operatorId: operator.id }, body });
      close();
    } catch {
      // Told in the dialog from update.error.
    }
  };

  const title = !change ? '' : change.kind === 'role' ? 'Change role' : disabling ? 'Disable this operator?' : 'Enable this operator again?';
  const description = !operator
    ? undefined
    : change?.kind === 'role'
      ? `${operator.email} is ${roleNames[operator.role]} now. A new role takes effect on their next request.`
      : disabling
        ? `${operator.email} is signed out at once and cannot sign in until an admin enables the account again.`
        : `${operator.email} can sign in again with their password and authenticator.`;

  return (
    <ModalDialog
      open={change !== null}
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description && <span className="[overflow-wrap:anywhere]">{description}</span>}
      widthClass="w-[min(92vw,440px)]"
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {change?.kind === 'role' && <SelectField label="New role" options={roleOptions} value={chosenRole} onChange={(event) => setRole(event.target.value as OperatorRole)} />}
        {update.isError && <Alert>{readApiFailure(update.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={change?.kind === 'status' && disabling ? 'danger' : 'primary'}
            loading={update.isPending}
            disabled={change?.kind === 'role' && chosenRole === operator?.role}
            onClick={() => void apply()}
          >
            {change?.kind === 'role' ? 'Save role' : disabling ? 'Disable' : 'Enable'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
