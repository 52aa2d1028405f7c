import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
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

// The request header is code: the same in every language (a value of the message, not text).
const AUTHORIZATION = `Authorization: Bearer ${PERSONAL_TOKEN_PREFIX}…`;

function TokenItem({ token, now, onRevoke }: { token: PersonalToken; now: Date; onRevoke: () => void }) {
  const { t } = useLingui();
  const expired = isExpired(token, now);
  const name = token.name;
  return (
    <li className="flex min-w-0 flex-col gap-2 border-b border-line py-4 first:pt-0 last:border-0 last:pb-0">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h4 className="min-w-0 break-words text-base font-semibold text-ink">{token.name}</h4>
          <code className="font-mono text-xs text-muted">{token.prefix}…</code>
          {expired && (
            <span className="rounded-full bg-error-soft px-2 py-0.5 text-xs font-semibold text-error-ink">
              <Trans>Expired</Trans>
            </span>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 text-error-ink"
          onClick={onRevoke}
          aria-label={t`Revoke ${name}`}
        >
          <Trans>Revoke</Trans>
        </Button>
      </div>
      <ul aria-label={t`Scopes`} className="flex flex-wrap gap-1.5">
        {token.scopes.map((scope) => (
          <li
            key={scope}
            className="rounded-full bg-secondary-soft px-2 py-0.5 text-xs font-semibold text-ink"
          >
            {t(scopeText[scope].label)}
          </li>
        ))}
      </ul>
      <dl className="flex flex-wrap gap-x-5 gap-y-0.5 text-sm">
        <div className="flex gap-1.5">
          <dt className="text-muted">
            <Trans>Created</Trans>
          </dt>
          <dd className="text-ink">{formatDate(token.created_at)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{expired ? <Trans>Expired</Trans> : <Trans>Expires</Trans>}</dt>
          <dd className="text-ink">{formatDate(token.expires_at)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">
            <Trans>Last used</Trans>
          </dt>
          <dd className="text-ink">
            {token.last_used_at ? <RelativeTime value={token.last_used_at} /> : <Trans>never</Trans>}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function RevokeWarning({ name, prefix }: { name: string; prefix: string }) {
  return (
    <Trans>
      {name} ({prefix}…) stops working at once: tools using it are refused from their next request.
    </Trans>
  );
}

/**
 * Personal API tokens: the list (never the secrets), a new one (its secret shown once), revocation;
 * beside it how a tool uses one.
 */
export function ApiTokensSection() {
  const { t } = useLingui();
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
  const maxTokens = PERSONAL_TOKENS_MAX;
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
        <Trans>API tokens</Trans>
      </h2>
      <p className="mt-1 text-sm text-muted">
        <Trans>
          Let your own tools read your reports and players. Each token is shown once, expires, and can be
          revoked at any time.
        </Trans>
      </p>
      <div className="mt-4 grid grid-cols-1 items-start gap-5 xl:grid-cols-2">
        <Card className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-base font-semibold text-ink">
              <Trans>Your tokens</Trans>
            </h3>
            <Button ref={createButton} onClick={() => setCreating(true)} disabled={atLimit}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Create token</Trans>
            </Button>
          </div>
          {atLimit && (
            <p className="text-sm text-muted">
              <Trans>
                You hold the most tokens an account may ({maxTokens}): revoke one to make another.
              </Trans>
            </p>
          )}
          {failure && <Alert>{failure}</Alert>}
          {tokens.isError && !list ? (
            <LoadFailedAlert
              message={t`We could not load your API tokens.`}
              error={tokens.error}
              retrying={tokens.isFetching}
              onRetry={() => void tokens.refetch()}
            />
          ) : !list ? (
            <div role="status" aria-label={t`Loading your API tokens`} className="flex flex-col gap-2">
              <Skeleton className="h-6 w-40" />
              <Skeleton className="h-10 w-full" />
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-lg bg-canvas px-3 py-6 text-center text-sm text-muted">
              <Trans>No tokens yet.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Your API tokens`} className="flex flex-col">
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
      <SecretDialog secret={secret} title={t`Your new API token`} kind="token" onDone={() => setSecret(null)}>
        <p className="text-sm text-muted">
          <Trans>
            Send it as <code className="font-mono text-xs text-ink">{AUTHORIZATION}</code> from your tool.
            Anyone holding it can read what its scopes allow until it expires or you revoke it.
          </Trans>
        </p>
      </SecretDialog>
      <ConfirmDialog
        open={revoking !== null}
        title={t`Revoke this token?`}
        description={revoking ? <RevokeWarning name={revoking.name} prefix={revoking.prefix} /> : undefined}
        confirmLabel={t`Revoke token`}
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoking(null)}
        // The revoked token's button is gone with it: focus goes to Create token.
        finalFocus={() => createButton.current}
      />
    </section>
  );
}
