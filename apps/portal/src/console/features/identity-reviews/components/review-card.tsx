import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import type { KycReview } from '../api/identity-reviews';
import { AttemptDocument } from './attempt-document';
import { AttemptResult, EarlierAttempts } from './attempt-result';
import { ReviewStatusBadge } from './review-status-badge';

export interface ReviewCardProps {
  review: KycReview;
  onApprove: () => void;
  onRefuse: () => void;
  /** True while this review's approval is on its way. */
  approving: boolean;
  /** True while another decision is on its way: one at a time. */
  locked: boolean;
}

/**
 * One identity review: who the affiliate says they are (to compare with the ID), what the provider
 * returned, the attempts before it, and the decision, or the buttons to take it while it waits.
 */
export function ReviewCard({ review, onApprove, onRefuse, approving, locked }: ReviewCardProps) {
  const titleId = useId();
  const who = review.username;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-xl border border-line bg-surface p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-6"
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={titleId} className="text-base font-semibold text-ink [overflow-wrap:anywhere]">
            {who}
          </h3>
          <ReviewStatusBadge status={review.status} />
        </div>
        <p className="text-sm text-ink [overflow-wrap:anywhere]">
          {review.name} · {review.country} · affiliate #{review.member_id}
        </p>
        <p className="text-sm text-muted [overflow-wrap:anywhere]">{review.email}</p>
        <p className="text-sm text-muted">Waiting since {formatDateTime(review.waiting_since)}</p>
        {review.decision && (
          <p className="rounded-md bg-canvas px-2 py-1.5 text-sm text-ink [overflow-wrap:anywhere]">
            {review.status === 'refused' ? 'Refused' : 'Approved'} by {review.decision.by} on{' '}
            {formatDateTime(review.decision.at)}
            {review.decision.reason && (
              <>
                <br />
                <span className="text-muted">Reason the affiliate read:</span> {review.decision.reason}
              </>
            )}
          </p>
        )}
      </div>
      <div className="min-w-0 space-y-3">
        <h4 className="text-sm font-semibold text-ink">What the provider returned</h4>
        <AttemptResult attempt={review.latest_attempt} />
        {review.latest_attempt && (
          <>
            <h4 className="text-sm font-semibold text-ink">The ID submitted</h4>
            <AttemptDocument memberId={review.member_id} username={who} attempt={review.latest_attempt} />
          </>
        )}
        <EarlierAttempts attempts={review.earlier_attempts} total={review.attempts} />
      </div>
      {review.status === 'waiting' && (
        <div className="flex flex-wrap gap-2 lg:col-span-2 lg:justify-end">
          <Button
            variant="danger"
            onClick={onRefuse}
            disabled={locked}
            aria-label={`Refuse the identity of ${who}`}
          >
            Refuse
          </Button>
          <Button
            onClick={onApprove}
            loading={approving}
            disabled={locked && !approving}
            aria-label={`Approve the identity of ${who}`}
          >
            Approve
          </Button>
        </div>
      )}
    </article>
  );
}
