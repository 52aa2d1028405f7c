import type { ReactNode } from 'react';
import { BadgeCheck, CircleX, Clock, IdCard, UserSearch } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { StatusSummary, type StatusLook } from '@/components/ui/status-summary';
import type { KycDerivedStatus } from '../lib/derive-kyc-status';
import { kycStatusText } from '../lib/kyc-status-text';

const looks: Record<KycDerivedStatus, StatusLook> = {
  'for-verification': { Icon: IdCard, icon: 'text-muted', badge: 'bg-canvas text-ink border-line' },
  pending: { Icon: Clock, icon: 'text-info-ink', badge: 'bg-info-soft text-info-ink border-info/40' },
  failed: { Icon: CircleX, icon: 'text-error-ink', badge: 'bg-error-soft text-error-ink border-error/40' },
  manual_verification: {
    Icon: UserSearch,
    icon: 'text-info-ink',
    badge: 'bg-info-soft text-info-ink border-info/40',
  },
  success: {
    Icon: BadgeCheck,
    icon: 'text-success-ink',
    badge: 'bg-success-soft text-success-ink border-success/50',
  },
};

export type KycCardText = Pick<
  (typeof kycStatusText)[KycDerivedStatus],
  'badge' | 'headline' | 'explanation'
>;

/**
 * One state: its badge, headline and explanation (`text` when the screen knows better words for the
 * situation, e.g. an open attempt not submitted yet); `children` carry what is particular to it.
 */
export function KycStatusCard({
  status,
  text = kycStatusText[status],
  children,
}: {
  status: KycDerivedStatus;
  text?: KycCardText;
  children?: ReactNode;
}) {
  return (
    <Card className="max-w-2xl">
      {/* The card stays while the state changes (a return followed until the callback lands): announced. */}
      <StatusSummary
        look={looks[status]}
        badge={text.badge}
        headline={text.headline}
        explanation={text.explanation}
        live
      >
        {children}
      </StatusSummary>
    </Card>
  );
}
