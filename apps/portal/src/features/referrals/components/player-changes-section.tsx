import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlayerChangeList } from '@/components/player-change-list';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { routes } from '@/config/routes';
import { useSessionMemberId } from '@/lib/auth-store';
import { PLAYER_CHANGES_SHOWN, playerChangesQueryOptions } from '../api/get-player-changes';

/**
 * A player's entries of the change log (issue 39): moved, removed, a duplicate, a CPA reversed. Started by
 * the route's loader beside the player's months. `onlyWithEntries` (the page of a player no longer the
 * affiliate's) keeps it out of sight until there is something to say.
 */
export function PlayerChangesSection({
  playerId,
  onlyWithEntries = false,
}: {
  playerId: number;
  onlyWithEntries?: boolean;
}) {
  const { t } = useLingui();
  const memberId = useSessionMemberId();
  const query = useQuery({ ...playerChangesQueryOptions(playerId), enabled: memberId !== undefined });
  const page = query.data;
  if (onlyWithEntries && !page?.data.length) return null;
  const total = page?.meta.total ?? 0;
  const allChanges = `${routes.changes.path}?customer_id=${playerId}`;

  return (
    <section aria-labelledby="player-changes" className="mt-5">
      <h2 id="player-changes" className="mb-3 text-lg font-semibold text-ink">
        <Trans>Changes</Trans>
      </h2>
      {query.isError ? (
        <LoadFailedAlert
          message={t`We could not load this player’s changes.`}
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : page && page.data.length === 0 ? (
        <Card>
          <p className="text-sm text-muted">
            <Trans>
              No changes for this player: nobody has moved or removed them, and their CPA stands. Any such
              change would appear here, with when, by what and why.
            </Trans>
          </p>
        </Card>
      ) : (
        <>
          <PlayerChangeList
            entries={page?.data ?? null}
            label={t`This player’s changes, newest first`}
            skeletonRows={2}
          />
          {total > PLAYER_CHANGES_SHOWN && (
            <p className="mt-3 text-sm">
              <Link to={allChanges} className="font-medium text-info-ink underline">
                <Trans>See all {total} changes of this player</Trans>
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}
