import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound, RefreshCw } from 'lucide-react';
import type { PostbackOverview } from '../api/get-postbacks';
import { useRotateSecret } from '../api/rotate-secret';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { SignatureHelp } from './signature-help';

export interface SigningSecretCardProps {
  state: PostbackOverview['secret'];
  onSecret: (secret: string) => void;
}

/**
 * The signing secret's state (never the secret: it was shown once) and its rotation. After a rotation
 * the previous secret keeps signing beside the new one for 24 hours, so a tracker can be switched over
 * without a moment of refused postbacks.
 */
export function SigningSecretCard({ state, onSecret }: SigningSecretCardProps) {
  const { t } = useLingui();
  const rotate = useRotateSecret();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');

  const confirmRotation = async () => {
    setFailure('');
    try {
      const { secret } = await rotate.mutateAsync();
      rotate.reset();
      setConfirming(false);
      onSecret(secret);
    } catch (reason) {
      setConfirming(false);
      setFailure(readApiFailure(reason).message);
    }
  };

  const createdAt = state ? formatDateTime(state.created_at) : '';
  const previousValidUntil = state?.previous_valid_until ? formatDateTime(state.previous_valid_until) : null;
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 text-base font-semibold text-ink">
            <KeyRound aria-hidden="true" className="size-4" />
            <Trans>Signing secret</Trans>
          </h3>
          {state ? (
            <p className="mt-1 text-sm text-muted">
              <Trans>
                Created {createdAt}. Every postback is signed with it; it was shown once, when it was made.
              </Trans>
            </p>
          ) : (
            <p className="mt-1 text-sm text-muted">
              <Trans>No secret yet: your first saved postback creates it and shows it once.</Trans>
            </p>
          )}
        </div>
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {state ? <Trans>Rotate secret</Trans> : <Trans>Create secret</Trans>}
        </Button>
      </div>
      {previousValidUntil && (
        <Alert tone="info">
          <Trans>
            Your previous secret still signs beside the new one until {previousValidUntil}: switch your
            tracker over before then.
          </Trans>
        </Alert>
      )}
      {failure && <Alert>{failure}</Alert>}
      <details className="group min-w-0 rounded-lg border border-line px-3 py-2">
        <summary className="cursor-pointer rounded text-sm font-semibold text-info-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink">
          <Trans>How to verify the signature</Trans>
        </summary>
        <div className="mt-3">
          <SignatureHelp headingLevel={4} />
        </div>
      </details>
      <ConfirmDialog
        open={confirming}
        title={state ? t`Rotate the signing secret?` : t`Create a signing secret?`}
        description={
          state
            ? t`A new secret is made and shown once. For the next 24 hours every postback carries two signatures, one with each secret, so your tracker keeps accepting them while you put the new secret in; after that only the new one signs.`
            : t`A secret is made and shown once; every postback is signed with it.`
        }
        confirmLabel={state ? t`Rotate secret` : t`Create secret`}
        confirmVariant="primary"
        busy={rotate.isPending}
        onConfirm={() => void confirmRotation()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
