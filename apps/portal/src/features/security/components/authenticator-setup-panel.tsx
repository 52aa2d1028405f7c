import { QRCodeSVG } from 'qrcode.react';
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
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <Card className="max-w-3xl">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        Set up your authenticator app
      </h2>
      <p className="mt-2 text-sm text-muted">
        Use any authenticator app on your phone, such as Google Authenticator, Microsoft Authenticator,
        1Password or Authy.
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-[auto_minmax(0,1fr)] md:items-start">
        <section aria-labelledby="scan-qr-code">
          <h3 id="scan-qr-code" className="text-base font-semibold text-ink">
            1. Scan this QR code with the app
          </h3>
          {/* On a phone the code cannot scan itself: the same address opens the authenticator app there. */}
          <p className="mt-1 text-sm sm:hidden">
            <a
              href={setup.otpauth_uri}
              className="rounded font-medium text-info-ink underline underline-offset-4 hover:no-underline"
            >
              Open in an authenticator app on this phone
            </a>
          </p>
          <div className="mt-3 inline-block rounded-lg border border-line bg-white p-2">
            <QRCodeSVG
              value={setup.otpauth_uri}
              size={184}
              marginSize={2}
              level="M"
              role="img"
              aria-label={`QR code that adds ${setup.account} at ${setup.issuer} to your authenticator app`}
            />
          </div>
        </section>
        <section aria-labelledby="type-the-key">
          <h3 id="type-the-key" className="text-base font-semibold text-ink">
            Cannot scan it? Enter the key instead
          </h3>
          <p className="mt-1 text-sm text-muted">
            In the app, choose to enter a setup key, and make it a time-based key.
          </p>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Account</dt>
            <dd className="break-all text-ink">{setup.account}</dd>
            <dt className="text-muted">Issuer</dt>
            <dd className="text-ink">{setup.issuer}</dd>
            <dt className="text-muted">Key</dt>
            <dd>
              <code className="block font-mono text-base font-semibold tracking-wider break-words text-ink">
                {groupAuthenticatorKey(setup.secret)}
              </code>
            </dd>
          </dl>
          <div className="mt-3">
            <CopyButton text={setup.secret} label="Copy key" />
          </div>
        </section>
      </div>
      <section aria-labelledby="enter-first-code" className="mt-8 border-t border-line pt-6">
        <h3 id="enter-first-code" className="text-base font-semibold text-ink">
          2. Enter the code the app shows
        </h3>
        <p className="mb-4 mt-1 text-sm text-muted">
          This confirms that the app is set up. Two-factor authentication is on from then on.
        </p>
        <TwoFactorCodeForm
          action="confirm"
          submitLabel="Confirm and turn on"
          onSubmit={onConfirm}
          onCancel={onCancel}
        />
      </section>
    </Card>
  );
}
