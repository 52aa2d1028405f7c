import type { IntegrationToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { cx } from '@/components/ui/cx';
import { formatDate, formatDateTime } from '@/lib/dates';
import { tokenScopeLabels } from '@/lib/integration-labels';
import { useNow } from '@/lib/use-now';

/** Revoked, expired (refused, though not revoked), or active. */
function TokenBadge({ token, now }: { token: IntegrationToken; now: Date }) {
  const [text, tone] = token.revoked_at
    ? ['Revoked', 'bg-canvas text-muted']
    : new Date(token.expires_at).getTime() <= now.getTime()
      ? ['Expired', 'bg-error-soft text-error-ink']
      : ['Active', 'bg-success-soft text-success-ink'];
  return <span className={cx('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{text}</span>;
}

function TokenItem({ token, now }: { token: IntegrationToken; now: Date }) {
  const facts: Array<[string, string]> = [
    ['Created', formatDate(token.created_at)],
    ['Expires', formatDate(token.expires_at)],
    ['Last used', token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'],
    ...(token.revoked_at ? ([['Revoked', formatDateTime(token.revoked_at)]] as Array<[string, string]>) : []),
  ];
  return (
    <li className="min-w-0 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4 className="min-w-0 text-sm font-semibold text-ink [overflow-wrap:anywhere]">{token.name}</h4>
        <code className="font-mono text-xs text-muted">{token.prefix}…</code>
        <TokenBadge token={token} now={now} />
      </div>
      <ul aria-label="Scopes" className="mt-1.5 flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li key={scope} className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink">
            {tokenScopeLabels[scope]}
          </li>
        ))}
      </ul>
      <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-1">
            <dt className="text-muted">{label}</dt>
            <dd className="text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/** The affiliate's personal API tokens, newest first, revoked ones too: what they are, never their secrets. */
export function ApiTokensList({ tokens }: { tokens: IntegrationToken[] }) {
  const now = useNow(60_000);
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-sm font-semibold text-ink">API tokens</h3>
      {tokens.length === 0 ? (
        <p className="text-sm text-muted">No API tokens yet.</p>
      ) : (
        <ul aria-label="API tokens" className="space-y-3">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} now={now} />
          ))}
        </ul>
      )}
    </div>
  );
}
