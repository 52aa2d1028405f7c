import { useQuery } from '@tanstack/react-query';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { REFERRAL_CODES_MAX, type ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { referralCodesQueryOptions } from '../api/get-referral-codes';
import { CopyableLink } from './copyable-link';
import { CreateReferralCodeForm } from './create-referral-code-form';
import { LinkBuilder } from './link-builder';

/** One code: its brand is named beside it, so an affiliate of two brands tells their links apart. */
function CodeItem({ record }: { record: ReferralCodeRecord }) {
  const { t } = useLingui();
  const code = record.code;
  // An element, not a string: <Trans> would read a tag in the brand's name as its own markup.
  const brand = <>{record.brand_name}</>;
  const count = record.clicks;
  const clicks = formatCount(count);
  const since = formatDate(record.created_at);
  return (
    <li className="flex min-w-0 flex-col gap-2 border-b border-line py-4 first:pt-0 last:border-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="break-all font-mono text-base font-semibold text-ink">{record.code}</h3>
        {record.is_default && (
          <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-ink">
            <Trans>Default</Trans>
          </span>
        )}
        <span className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">
          <Trans>
            <span className="sr-only">Brand: </span>
            {brand}
          </Trans>
        </span>
        <span className="ml-auto text-sm text-muted">
          <Trans>
            <span className="font-semibold tabular-nums text-ink">{clicks}</span>{' '}
            <Plural value={count} one="click" other="clicks" /> · since {since}
          </Trans>
        </span>
      </div>
      <CopyableLink
        label={t`Tracking link of ${code}`}
        hideLabel
        link={record.tracking_url}
        what={t`tracking link of ${code}`}
      />
    </li>
  );
}

/** The affiliate's referral codes: their links and clicks, a new code, and the link builder. */
export function ReferralCodesSection() {
  const { t } = useLingui();
  const enabled = useSessionMemberId() !== undefined;
  const codes = useQuery({ ...referralCodesQueryOptions(), enabled });
  const list = codes.data;

  return (
    <section aria-labelledby="referral-codes-heading" className="mt-10">
      <h2 id="referral-codes-heading" className="text-lg font-semibold text-ink">
        <Trans>Referral codes</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Players who arrive through a code's link are yours. Use one code per site or channel to follow each
          apart.
        </Trans>
      </p>
      <div className="mt-4 grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        <Card>
          {codes.isError && !list ? (
            <LoadFailedAlert
              message={t`We could not load your referral codes.`}
              error={codes.error}
              retrying={codes.isFetching}
              onRetry={() => void codes.refetch()}
            />
          ) : !list ? (
            <div role="status" aria-label={t`Loading your referral codes`} className="flex flex-col gap-3">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : (
            <ul aria-label={t`Your referral codes`} className="flex flex-col">
              {list.map((record) => (
                <CodeItem key={record.code} record={record} />
              ))}
            </ul>
          )}
        </Card>
        <div className="flex flex-col gap-5">
          <Card>
            <h3 className="mb-3 text-base font-semibold text-ink">
              <Trans>New referral code</Trans>
            </h3>
            <CreateReferralCodeForm atLimit={(list?.length ?? 0) >= REFERRAL_CODES_MAX} />
          </Card>
        </div>
      </div>
      <Card className="mt-5">
        <h3 id="link-builder-heading" className="text-base font-semibold text-ink">
          <Trans>Link builder</Trans>
        </h3>
        <p className="mt-1 mb-4 text-sm text-muted">
          <Trans>
            Link straight to a page of the brand, label the placement with sub-IDs, and print the link as a QR
            code.
          </Trans>
        </p>
        {list && list.length > 0 ? <LinkBuilder codes={list} /> : null}
      </Card>
    </section>
  );
}
