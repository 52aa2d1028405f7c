import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { POSTBACK_EVENTS } from '@affiliate/contract/endpoints/postbacks';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionMemberId } from '@/lib/auth-store';
import { postbacksQueryOptions } from '../api/get-postbacks';
import { PostbackCard } from './postback-card';
import { SigningSecretCard } from './signing-secret-card';

/**
 * Postbacks: the signing secret, then one card per event. A save or rotation that answers a secret
 * hands it to `onSecret`, which shows it once.
 */
export function PostbacksSection({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useLingui();
  const enabled = useSessionMemberId() !== undefined;
  const overview = useQuery({ ...postbacksQueryOptions(), enabled });
  const data = overview.data;

  return (
    <section aria-labelledby="postbacks-heading">
      <h2 id="postbacks-heading" className="text-lg font-semibold text-ink">
        <Trans>Postbacks</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Tell your own tracker of each conversion, server to server, within seconds. Requests are signed,
          retried for 24 hours when your tracker fails, and switched off after 20 failures in a row.
        </Trans>
      </p>
      {overview.isError && !data ? (
        <LoadFailedAlert
          className="mt-4"
          message={t`We could not load your postbacks.`}
          error={overview.error}
          retrying={overview.isFetching}
          onRetry={() => void overview.refetch()}
        />
      ) : !data ? (
        // One placeholder per card to come (the secret's, then one per event), laid out as they will be,
        // so the sections below start where they will stay instead of moving down when the cards arrive.
        <div role="status" aria-label={t`Loading your postbacks`} className="mt-4 flex flex-col gap-5">
          <Skeleton className="h-40 w-full" />
          <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
            {POSTBACK_EVENTS.map((event) => (
              <Skeleton key={event} className="h-72 w-full" />
            ))}
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-col gap-5">
          <SigningSecretCard state={data.secret} onSecret={onSecret} />
          <div className="grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
            {POSTBACK_EVENTS.map((event) => (
              <PostbackCard
                key={event}
                event={event}
                saved={data.postbacks.find((p) => p.event === event) ?? null}
                onSecret={onSecret}
              />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
