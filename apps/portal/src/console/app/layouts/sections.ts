import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  Banknote,
  Calculator,
  Database,
  Coins,
  FileText,
  Contact,
  DatabaseZap,
  Store,
  GalleryHorizontalEnd,
  Handshake,
  IdCard,
  Inbox,
  LayoutDashboard,
  LifeBuoy,
  Link2,
  Mail,
  Languages,
  ScrollText,
  SlidersHorizontal,
  UsersRound,
  UserRoundSearch,
} from 'lucide-react';
import { roleAdmits, type Endpoint, type OperatorRole } from '@affiliate/contract/common/endpoint';
import { operatorPaymentOptionList, operatorWithdrawals } from '@affiliate/contract/endpoints/money-operator';
import { broadcast, outbox } from '@affiliate/contract/endpoints/operator';
import { listCatalogueBanners } from '@affiliate/contract/endpoints/banners';
import { listLandingPages } from '@affiliate/contract/endpoints/landing-pages';
import { listBrands } from '@affiliate/contract/endpoints/brands';
import { feedUploads } from '@affiliate/contract/endpoints/feed-files';
import { fxRateList } from '@affiliate/contract/endpoints/fx-rates';
import { operatorTickets } from '@affiliate/contract/endpoints/contact';
import { kycReviews } from '@affiliate/contract/endpoints/kyc';
import { operatorAccounts } from '@affiliate/contract/endpoints/operator-accounts';
import { auditLog } from '@affiliate/contract/endpoints/operator-audit';
import { commissionPeriods } from '@affiliate/contract/endpoints/operator-commission';
import { listDeals } from '@affiliate/contract/endpoints/deals';
import { affiliateSearch } from '@affiliate/contract/endpoints/operator-affiliates';
import { programOverview } from '@affiliate/contract/endpoints/operator-overview';
import { textList } from '@affiliate/contract/endpoints/text-overrides';
import { listTermsVersions } from '@affiliate/contract/endpoints/program-terms';
import { listApplications } from '@affiliate/contract/endpoints/applications';
import { listFeedSources } from '@affiliate/contract/endpoints/feed-sources';
import { playerChangeHistory } from '@affiliate/contract/endpoints/player-changes';
import { consoleRoutes } from '../../config/console-routes';

/**
 * A screen of the console in its navigation. `needs` is the endpoint the screen cannot work without: an
 * operator sees the section when the contract admits their role there (`roleAdmits`), so the navigation
 * and the gateway's refusals cannot disagree. A new screen is one more entry, in the order the
 * navigation shows them (the first one a role may use is its home).
 */
export interface ConsoleSection {
  label: string;
  path: string;
  Icon: LucideIcon;
  needs: Endpoint;
}

export const overviewSection: ConsoleSection = {
  label: 'Overview',
  path: consoleRoutes.overview.path,
  Icon: LayoutDashboard,
  needs: programOverview,
};

export const operatorsSection: ConsoleSection = {
  label: 'Operators',
  path: consoleRoutes.operators.path,
  Icon: UsersRound,
  needs: operatorAccounts,
};

export const withdrawalsSection: ConsoleSection = {
  label: 'Withdrawals',
  path: consoleRoutes.withdrawals.path,
  Icon: Banknote,
  needs: operatorWithdrawals,
};

export const affiliatesSection: ConsoleSection = {
  label: 'Affiliates',
  path: consoleRoutes.affiliates.path,
  Icon: Contact,
  needs: affiliateSearch,
};

export const playersSection: ConsoleSection = {
  label: 'Players',
  path: consoleRoutes.players.path,
  Icon: UserRoundSearch,
  needs: playerChangeHistory,
};

export const applicationsSection: ConsoleSection = {
  label: 'Applications',
  path: consoleRoutes.applications.path,
  Icon: Inbox,
  needs: listApplications,
};

export const ticketsSection: ConsoleSection = {
  label: 'Tickets',
  path: consoleRoutes.tickets.path,
  Icon: LifeBuoy,
  needs: operatorTickets,
};

