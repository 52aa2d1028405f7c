import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateBrand } from '@affiliate/contract/endpoints/referral-codes';
import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import type { SubAffiliateList } from '../api/get-sub-affiliates';
import { monthLabel } from '../lib/sub-affiliate-words';
import { InviteLinkCard } from './invite-link-card';
import { SubAffiliateTermsCard } from './sub-affiliate-terms-card';
import { SubAffiliatesList } from './sub-affiliates-list';

/** The invite link and the deal's words side by side (one above the other on a phone), then the list. */
export function SubAffiliatesView({
  list,
  brands,
}: {
  list: SubAffiliateList;
  brands: readonly AffiliateBrand[] | undefined;
}) {
  const { t } = useLingui();
  const { meta } = list;
  const month = monthLabel(meta.month);
  const count = list.data.length;
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <div className="grid min-w-0 grid-cols-1 items-start gap-5 lg:grid-cols-2">
        <InviteLinkCard link={meta.invite_url} code={meta.code} />
        <SubAffiliateTermsCard terms={meta.terms} currency={meta.currency} />
      </div>
      <section aria-labelledby="sub-affiliates-heading" className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id="sub-affiliates-heading" className="text-lg font-semibold text-ink">
            <Trans>Your sub-affiliates</Trans>
          </h2>
          {count > 0 && (
            <p className="mt-1 text-sm text-muted">
              {meta.terms
                ? t`This month’s figures are for ${month} so far: estimates until the month closes. Earnings to date are what closed months credited you.`
                : t`Earnings to date are what closed months credited you.`}
            </p>
          )}
        </div>
        {count === 0 ? (
          <Card>
            <NoResult title={t`No sub-affiliates yet`}>
              <Trans>
                Send your invite link, or its QR code, to people who could promote the program. When one of
                them applies through it and is approved, they show here.
              </Trans>
            </NoResult>
          </Card>
        ) : (
          <SubAffiliatesList list={list} brands={brands} />
        )}
      </section>
    </div>
  );
}
