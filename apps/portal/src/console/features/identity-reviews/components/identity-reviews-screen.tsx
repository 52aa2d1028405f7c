import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonCardItems } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { formatCount } from '@/lib/money';
import { useUrlFilters } from '@/lib/use-url-filters';
import { useApproveReview, useReviewQueue, type KycReview } from '../api/identity-reviews';
import {
  reviewFiltersInUrl,
  reviewStatuses,
  reviewStatusNames,
  type ReviewFilters,
} from '../lib/review-filters';
import { RefuseDialog } from './refuse-dialog';
import { ReviewCard } from './review-card';

const statusOptions = reviewStatuses.map((status) => ({ value: status, label: reviewStatusNames[status] }));
const emptyTexts: Record<ReviewFilters['status'], { title: string; text: string }> = {
  waiting: {
    title: 'No identity waits for review',
    text: 'An identity the provider cannot decide (an unsupported type of ID or issuing country) appears here at once.',
  },
  approved: {
    title: 'No identity was approved by review yet',
    text: 'Identities you approve are listed here, newest first.',
  },
  refused: {
    title: 'No identity was refused by review yet',
    text: 'Identities you refuse are listed here with the reason, newest first.',
  },
};

/** What the last decision did, kept above the queue since the review leaves the list it was in. */
type Outcome = { ok: boolean; text: string } | null;

/**
 * Identity reviews: the identities the provider could not decide, oldest first, each with what the
 * provider returned; approve, or refuse with a reason the affiliate reads. The decided ones are a status
 * away. Status and page live in the URL.
 */
export function IdentityReviewsScreen() {
  const view = useUrlFilters(reviewFiltersInUrl);
  const query = useReviewQueue(view.query);
  const approve = useApproveReview();
  const [refusing, setRefusing] = useState<KycReview | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const page = query.data;
  const status = view.values.status;

  const approveOne = async (review: KycReview) => {
    try {
      await approve.mutateAsync(review.member_id);
      setOutcome({ ok: true, text: `The identity of ${review.username} is approved; they have been told.` });
    } catch (error) {
      setOutcome({ ok: false, text: `${review.username}: ${readApiFailure(error).message}` });
    }
  };

  return (
    <div className="max-w-6xl space-y-5">
      <PageHeader
        title="Identity reviews"
        description="Identities the provider could not decide: compare what the affiliate told us with the provider's result, then approve, or refuse with a reason the affiliate reads."
      />
      <Card>
        <SelectField
          label="Status"
          className="w-full sm:w-60"
          options={statusOptions}
          value={status}
          onChange={(event) => view.change({ status: event.target.value as ReviewFilters['status'] })}
        />
      </Card>
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'}>
          <p className="[overflow-wrap:anywhere]">{outcome.text}</p>
          <button
            type="button"
            onClick={() => setOutcome(null)}
            className="mt-2 text-sm font-medium underline"
          >
            Dismiss
          </button>
        </Alert>
      )}
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message="We could not load the identity reviews."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <section aria-labelledby="review-results" className="space-y-3">
          <h2 id="review-results" className="sr-only">
            Reviews
          </h2>
          <p role="status" className="min-h-5 text-sm text-muted">
            {page && page.meta.total > 0 && page.meta.from !== null && page.meta.to !== null
              ? `Showing ${formatCount(page.meta.from)}–${formatCount(page.meta.to)} of ${formatCount(page.meta.total)} (${reviewStatusNames[status].toLowerCase()})`
              : page
                ? ''
                : 'Loading identity reviews…'}
          </p>
          {!page && (
            <ul aria-busy="true" aria-label="Loading identity reviews" className="space-y-3">
              <SkeletonCardItems count={3} />
            </ul>
          )}
          {page && page.data.length === 0 && (
            <Card>
              <NoResult title={emptyTexts[status].title}>{emptyTexts[status].text}</NoResult>
            </Card>
          )}
          {page && page.data.length > 0 && (
            <div
              aria-busy={query.isPlaceholderData}
              className={query.isPlaceholderData ? 'space-y-3 opacity-60' : 'space-y-3'}
            >
              {page.data.map((review) => (
                <ReviewCard
                  key={`${review.member_id}-${review.decision?.at ?? 'waiting'}`}
                  review={review}
                  approving={approve.isPending && approve.variables === review.member_id}
                  locked={approve.isPending}
                  onApprove={() => void approveOne(review)}
                  onRefuse={() => setRefusing(review)}
                />
              ))}
            </div>
          )}
          {page && <Pagination label="Identity review pages" meta={page.meta} hrefFor={view.hrefFor} />}
        </section>
      )}
      <RefuseDialog
        review={refusing}
        onClose={() => setRefusing(null)}
        onDone={(review) =>
          setOutcome({
            ok: true,
            text: `The identity of ${review.username} is refused; they are told your reason.`,
          })
        }
      />
    </div>
  );
}
