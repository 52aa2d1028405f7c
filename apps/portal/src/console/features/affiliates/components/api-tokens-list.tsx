import { useState } from 'react';
import type { IntegrationToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatDate, formatDateTime } from '@/lib/dates';
import { tokenScopeLabels } from '@/lib/integration-labels';
import { useNow } from '@/lib/use-now';
import { RevokeTokenDialog, tokenHeadingId } from './revoke-token-dialog';

type TokenState = 'revoked' | 'expired' | 'active';

function stateOf(token: IntegrationToken, now: Date): TokenState {
  if (token.revoked_at) return 'revoked';
  return new Date(token.expires_at).getTime() <= now.getTime() ? 'expired' : 'active';
}

const badges: Record<TokenState, [string, string]> = {
  revoked: ['Revoked', 'bg-canvas text-muted'],
  // Refused, though not revoked.
  expired: ['Expired', 'bg-error-soft text-error-ink'],
  active: ['Active', 'bg-success-soft text-success-ink'],
};

function TokenBadge({ state }: { state: TokenState }) {
  const [text, tone] = badges[state];
  return (
    <span className={cx('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>
      {text}
    </span>
  );
}

/** Who revoked it: the affiliate, or the operator with their reason. */
function revokedBy(token: IntegrationToken): string {
  return token.revoked_by
    ? `${token.revoked_by.replace(/^operator:/, '')}: ${token.revoked_reason ?? ''}`
    : 'The affiliate';
}

function TokenItem({
  token,
  now,
  onRevoke,
}: {
  token: IntegrationToken;
  now: Date;
  onRevoke?: (token: IntegrationToken) => void;
}) {
  const state = stateOf(token, now);
  const facts: Array<[string, string]> = [
    ['Created', formatDate(token.created_at)],
    ['Expires', formatDate(token.expires_at)],
    ['Last used', token.last_used_at ? formatDateTime(token.last_used_at) : 'Never'],
    ...(token.revoked_at
      ? ([
          ['Revoked', formatDateTime(token.revoked_at)],
          ['By', revokedBy(token)],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <li className="min-w-0 rounded-lg border border-line p-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h4
          id={tokenHeadingId(token.id)}
          tabIndex={-1}
          className="min-w-0 text-sm font-semibold text-ink [overflow-wrap:anywhere] focus:outline-none focus-visible:outline-3"
        >
          {token.name}
        </h4>
        <code className="font-mono text-xs text-muted">{token.prefix}…</code>
        <TokenBadge state={state} />
        {onRevoke && state === 'active' && (
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            aria-label={`Revoke ${token.name}`}
            onClick={() => onRevoke(token)}
          >
            Revoke
          </Button>
        )}
      </div>
      <ul aria-label="Scopes" className="mt-1.5 flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink"
          >
            {tokenScopeLabels[scope]}
          </li>
        ))}
      </ul>
      <dl className="mt-1.5 flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
        {facts.map(([label, value]) => (
          <div key={label} className="flex min-w-0 gap-1">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The affiliate's personal API tokens, newest first, revoked ones too: what they are, never their
 * secrets. An active one can be revoked (`canRevoke`) with a reason the affiliate is told.
 */
export function ApiTokensList({
  tokens,
  memberId,
  canRevoke,
}: {
  tokens: IntegrationToken[];
  memberId: number;
  canRevoke: boolean;
}) {
  const now = useNow(60_000);
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  return (
    <div className="min-w-0">
      <h3 className="mb-3 text-sm font-semibold text-ink">API tokens</h3>
      {tokens.length === 0 ? (
        <p className="text-sm text-muted">No API tokens yet.</p>
      ) : (
        <ul aria-label="API tokens" className="space-y-3">
          {tokens.map((token) => (
            <TokenItem
              key={token.id}
              token={token}
              now={now}
              onRevoke={canRevoke ? setRevoking : undefined}
            />
          ))}
        </ul>
      )}
      {canRevoke && (
        <RevokeTokenDialog memberId={memberId} token={revoking} onClose={() => setRevoking(null)} />
      )}
    </div>
  );
}
