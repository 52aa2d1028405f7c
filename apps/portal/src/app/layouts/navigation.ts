import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BarChart3,
  Bell,
  Calculator,
  FileText,
  History,
  IdCard,
  KeyRound,
  LayoutDashboard,
  Mail,
  Megaphone,
  Network,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
  Webhook,
} from 'lucide-react';
import { routes } from '@/config/routes';

export interface NavigationItem {
  /** The section's route title, shown in the portal's language. */
  label: MessageDescriptor;
  to: string;
  Icon: LucideIcon;
}

/** The side navigation: every section of the signed-in portal, each named by its route's title. */
export const navigation: ReadonlyArray<NavigationItem> = [
  { label: routes.dashboard.titleMessage, to: routes.dashboard.path, Icon: LayoutDashboard },
  { label: routes.commission.titleMessage, to: routes.commission.path, Icon: Calculator },
  { label: routes.referrals.titleMessage, to: routes.referrals.path, Icon: Users },
  { label: routes.changes.titleMessage, to: routes.changes.path, Icon: History },
  { label: routes.subAffiliates.titleMessage, to: routes.subAffiliates.path, Icon: Network },
  { label: routes.reports.titleMessage, to: routes.reports.path, Icon: BarChart3 },
  { label: routes.affiliateTools.titleMessage, to: routes.affiliateTools.path, Icon: Megaphone },
  { label: routes.integrations.titleMessage, to: routes.integrations.path, Icon: Webhook },
  { label: routes.withdrawal.titleMessage, to: routes.withdrawal.path, Icon: Wallet },
  { label: routes.transactionHistory.titleMessage, to: routes.transactionHistory.path, Icon: ArrowLeftRight },
  { label: routes.statementOfAccount.titleMessage, to: routes.statementOfAccount.path, Icon: FileText },
  { label: routes.notification.titleMessage, to: routes.notification.path, Icon: Bell },
  { label: routes.kyc.titleMessage, to: routes.kyc.path, Icon: IdCard },
  { label: routes.settings.titleMessage, to: routes.settings.path, Icon: Settings },
  { label: routes.googleAuthenticator.titleMessage, to: routes.googleAuthenticator.path, Icon: ShieldCheck },
  { label: routes.changePassword.titleMessage, to: routes.changePassword.path, Icon: KeyRound },
  { label: routes.contact.titleMessage, to: routes.contact.path, Icon: Mail },
];
