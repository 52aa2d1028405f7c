import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { ApiTokensSection } from './api-tokens-section';
import { DeliveryLog } from './delivery-log';
import { PostbacksSection } from './postbacks-section';
import { SecretDialog } from './secret-dialog';
import { SignatureHelp } from './signature-help';

/**
 * Integrations: postbacks to the affiliate's tracker (with their signing secret and delivery log) and
 * personal API tokens. Secrets answered by the gateway live in this screen's state only while their
 * dialog is open: never in the query cache, the URL or a log.
 */
export function IntegrationsScreen() {
  const { t } = useLingui();
  const [signingSecret, setSigningSecret] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t`Integrations`}
        description={t`Connect your tracker and your own tools: postbacks for every conversion, and API tokens to read your figures.`}
      />
      <PostbacksSection onSecret={setSigningSecret} />
      <section aria-labelledby="delivery-log-heading" className="mt-10">
        <h2 id="delivery-log-heading" className="text-lg font-semibold text-ink">
          <Trans>Delivery log</Trans>
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">
          <Trans>
            Every postback sent to your tracker and how it answered, newest first. Tests are marked.
          </Trans>
        </p>
        <DeliveryLog />
      </section>
      <ApiTokensSection />
      <SecretDialog
        secret={signingSecret}
        title={t`Your signing secret`}
        kind="signing-secret"
        onDone={() => setSigningSecret(null)}
      >
        <SignatureHelp />
      </SecretDialog>
    </>
  );
}
