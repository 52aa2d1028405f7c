import type { ReactNode } from 'react';
import { BadgeCheck, CircleX, Clock, IdCard, UserSearch } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import type { KycDerivedStatus } from '../lib/derive-kyc-status';
import { kycStatusText } from '../lib/kyc-status-text';

const looks: Record<KycDerivedStatus, { Icon: typeof IdCard; icon: string; badge: string }> = {
  'for-verification': { Icon: IdCard, icon: 'text-muted', badge: 'bg-canvas text-ink border-line' },
  pending: { Icon: Clock, icon: 'text-info-ink', badge: 'bg-info-soft text-info-ink border-info/40' },
  failed: { Icon: CircleX, icon: 'text-error-ink', badge: 'bg-error-soft text-error-ink border-error/40' },
  manual_verification: { Icon: UserSearch, icon: 'text-info-ink', badge: 'bg-info-soft text-info-ink border-info/40' },
  success: { Icon: BadgeCheck, icon: 'text-success-ink', badge: 'bg-success-soft text-success-ink border-success/50' },
};

/** One state: its badge, headline and explanation; `children` carry what is particular to it (reasons, the next step). */
export function KycStatusCard({ status, children }: { status: KycDerivedStatus; children?: ReactNode }) {
  const text = kycStatusText[status];
  const look = looks[status];
  return (
    <Card className="max-w-2xl">
      <div className="flex items-start gap-4">
        <look.Icon aria-hidden="true" className={cx('mt-0.5 size-9 shrink-0', look.icon)} />
        <div className="min-w-0">
          <p className={cx('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold', look.badge)}>
            <span className="sr-only">Status: </span>
            {text.badge}
          </p>
          {/* The card stays while the state changes (a return followed until the callback lands): say so. */}
          <h2 aria-live="polite" className="mt-2 text-lg font-semibold text-ink">
            {text.headline}
          </h2>
          <p className="mt-1 text-sm text-muted">{text.explanation}</p>
          {children}
        </div>
      </div>
    </Card>
  );
}
