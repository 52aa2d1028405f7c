import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';

/** Last resort for a screen that failed to load or render (a chunk missing after a deploy, say). */
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
      <h1 className="text-2xl font-semibold">Something went wrong in the console</h1>
      <p className="max-w-md text-muted">The page could not be shown. {detail}</p>
      <Button onClick={() => window.location.reload()}>Reload the page</Button>
    </main>
  );
}
