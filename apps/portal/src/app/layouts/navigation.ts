import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BarChart3,
  Bell,
  Calculator,
  FileText,
  IdCard,
  KeyRound,
  LayoutDashboard,
  Mail,
  Megaphone,
  Settings,
  ShieldCheck,
  Users,
  Wallet,
  Webhook,
} from 'lucide-react';
import { routes } from '@/config/routes';

export interface NavigationItem {
  label: string;
  to: string;
  Icon: LucideIcon;
}

/** The side navigation: every section of the signed-in portal. */
export const navigation: ReadonlyArray<NavigationItem> = [
  { label: 'Dashboard', to: routes.dashboard.path, Icon: LayoutDashboard },
  { label: 'Commission', to: routes.commission.path, Icon: Calculator },
  { label: 'Referrals', to: routes.referrals.path, Icon: Users },
  { label: 'Reports', to: routes.reports.path, Icon: BarChart3 },
  { label: 'Affiliate Tools', to: routes.affiliateTools.path, Icon: Megaphone },
  { label: 'Integrations', to: routes.integrations.path, Icon: Webhook },
  { label: 'Withdrawal', to: routes.withdrawal.path, Icon: Wallet },
  { label: 'Transaction History', to: routes.transactionHistory.path, Icon: ArrowLeftRight },
  { label: 'Statement of Account', to: routes.statementOfAccount.path, Icon: FileText },
  { label: 'Notifications', to: routes.notification.path, Icon: Bell },
  { label: 'Identity Verification', to: routes.kyc.path, Icon: IdCard },
  { label: 'Settings', to: routes.settings.path, Icon: Settings },
  { label: 'Two-Factor Authentication', to: routes.googleAuthenticator.path, Icon: ShieldCheck },
  { label: 'Change Password', to: routes.changePassword.path, Icon: KeyRound },
  { label: 'Contact Us', to: routes.contact.path, Icon: Mail },
];
