import { useState } from 'react';
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
  const [signingSecret, setSigningSecret] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title="Integrations"
        description="Connect your tracker and your own tools: postbacks for every conversion, and API tokens to read your figures."
      />
      <PostbacksSection onSecret={setSigningSecret} />
      <section aria-labelledby="delivery-log-heading" className="mt-10">
        <h2 id="delivery-log-heading" className="text-lg font-semibold text-ink">
          Delivery log
        </h2>
        <p className="mb-4 mt-1 text-sm text-muted">
          Every postback sent to your tracker and how it answered, newest first. Tests are marked.
        </p>
        <DeliveryLog />
      </section>
      <ApiTokensSection />
      <SecretDialog
        secret={signingSecret}
        title="Your signing secret"
        what="signing secret"
        onDone={() => setSigningSecret(null)}
      >
        <SignatureHelp />
      </SecretDialog>
    </>
  );
}
