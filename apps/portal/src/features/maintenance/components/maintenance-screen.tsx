import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Wrench } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { BrandMark } from '@/components/brand-mark';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { checkMaintenance } from '../api/get-maintenance';

/** Shown while the system is flagged under maintenance; 'Check again' reads the setting once more. */
export function MaintenanceScreen() {
  const navigate = useNavigate();
  const { t } = useLingui();
  const [checking, setChecking] = useState(false);
  const [note, setNote] = useState('');

  const checkAgain = async () => {
    setChecking(true);
    setNote('');
    try {
      const under = await checkMaintenance();
      if (!under) {
        await navigate(routes.home.path, { replace: true });
        return;
      }
      setNote(t`We are still working on it. Please try again in a few minutes.`);
    } catch {
      setNote(t`We could not reach the server. Please try again in a few minutes.`);
    } finally {
      setChecking(false);
    }
  };

  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10 text-center focus:outline-none"
    >
      <BrandMark />
      <span
        aria-hidden="true"
        className="grid size-20 place-items-center rounded-full bg-primary-soft text-ink"
      >
        <Wrench className="size-9" />
      </span>
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Under maintenance</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            The partner portal is under maintenance. We will be back shortly; your data and earnings are safe.
          </Trans>
        </p>
      </div>
      {note && (
        <Alert tone="info" className="max-w-md text-left">
          {note}
        </Alert>
      )}
      <Button size="lg" loading={checking} onClick={() => void checkAgain()}>
        <Trans>Check again</Trans>
      </Button>
    </main>
  );
}
