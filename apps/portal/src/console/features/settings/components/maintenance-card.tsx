import { useState } from 'react';
import type { ProgramSettings } from '@affiliate/contract/endpoints/operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useSetMaintenance } from '../api/program-settings';

/**
 * The affiliate portal's maintenance screen, on or off, confirmed in a dialog. Only the portal's switch
 * changes: the setting's other apps keep theirs, and the console is never behind it.
 */
export function MaintenanceCard({ maintenance }: { maintenance: ProgramSettings['maintenance'] }) {
  const setMaintenance = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);
  const on = maintenance.affiliate;

  const close = () => {
    setMaintenance.reset();
    setConfirming(false);
  };
  const apply = async () => {
    try {
      await setMaintenance.mutateAsync({ app: maintenance.app, on: !on });
      close();
    } catch {
      // Told in the dialog from setMaintenance.error.
    }
  };

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Maintenance</h2>
      <p className="mt-1 text-sm text-muted">
        While it is on, affiliates who open the portal see its maintenance screen. This console keeps working.
      </p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink">
          <span className="font-semibold">
            {on ? 'On: the portal shows its maintenance screen.' : 'Off: the portal is open.'}
          </span>
          {maintenance.updated_at && (
            <span className="block text-xs text-muted">
              Last changed {formatDateTime(maintenance.updated_at)}
            </span>
          )}
        </p>
        <Button variant={on ? 'primary' : 'danger'} onClick={() => setConfirming(true)}>
          {on ? 'Turn maintenance off' : 'Turn maintenance on'}
        </Button>
      </div>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => !open && close()}
        title={on ? 'Open the portal again?' : 'Put the portal under maintenance?'}
        description={
          on
            ? 'Affiliates can sign in and use the portal again.'
            : 'Affiliates who open the portal see its maintenance screen until you turn it off. Signed-in affiliates see it on their next visit.'
        }
        widthClass="w-[min(92vw,440px)]"
      >
        <div className="mt-5 flex flex-col gap-4 text-left">
          {setMaintenance.isError && <Alert>{readApiFailure(setMaintenance.error).message}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button
              variant={on ? 'primary' : 'danger'}
              loading={setMaintenance.isPending}
              onClick={() => void apply()}
            >
              {on ? 'Turn off' : 'Turn on'}
            </Button>
          </div>
        </div>
      </ModalDialog>
    </Card>
  );
}
