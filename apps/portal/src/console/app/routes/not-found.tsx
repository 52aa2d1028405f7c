import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { consoleRoutes } from '../../config/console-routes';
import { SignedOutShell } from '../../components/signed-out-shell';

export function Component() {
  return (
    <SignedOutShell title="Page not found" description="The console has no page at this address.">
      <Link to={consoleRoutes.home.path} className={buttonClasses()}>
        Go to the console
      </Link>
    </SignedOutShell>
  );
}