export const bannersSection: ConsoleSection = {
  label: 'Banners',
  path: consoleRoutes.banners.path,
  Icon: GalleryHorizontalEnd,
  needs: listCatalogueBanners,
};

export const landingPagesSection: ConsoleSection = {
  label: 'Landing pages',
  path: consoleRoutes.landingPages.path,
  Icon: Link2,
  needs: listLandingPages,
};

export const brandsSection: ConsoleSection = {
  label: 'Brands',
  path: consoleRoutes.brands.path,
  Icon: Store,
  needs: listBrands,
};

// Admins upload feed files; the roles that may read the upload log see the screen without the form.
export const dataSection: ConsoleSection = {
  label: 'Data',
  path: consoleRoutes.data.path,
  Icon: Database,
  needs: feedUploads,
};

export const identityReviewsSection: ConsoleSection = {
  label: 'Identity reviews',
  path: consoleRoutes.identityReviews.path,
  Icon: IdCard,
  needs: kycReviews,
};

export const auditSection: ConsoleSection = {
  label: 'Audit',
  path: consoleRoutes.audit.path,
  Icon: ScrollText,
  needs: auditLog,
};

export const commissionSection: ConsoleSection = {
  label: 'Commission',
  path: consoleRoutes.commission.path,
  Icon: Calculator,
  needs: commissionPeriods,
};

export const dealsSection: ConsoleSection = {
  label: 'Deals',
  path: consoleRoutes.deals.path,
  Icon: Handshake,
  needs: listDeals,
};

export const payoutsSection: ConsoleSection = {
  label: 'Payouts',
  path: consoleRoutes.payouts.path,
  Icon: Coins,
  needs: operatorPaymentOptionList,
};

export const fxRatesSection: ConsoleSection = {
  label: 'Exchange rates',
  path: consoleRoutes.fxRates.path,
  Icon: ArrowLeftRight,
  needs: fxRateList,
};

// Broadcasting is the part of Program settings that marketing may use too: the section opens to the roles
// of `broadcast`, and the screen shows the settings themselves to the roles that may read them (admins).
export const settingsSection: ConsoleSection = {
  label: 'Settings',
  path: consoleRoutes.settings.path,
  Icon: SlidersHorizontal,
  needs: broadcast,
};

export const textsSection: ConsoleSection = {
  label: 'Texts',
  path: consoleRoutes.texts.path,
  Icon: Languages,
  needs: textList,
};

export const termsSection: ConsoleSection = {
  label: 'Terms',
  path: consoleRoutes.terms.path,
  Icon: FileText,
  needs: listTermsVersions,
};

export const mailSection: ConsoleSection = {
  label: 'Mail',
  path: consoleRoutes.mail.path,
  Icon: Mail,
  needs: outbox,
};

// Reached from the Data screen (issue 39); not in the navigation of its own.
export const dataSourcesSection: ConsoleSection = {
  label: 'Data sources',
  path: consoleRoutes.dataSources.path,
  Icon: DatabaseZap,
  needs: listFeedSources,
};

// The Overview first: every role may read it, so it is every role's home.
export const sections: readonly ConsoleSection[] = [
  overviewSection,
  affiliatesSection,
  playersSection,
  applicationsSection,
  withdrawalsSection,
  commissionSection,
  dealsSection,
  payoutsSection,
  fxRatesSection,
  identityReviewsSection,
  ticketsSection,
  bannersSection,
  landingPagesSection,
  brandsSection,
  dataSection,
  operatorsSection,
  auditSection,
  settingsSection,
  textsSection,
  termsSection,
  mailSection,
];

/** The sections `role` may use, in navigation order. */
export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return sections.filter((section) => roleAdmits(section.needs, role));
}

/** Where the console opens for `role`: its first section, else the account page (a role with no screen yet). */
export function homeFor(role: OperatorRole): string {
  return sectionsFor(role)[0]?.path ?? consoleRoutes.account.path;
}
