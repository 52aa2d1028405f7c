import { useEffect, useId, useState } from 'react';
import { useBlocker } from 'react-router';
import { Download } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { CopyButton } from '@/components/ui/copy-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { isLoggedIn } from '@/lib/auth-store';
import { saveFile } from '@/lib/save-file';
import { recoveryCodesFileName, recoveryCodesText } from '../lib/recovery-codes-file';
import { useFocusOnMount } from '../lib/use-focus-on-mount';

export interface RecoveryCodesPanelProps {
  codes: readonly string[];
  issuer: string;
  account: string;
  onDone: () => void;
}

/**
 * The recovery codes, shown this once: download (a text file built in the browser) or copy them, and say
 * so before leaving. Until then, leaving the screen (a link, reload or closing the tab) asks first; after
 * a sign-out it does not, as the codes are then out of reach anyway.
 */
export function RecoveryCodesPanel({ codes, issuer, account, onDone }: RecoveryCodesPanelProps) {
  const { t } = useLingui();
  const [saved, setSaved] = useState(false);
  const [reminder, setReminder] = useState(false);
  const [createdAt] = useState(() => new Date());
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const reminderId = useId();
  const blocker = useBlocker(() => !saved && isLoggedIn());
  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);

  const file = { codes, issuer, account, createdAt };
  const download = () =>
    saveFile(
      new Blob([recoveryCodesText(file)], { type: 'text/plain;charset=utf-8' }),
      recoveryCodesFileName(file),
    );
  const done = () => {
    if (saved) onDone();
    else setReminder(true);
  };

  return (
    <Card className="max-w-2xl">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        <Trans>Save your recovery codes</Trans>
      </h2>
      <p className="mt-2 text-sm text-muted">
        <Trans>
          If you lose your phone, each code signs you in once instead of a code from the app. They are shown
          only now: download or copy them and keep them somewhere safe, such as a password manager.
        </Trans>
      </p>
      <ol
        aria-label={t`Recovery codes`}
        className="mt-5 grid grid-cols-1 gap-2 rounded-lg border border-line bg-canvas p-4 font-mono text-base text-ink min-[380px]:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code} className="tracking-wide">
            {code}
          </li>
        ))}
      </ol>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download as a text file</Trans>
        </Button>
        <CopyButton size="md" text={codes.join('\n')} />
      </div>
      <CheckboxField
        className="mt-5"
        label={t`I have saved my recovery codes somewhere safe`}
        checked={saved}
        aria-describedby={reminder && !saved ? reminderId : undefined}
        onChange={(event) => {
          setSaved(event.target.checked);
          if (event.target.checked) setReminder(false);
        }}
      />
      {reminder && !saved && (
        <p id={reminderId} role="alert" className="text-sm text-error-ink">
          <Trans>Confirm that you have saved your recovery codes: they are not shown again.</Trans>
        </p>
      )}
      <Button className="mt-4" onClick={done}>
        <Trans>Done</Trans>
      </Button>
      <ModalDialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => !open && blocker.reset?.()}
        title={t`Leave without saving your recovery codes?`}
        description={t`They are not shown again. Without them, a lost phone can lock you out of your account.`}
      >
        <div className="mt-6 flex flex-col gap-3">
          <Button fullWidth onClick={() => blocker.reset?.()}>
            <Trans>Stay and save them</Trans>
          </Button>
          <Button variant="secondary" fullWidth onClick={() => blocker.proceed?.()}>
            <Trans>Leave anyway</Trans>
          </Button>
        </div>
      </ModalDialog>
    </Card>
  );
}
