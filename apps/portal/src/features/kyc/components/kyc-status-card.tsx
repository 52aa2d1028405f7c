import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { BadgeCheck, CircleX, Clock, IdCard, UserSearch } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { StatusSummary, type StatusLook } from '@/components/ui/status-summary';
import type { KycDerivedStatus } from '../lib/derive-kyc-status';
import { kycStatusText } from '../lib/kyc-status-text';

// The badges' classes through cx, a class list rather than a text (the catalogs' lint reads it so).
const looks: Record<KycDerivedStatus, StatusLook> = {
  'for-verification': { Icon: IdCard, icon: 'text-muted', badge: cx('bg-canvas', 'text-ink', 'border-line') },
  pending: {
    Icon: Clock,
    icon: 'text-info-ink',
    badge: cx('bg-info-soft', 'text-info-ink', 'border-info/40'),
  },
  failed: {
    Icon: CircleX,
    icon: 'text-error-ink',
    badge: cx('bg-error-soft', 'text-error-ink', 'border-error/40'),
  },
  manual_verification: {
    Icon: UserSearch,
    icon: 'text-info-ink',
    badge: cx('bg-info-soft', 'text-info-ink', 'border-info/40'),
  },
  success: {
    Icon: BadgeCheck,
    icon: 'text-success-ink',
    badge: cx('bg-success-soft', 'text-success-ink', 'border-success/50'),
  },
};

/** A state's words as shown (translated). */
export interface KycCardText {
  badge: string;
  headline: string;
  explanation: string;
}

/**
 * One state: its badge, headline and explanation (`text` when the screen knows better words for the
 * situation, e.g. an open attempt not submitted yet); `children` carry what is particular to it.
 */
export function KycStatusCard({
  status,
  text,
  children,
}: {
  status: KycDerivedStatus;
  text?: KycCardText;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const words = kycStatusText[status];
  const shown = text ?? {
    badge: t(words.badge),
    headline: t(words.headline),
    explanation: t(words.explanation),
  };
  return (
    <Card className="max-w-2xl">
      {/* The card stays while the state changes (a return followed until the callback lands): announced. */}
      <StatusSummary
        look={looks[status]}
        badge={shown.badge}
        headline={shown.headline}
        explanation={shown.explanation}
        live
      >
        {children}
      </StatusSummary>
    </Card>
  );
}
