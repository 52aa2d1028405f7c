import type { ReactNode } from 'react';
import { BarChart3, Megaphone, Wallet } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { BrandMark } from '@/components/brand-mark';
import { LanguagePicker } from '@/components/language-picker';
import { notePickedWhileSignedOut } from '@/lib/i18n/choose-language';

const highlights = [
  { Icon: BarChart3, text: msg`Track referral turnover and win/loss for the current period.` },
  { Icon: Megaphone, text: msg`Generate tracked banners for your websites and campaigns.` },
  { Icon: Wallet, text: msg`Request payouts by Bitcoin, e-wallet or stablecoin.` },
];

/** The frame of the signed-out screens: brand panel on wide screens, a centred card everywhere. */
export function AuthShell({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <aside className="hidden flex-col justify-between bg-primary p-10 text-on-primary lg:flex">
        <BrandMark onPrimary />
        <div>
          <p className="text-3xl font-semibold leading-tight tracking-tight">
            <Trans>Grow with a partner program that pays on time.</Trans>
          </p>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ Icon, text }) => (
              <li key={text.id} className="flex items-start gap-3 text-base">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {i18n._(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="text-sm">
          <Trans>Partner back office</Trans>
        </p>
      </aside>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex items-center justify-center px-4 py-10 sm:px-8 focus:outline-none"
      >
        <div className="w-full max-w-md">
          <div className="mb-8 flex flex-wrap items-center justify-between gap-3">
            <div className="lg:invisible">
              <BrandMark />
            </div>
            <LanguagePicker onPicked={notePickedWhileSignedOut} />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {description && <p className="mt-2 text-sm text-muted">{description}</p>}
          <div className="mt-8">{children}</div>
        </div>
      </main>
    </div>
  );
}
