import { useId, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ModalDialog } from '@/components/ui/modal-dialog';

export interface SecretDialogProps {
  /** The secret as the gateway answered it; null closes the dialog (and the screen forgets it). */
  secret: string | null;
  title: string;
  /** Which secret it is: the texts name it (whole sentences per kind, so each language can agree with it). */
  kind: 'signing-secret' | 'token';
  /** What to do with it (how to verify, how to send it). */
  children?: ReactNode;
  onDone: () => void;
}

/**
 * A secret shown this once: readable, selectable and copyable, with the warning that it will not be
 * shown again. Escape and outside clicks do not close it, so it is not lost by a stray key; "Done"
 * does, and the screen then drops the secret from its state (it is never cached, logged or put in the URL).
 */
export function SecretDialog({ secret, title, kind, children, onDone }: SecretDialogProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const warningId = useId();
  return (
    <ModalDialog open={secret !== null} persistent title={title} widthClass="w-[min(94vw,640px)]">
      {secret !== null && (
        <div className="mt-4 flex flex-col gap-4 text-left">
          <p
            id={warningId}
            className="flex items-start gap-2 rounded-lg border border-primary bg-primary-soft px-3 py-2.5 text-sm text-ink"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {kind === 'token' ? (
                <Trans>
                  Copy your token now and keep it somewhere safe, such as your tracker's settings or a
                  password manager. <strong>It will not be shown again</strong>: should you lose it, make a
                  new one.
                </Trans>
              ) : (
                <Trans>
                  Copy your signing secret now and keep it somewhere safe, such as your tracker's settings or
                  a password manager. <strong>It will not be shown again</strong>: should you lose it, make a
                  new one.
                </Trans>
              )}
            </span>
          </p>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-medium text-ink">
              {kind === 'token' ? <Trans>Your token</Trans> : <Trans>Your signing secret</Trans>}
            </label>
            <input
              id={fieldId}
              readOnly
              value={secret}
              aria-describedby={warningId}
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 font-mono text-sm text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40"
            />
            <div>
              <CopyButton text={secret} label={kind === 'token' ? t`Copy token` : t`Copy signing secret`} />
            </div>
          </div>
          {children}
          <Button fullWidth onClick={onDone}>
            <Trans>I have copied it</Trans>
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
