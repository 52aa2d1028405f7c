import { Trans, useLingui } from '@lingui/react/macro';
import type { DealSubAffiliates } from '@affiliate/contract/common/deal-document';
import { Card } from '@/components/ui/card';
import { termsSentence } from '../lib/sub-affiliate-words';

/** What the affiliate's deal of the running month pays on each sub-affiliate, in words. */
export function SubAffiliateTermsCard({
  terms,
  currency,
}: {
  terms: DealSubAffiliates | null;
  currency: string;
}) {
  const { t } = useLingui();
  const sentence = termsSentence(terms, currency);
  return (
    <section aria-labelledby="sub-affiliate-terms-heading" className="min-w-0">
      <Card className="flex h-full min-w-0 flex-col gap-3">
        <h2 id="sub-affiliate-terms-heading" className="text-lg font-semibold text-ink">
          <Trans>What your deal pays on them</Trans>
        </h2>
        <p className="text-base font-semibold text-ink">
          {sentence ?? t`Your deal pays nothing on sub-affiliates.`}
        </p>
        <p className="text-sm text-muted">
          {sentence ? (
            <Trans>
              The month a sub-affiliate is approved counts as the first. What you earn on them is credited to
              your balance when each month closes.
            </Trans>
          ) : (
            <Trans>
              Affiliates still join under you through your link; if your deal changes to pay on
              sub-affiliates, what you earn on them shows here.
            </Trans>
          )}
        </p>
        <p className="text-sm text-muted">
          <Trans>
            You see when each joined, their status and what your deal pays on, never their players or their
            money.
          </Trans>
        </p>
      </Card>
    </section>
  );
}
