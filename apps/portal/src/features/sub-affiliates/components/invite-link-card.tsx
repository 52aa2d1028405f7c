import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LinkQrCode } from '@/components/link-qr-code';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * The affiliate's invite link: an applicant approved through it becomes their sub-affiliate. Shown in a
 * read-only field (to select by hand where the clipboard is refused), with a copy button and its QR code
 * to print or show, downloadable as SVG or PNG as a tracking link's is.
 */
export function InviteLinkCard({ link, code }: { link: string; code: string }) {
  const { t } = useLingui();
  const field = useId();
  return (
    <section aria-labelledby="invite-link-heading" className="min-w-0">
      <Card className="flex h-full min-w-0 flex-col gap-4">
        <div>
          <h2 id="invite-link-heading" className="text-lg font-semibold text-ink">
            <Trans>Your invite link</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              Share it with people who could promote the program too: whoever applies through it and is
              approved becomes your sub-affiliate.
            </Trans>
          </p>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5">
          <label htmlFor={field} className="text-sm font-medium text-ink">
            <Trans>Invite link</Trans>
          </label>
          <input
            id={field}
            readOnly
            value={link}
            translate="no"
            className="h-10 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 font-mono text-xs text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40"
            onFocus={(event) => event.target.select()}
          />
          <div>
            <CopyButton text={link} label={t`Copy link`} />
          </div>
        </div>
        <LinkQrCode link={link} fileName={`invite-link-${code}`} label={t`QR code of your invite link`} />
      </Card>
    </section>
  );
}
