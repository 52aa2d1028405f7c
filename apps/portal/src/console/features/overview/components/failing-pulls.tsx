import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { consoleRoutes } from '../../../config/console-routes';
import { useFailingPulls } from '../api/failing-pulls';

/**
 * Scheduled pulls that keep failing, beside the figures they feed: shown only when there are some (the
 * admins were mailed when each reached its threshold), with the way to the Data sources screen.
 */
export function FailingPulls() {
  const { data: failing } = useFailingPulls();
  if (!failing || failing.length === 0) return null;
  return (
    <section aria-label="Failing pulls">
      <Alert>
        <span className="[overflow-wrap:anywhere]">
          {failing.length === 1
            ? 'One scheduled pull keeps failing'
            : `${failing.length} scheduled pulls keep failing`}
          :{' '}
          {failing
            .map(
              (source) =>
                `${source.brand} ${source.feed} (${source.failures_in_row} in a row: ${source.last_error ?? 'no answer'})`,
            )
            .join('; ')}
          .{' '}
          <Link className="font-semibold underline" to={consoleRoutes.dataSources.path}>
            See the data sources
          </Link>
        </span>
      </Alert>
    </section>
  );
}
