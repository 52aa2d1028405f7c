import { QRCodeSVG } from 'qrcode.react';
import type { OpenedInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { CopyButton } from '@/components/ui/copy-button';
import { groupAuthenticatorKey } from '@/lib/authenticator-key';

/**
 * The authenticator the console asks for at every sign-in: the QR code of the otpauth:// address (an
 * SVG, no script or canvas), and the same key as text for an app that cannot scan.
 */
export function AuthenticatorEnrolment({ invitation }: { invitation: OpenedInvitation }) {
  const { otpauthUri, secret } = invitation.authenticator;
  return (
    <div className="grid gap-5 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-start">
      <div>
        <div className="inline-block rounded-lg border border-line bg-white p-2">
          <QRCodeSVG
            value={otpauthUri}
            size={168}
            marginSize={2}
            level="M"
            role="img"
            aria-label={`QR code that adds ${invitation.email} to your authenticator app`}
          />
        </div>
        {/* On a phone the code cannot scan itself: the same address opens the authenticator app there. */}
        <p className="mt-2 text-sm sm:hidden">
          <a
            href={otpauthUri}
            className="rounded font-medium text-info-ink underline underline-offset-4 hover:no-underline"
          >
            Open in an authenticator app on this phone
          </a>
        </p>
      </div>
      <div className="min-w-0">
        <p className="text-sm text-muted">
          Scan the code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password,
          Authy). Cannot scan it? Enter this key in the app as a time-based key:
        </p>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 text-sm">
          <dt className="text-muted">Key</dt>
          <dd>
            <code className="block font-mono text-base font-semibold tracking-wider break-words text-ink">
              {groupAuthenticatorKey(secret)}
            </code>
          </dd>
        </dl>
        <div className="mt-3">
          <CopyButton text={secret} label="Copy key" />
        </div>
      </div>
    </div>
  );
}
