import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';

/** Last resort for a route that failed to load or render (for example a chunk missing after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-md text-muted">
        <Trans>The page could not be shown.</Trans> {detail}
      </p>
      <Button onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </main>
  );
}
