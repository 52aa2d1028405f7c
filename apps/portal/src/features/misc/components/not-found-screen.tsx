import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { routes } from '@/config/routes';
import { BrandMark } from '@/components/brand-mark';
import { buttonClasses } from '@/components/ui/button';

export function NotFoundScreen() {
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-10 text-center focus:outline-none"
    >
      <BrandMark />
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-ink">
        404
      </p>
      <div className="max-w-md">
        <h1 className="text-2xl font-semibold tracking-tight">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-2 text-muted">
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </p>
      </div>
      <Link to={routes.home.path} className={buttonClasses({ size: 'lg' })}>
        <Trans>Go to the dashboard</Trans>
      </Link>
    </main>
  );
}
