import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { buttonClasses } from '@/components/ui/button';

/** Where an application stands once its email is confirmed (or an answer is sent): with the program's team. */
export function ApplicationReceived({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-success/50 bg-success-soft p-4"
      >
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-ink" />
        <p className="text-sm text-success-ink">{children}</p>
      </div>
      <Link
        to={routes.authLogin.path}
        className={buttonClasses({ variant: 'secondary', size: 'lg', fullWidth: true })}
      >
        <Trans>Go to the sign-in page</Trans>
      </Link>
    </div>
  );
}

/** The word once an application's email is confirmed: it waits for the program's team. */
export function ApplicationWithTeam({ firstName }: { firstName: string }) {
  return (
    <ApplicationReceived>
      <Trans>Thank you, {firstName}: your application is with our team. We will write to you.</Trans>
    </ApplicationReceived>
  );
}
