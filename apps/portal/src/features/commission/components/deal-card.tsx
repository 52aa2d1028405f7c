import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { dealSince, type DealPart } from '../lib/deal-parts';

type Deal = DealPart['deal'];

/**
 * What a deal pays in words (the gateway's, said the same way as in the console and the CLI), and the
 * document itself behind a disclosure, for an affiliate who wants to check the words against what was signed.
 */
export function DealTerms({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  return (
    <>
      {/* The gateway writes the lines in the language the portal asked in (Accept-Language); in English they are the contract's words (deal-words.ts), as the console and the CLI say them. */}
      <ul aria-label={t`What the deal pays`} className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        {deal.summary.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      <details className="group min-w-0 rounded-lg border border-line px-3 py-2">
        <summary className="cursor-pointer rounded text-sm font-semibold text-info-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink">
          <Trans>The deal as its document (JSON)</Trans>
        </summary>
        {/* Wrapped, not scrolled: a long name or rate list stays readable on a phone. */}
        <pre className="mt-2 max-w-full whitespace-pre-wrap rounded-lg bg-canvas p-3 font-mono text-xs leading-5 text-ink [overflow-wrap:anywhere]">
          {JSON.stringify(deal.document, null, 2)}
        </pre>
      </details>
    </>
  );
}

/** The deal the month is paid under: its name, version and since when, then its terms. */
export function DealCard({ deal }: { deal: Deal }) {
  const { t } = useLingui();
  const name = deal.name ?? t`Your plan from before deals`;
  const number = deal.version;
  const version = number === null ? null : t`version ${number}`;
  return (
    <section aria-labelledby="commission-deal">
      <Card className="flex min-w-0 flex-col gap-3">
        <div>
          <h2 id="commission-deal" className="text-lg font-semibold text-ink">
            <Trans>Your deal</Trans>
          </h2>
          <p className="mt-1 break-words text-sm text-ink">
            <span className="font-semibold">{name}</span>
            {version && <span className="text-muted">, {version}</span>}
            <span className="text-muted">{dealSince(deal)}</span>
          </p>
        </div>
        <DealTerms deal={deal} />
      </Card>
    </section>
  );
}
