import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import type { useAffiliateIntegrations } from '../api/affiliates';
import { ApiTokensList } from './api-tokens-list';
import { PostbacksList } from './postbacks-list';
import { RecordSection } from './record-section';

/**
 * The affiliate's own tools: their postbacks and personal API tokens, for support to answer "my tracker
 * gets nothing" or "my token stopped working", and to revoke a token that leaked (`canRevoke`). Read
 * beside the record (`query`), so the rest of the record shows without waiting for it.
 */
export function IntegrationsSection({
  query,
  memberId,
  canRevoke,
}: {
  query: ReturnType<typeof useAffiliateIntegrations>;
  memberId: number;
  canRevoke: boolean;
}) {
  const integrations = query.data;
  return (
    <RecordSection title="Integrations">
      {query.isError && !integrations ? (
        <LoadFailedAlert
          message="We could not load the integrations."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : !integrations ? (
        <div role="status" aria-label="Loading the integrations" className="flex flex-col gap-2">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <PostbacksList postbacks={integrations.postbacks} signingSecret={integrations.signing_secret} />
          <ApiTokensList tokens={integrations.api_tokens} memberId={memberId} canRevoke={canRevoke} />
        </div>
      )}
    </RecordSection>
  );
}
