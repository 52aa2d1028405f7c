import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import {
  PERSONAL_TOKEN_PREFIX,
  PERSONAL_TOKENS_MAX,
  type PersonalToken,
} from '@affiliate/contract/endpoints/api-tokens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatDate } from '@/lib/dates';
import { useNow } from '@/lib/use-now';
import { apiTokensQueryOptions, useRevokeApiToken } from '../api/api-tokens';
import { isExpired, scopeText } from '../lib/token-state';
import { ApiUsageCard } from './api-usage-card';
import { CreateTokenDialog } from './create-token-dialog';
import { SecretDialog } from './secret-dialog';

function TokenItem({ token, now, onRevoke }: { token: PersonalToken; now: Date; onRevoke: () => void }) {
  const expired = isExpired(token, now);
  return (
    <li className="flex min-w-0 flex-col gap-2 border-b border-line py-4 first:pt-0 last:border-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h4 className="min-w-0 break-words text-base font-semibold text-ink">{token.name}</h4>
          <code className="font-mono text-xs text-muted">{token.prefix}…</code>
          {expired && (
            <span className="rounded-full bg-error-soft px-2 py-0.5 text-xs font-semibold text-error-ink">
              Expired
            </span>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 text-error-ink"
          onClick={onRevoke}
          aria-label={`Revoke ${token.name}`}
        >
          Revoke
        </Button>
      </div>
      <ul aria-label="Scopes" className="flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink"
          >
            {scopeText[scope].label}
          </li>
        ))}
      </ul>
      <dl className="flex flex-wrap gap-x-5 gap-y-0.5 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">Created</dt>
          <dd className="text-ink">{formatDate(token.created_at)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{expired ? 'Expired' : 'Expires'}</dt>
          <dd className="text-ink">{formatDate(token.expires_at)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">Last used</dt>
          <dd className="text-ink">
            {token.last_used_at ? <RelativeTime value={token.last_used_at} /> : 'never'}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * Personal API tokens: the list (never the secrets), a new one (its secret shown once), revocation;
 * beside it how a tool uses one.
 */
export function ApiTokensSection() {
  const memberId = useSessionMemberId();
  const tokens = useQuery({ ...apiTokensQueryOptions(), enabled: memberId !== undefined });
  const revoke = useRevokeApiToken();
  const now = useNow(60_000);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<PersonalToken | null>(null);
  const [failure, setFailure] = useState('');
  const createButton = useRef<HTMLButtonElement>(null);
  const list = tokens.data;
  const atLimit = (list?.length ?? 0) >= PERSONAL_TOKENS_MAX;

  const confirmRevoke = async () => {
    if (!revoking) return;
    setFailure('');
    try {
      await revoke.mutateAsync(revoking.id);
    } catch (reason) {
      setFailure(readApiFailure(reason).message);
    }
    setRevoking(null);
  };

  return (
    <section aria-labelledby="api-tokens-heading" className="mt-10">
      <h2 id="api-tokens-heading" className="text-lg font-semibold text-ink">
        API tokens
      </h2>
      <p className="mt-1 text-sm text-muted">
        Let your own tools read your reports and players. Each token is shown once, expires, and can be
        revoked at any time.
      </p>
      <div className="mt-4 grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-ink">Your tokens</h3>
            <Button ref={createButton} onClick={() => setCreating(true)} disabled={atLimit}>
              <Plus aria-hidden="true" className="size-4" />
              Create token
            </Button>
          </div>
          {atLimit && (
            <p className="text-sm text-muted">
              You hold the most tokens an account may ({PERSONAL_TOKENS_MAX}): revoke one to make another.
            </p>
          )}
          {failure && <Alert>{failure}</Alert>}
          {tokens.isError && !list ? (
            <LoadFailedAlert
              what="your API tokens"
              error={tokens.error}
              retrying={tokens.isFetching}
              onRetry={() => void tokens.refetch()}
            />
          ) : !list ? (
            <div role="status" aria-label="Loading your API tokens" className="flex flex-col gap-2">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-lg bg-canvas px-3 py-6 text-center text-sm text-muted">No tokens yet.</p>
          ) : (
            <ul aria-label="Your API tokens" className="flex flex-col">
              {list.map((token) => (
                <TokenItem key={token.id} token={token} now={now} onRevoke={() => setRevoking(token)} />
              ))}
            </ul>
          )}
        </Card>
        {memberId !== undefined && <ApiUsageCard affiliateId={memberId} />}
      </div>
      <CreateTokenDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(created) => {
          setCreating(false);
          setSecret(created);
        }}
      />
      <SecretDialog secret={secret} title="Your new API token" what="token" onDone={() => setSecret(null)}>
        <p className="text-sm text-muted">
          Send it as{' '}
          <code className="font-mono text-xs text-ink">Authorization: Bearer {PERSONAL_TOKEN_PREFIX}…</code>{' '}
          from your tool. Anyone holding it can read what its scopes allow until it expires or you revoke it.
        </p>
      </SecretDialog>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke this token?"
        description={
          revoking
            ? `${revoking.name} (${revoking.prefix}…) stops working at once: tools using it are refused from their next request.`
            : undefined
        }
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        // The revoked token's button is gone with it: focus goes to Create token.
        finalFocus={() => createButton.current}
      />
    </section>
  );
}
