import type { ReviewedKycAttempt } from '@affiliate/contract/endpoints/kyc';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useAttemptDocument } from '../api/identity-reviews';

/**
 * The ID picture the applicant submitted in the reviewed attempt, as the provider keeps it, to compare
 * with the name and country beside it; without one, where to look it up with the provider.
 */
export function AttemptDocument({
  memberId,
  username,
  attempt,
}: {
  memberId: number;
  username: string;
  attempt: ReviewedKycAttempt;
}) {
  const document = useAttemptDocument(memberId, attempt.id, attempt.has_document);
  if (!attempt.has_document)
    return (
      <p className="text-sm text-muted [overflow-wrap:anywhere]">
        {attempt.transaction_reference
          ? `The provider keeps the pictures of this attempt in its own back office: look it up by reference ${attempt.transaction_reference}.`
          : 'No picture of an ID was submitted in this attempt.'}
      </p>
    );
  if (document.isError)
    return (
      <p role="alert" className="text-sm text-error-ink">
        The picture could not be loaded. {readApiFailure(document.error).message}
      </p>
    );
  if (!document.data)
    return (
      <div role="status">
        <span className="sr-only">Loading the picture of the ID…</span>
        <Skeleton className="h-48 w-full max-w-sm" />
      </div>
    );
  return (
    <figure className="space-y-1">
      <img
        src={document.data}
        alt={`The ID picture ${username} submitted on ${formatDateTime(attempt.created_at)}`}
        className="max-h-80 w-auto max-w-full rounded-lg border border-line bg-canvas object-contain"
      />
      <figcaption className="text-xs text-muted">Submitted to the provider with this attempt.</figcaption>
    </figure>
  );
}
