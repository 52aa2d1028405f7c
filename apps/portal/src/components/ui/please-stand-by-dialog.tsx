import { useLingui } from '@lingui/react/macro';
import { specMessages } from '@/lib/i18n/spec-messages';
import { ModalDialog } from './modal-dialog';
import { Spinner } from './spinner';

/** The blocking dialog of the signed-in layout while the current user loads (300 px, spinner). */
export function PleaseStandByDialog({ open }: { open: boolean }) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      persistent
      title={t(specMessages.pleaseStandBy)}
      description={t`Loading your account…`}
      widthClass="w-[300px] max-w-[92vw]"
    >
      <div className="mt-5 flex justify-center text-ink" role="status">
        <Spinner size="lg" />
        <span className="sr-only">{t`Loading`}</span>
      </div>
    </ModalDialog>
  );
}
