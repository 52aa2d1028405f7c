import { QRCodeSVG } from 'qrcode.react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TotpSetup } from '@affiliate/contract/endpoints/totp';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { groupAuthenticatorKey } from '../lib/authenticator-key';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import { TwoFactorCodeForm } from './two-factor-code-form';

export interface AuthenticatorSetupPanelProps {
  setup: TotpSetup;
  /** Confirms the setup with the app's first code (rejects with the server's answer). */
  onConfirm: (code: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Setting up the authenticator app: the QR code of the otpauth:// address (an SVG, no script or canvas),
 * the same key to type by hand, then the app's first code, which turns two-factor authentication on.
 */
export function AuthenticatorSetupPanel({ setup, onConfirm, onCancel }: AuthenticatorSetupPanelProps) {
  const { t } = useLingui();
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  const { account, issuer } = setup;
  return (
    <Card className="max-w-3xl">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        <Trans>Set up your authenticator app</Trans>
      </h2>
      <p className="mt-2 text-sm text-muted">
        <Trans>
          Use any authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator,
          1Password or Authy.
        </Trans>
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <section aria-labelledby="scan-qr-code">
          <h3 id="scan-qr-code" className="text-base font-semibold text-ink">
            <Trans>1. Scan this QR code with the app</Trans>
          </h3>
          {/* On a phone the code cannot scan itself: the same address opens the authenticator app there. */}
          <p className="mt-1 text-sm sm:hidden">
            <a
              href={setup.otpauth_uri}
              className="rounded font-medium text-info-ink underline underline-offset-4 hover:no-underline"
            >
              <Trans>Open in an authenticator app on this phone</Trans>
            </a>
          </p>
          <div className="mt-3 inline-block rounded-lg border border-line bg-white p-2">
            <QRCodeSVG
              value={setup.otpauth_uri}
              size={184}
              marginSize={2}
              level="M"
              role="img"
              aria-label={t`QR code that adds ${account} at ${issuer} to your authenticator app`}
            />
          </div>
        </section>
        <section aria-labelledby="type-the-key">
          <h3 id="type-the-key" className="text-base font-semibold text-ink">
            <Trans>Cannot scan it? Enter the key instead</Trans>
          </h3>
          <p className="mt-1 text-sm text-muted">
            <Trans>In the app, choose to enter a setup key, and make it a time-based key.</Trans>
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">
              <Trans>Account</Trans>
            </dt>
            <dd className="break-all text-ink">{setup.account}</dd>
            <dt className="text-muted">
              <Trans>Issuer</Trans>
            </dt>
            <dd className="text-ink">{setup.issuer}</dd>
            <dt className="text-muted">
              <Trans>Key</Trans>
            </dt>
            <dd>
              <code className="block font-mono text-base font-semibold tracking-wider break-words text-ink">
                {groupAuthenticatorKey(setup.secret)}
              </code>
            </dd>
          </dl>
          <div className="mt-3">
            <CopyButton text={setup.secret} label={t`Copy key`} />
          </div>
        </section>
      </div>
      <section aria-labelledby="enter-first-code" className="mt-8 border-t border-line pt-6">
        <h3 id="enter-first-code" className="text-base font-semibold text-ink">
          <Trans>2. Enter the code the app shows</Trans>
        </h3>
        <p className="mb-4 mt-1 text-sm text-muted">
          <Trans>This confirms that the app is set up. Two-factor authentication is on from then on.</Trans>
        </p>
        <TwoFactorCodeForm
          action="confirm"
          submitLabel={t`Confirm and turn on`}
          onSubmit={onConfirm}
          onCancel={onCancel}
        />
      </section>
    </Card>
  );
}
