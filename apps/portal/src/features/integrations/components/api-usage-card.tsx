import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { apiBaseUrl } from '@/config/runtime-config';
import { curlExample } from '../lib/api-usage';

/** What a tool needs besides a token: the affiliate's id, a request to start from, and the API reference. */
export function ApiUsageCard({ affiliateId }: { affiliateId: number }) {
  const { t } = useLingui();
  const [today] = useState(() => new Date());
  const origin = apiBaseUrl();
  const example = curlExample(origin, affiliateId, today);
  // The environment variable's name: code, the same in every language.
  const variable = 'GOLDLINE_TOKEN';
  return (
    <Card className="flex min-w-0 flex-col gap-3">
      <h3 className="text-base font-semibold text-ink">
        <Trans>Using a token</Trans>
      </h3>
      <dl className="flex flex-wrap items-center gap-x-2 text-sm">
        <dt className="text-muted">
          <Trans>Your affiliate id</Trans>
        </dt>
        <dd className="font-mono font-semibold text-ink">{affiliateId}</dd>
      </dl>
      <p className="text-sm text-muted">
        <Trans>
          Send the token as a bearer token. Keep it in an environment variable, here{' '}
          <code className="font-mono text-xs text-ink">{variable}</code>, rather than in the command. The last
          7 days by sub-ID 1:
        </Trans>
      </p>
      <pre
        tabIndex={0}
        aria-label={t`Example request with curl`}
        className="max-w-full whitespace-pre-wrap break-all rounded-lg bg-[#16181d] p-3 font-mono text-xs leading-5 text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
      >
        {example}
      </pre>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CopyButton text={example} label={t`Copy example`} />
        <a
          href={`${origin}/docs`}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 rounded text-sm font-semibold text-info-ink underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
        >
          <Trans>API reference</Trans>
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
    </Card>
  );
}
