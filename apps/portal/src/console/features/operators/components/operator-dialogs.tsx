import { useState } from 'react';
import { operatorRoles, type OperatorRole } from '@affiliate/contract/common/endpoint';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { roleNames } from '../../../lib/operator-roles';
import { useResetSignIn, useUpdateOperator } from '../api/operators';
import type { IssuedInvitation } from './invitation-link-dialog';

/** What an admin is about to do to an operator, from the row's buttons. */
export type OperatorChange = { kind: 'role' | 'status' | 'reset'; operator: OperatorAccount };

const roleOptions = operatorRoles.map((role) => ({ value: role, label: roleNames[role] }));

/**
 * Confirms a change to an operator before it is sent, and tells a refusal in the dialog: the gateway
 * answers 409 when nobody would be left to administer the console, or for the admin's own account.
 */
export function OperatorChangeDialog({
  change,
  onClose,
  onLink,
}: {
  change: OperatorChange | null;
  onClose: () => void;
  onLink: (link: IssuedInvitation) => void;
}) {
  const updateAccount = useUpdateOperator();
  const resetSignIn = useResetSignIn();
  const update = change?.kind === 'reset' ? resetSignIn : updateAccount;
  const [role, setRole] = useState<OperatorRole | null>(null);
  const operator = change?.operator;
  const chosenRole = role ?? operator?.role ?? 'support';
  const disabling = operator?.status === 'active';

  const close = () => {
    updateAccount.reset();
    resetSignIn.reset();
    setRole(null);
    onClose();
  };
  const apply = async () => {
    if (!change || !operator) return;
    if (change.kind === 'reset') {
      try {
        const link = await resetSignIn.mutateAsync(operator.id);
        close();
        onLink(link);
      } catch {
        // Told in the dialog from resetSignIn.error.
      }
      return;
    }
    const body =
      change.kind === 'role'
        ? { role: chosenRole }
        : { status: disabling ? ('disabled' as const) : ('active' as const) };
    try {
      await updateAccount.mutateAsync({ params: { operatorId: operator.id }, body });
      close();
    } catch {
      // Told in the dialog from update.error.
    }
  };

  const title = !change
    ? ''
    : change.kind === 'reset'
      ? 'Reset this operator’s sign-in?'
      : change.kind === 'role'
        ? 'Change role'
        : disabling
          ? 'Disable this operator?'
          : 'Enable this operator again?';
  const description = !operator
    ? undefined
    : change?.kind === 'reset'
      ? `${operator.email} is signed out at once and their password stops working. You get a link, valid 72 hours, for them to choose a new password and enrol a new authenticator: for a lost phone or a password that may have leaked.`
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
        {change?.kind === 'role' && (
          <SelectField
            label="New role"
            options={roleOptions}
            value={chosenRole}
            onChange={(event) => setRole(event.target.value as OperatorRole)}
          />
        )}
        {update.isError && <Alert>{readApiFailure(update.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant={
              (change?.kind === 'status' && disabling) || change?.kind === 'reset' ? 'danger' : 'primary'
            }
            loading={update.isPending}
            disabled={change?.kind === 'role' && chosenRole === operator?.role}
            onClick={() => void apply()}
          >
            {change?.kind === 'reset'
              ? 'Reset sign-in'
              : change?.kind === 'role'
                ? 'Save role'
                : disabling
                  ? 'Disable'
                  : 'Enable'}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
