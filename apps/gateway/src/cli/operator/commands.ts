import type { OperatorCommand } from './command.ts';
import { adjust } from './commands/adjust.ts';
import { affiliates } from './commands/affiliates.ts';
import { applications } from './commands/applications.ts';
import { banners } from './commands/banners.ts';
import { brands } from './commands/brands.ts';
import { broadcast } from './commands/broadcast.ts';
import { commissionPlanCommand } from './commands/commission-plan.ts';
import { cpa } from './commands/cpa.ts';
import { createAffiliateCommand } from './commands/create-affiliate.ts';
import { deals } from './commands/deals.ts';
import { feed } from './commands/feed.ts';
import { fxRates } from './commands/fx-rates.ts';
import { kyc } from './commands/kyc.ts';
import { landingPages } from './commands/landing-pages.ts';
import { operators } from './commands/operators.ts';
import { maintenance } from './commands/maintenance.ts';
import { outbox } from './commands/outbox.ts';
import { paymentOptions } from './commands/payment-options.ts';
import { periods } from './commands/periods.ts';
import { players } from './commands/players.ts';
import { rates } from './commands/rates.ts';
import { seed } from './commands/seed.ts';
import { terms } from './commands/terms.ts';
import { tickets } from './commands/tickets.ts';
import { token } from './commands/token.ts';
import { withdrawals } from './commands/withdrawals.ts';

/** Every command of `npm run operator`, in the order the usage lists them. A new command is a module and a line here. */
export const operatorCommands: readonly OperatorCommand[] = [
  maintenance,
  broadcast,
  createAffiliateCommand,
  affiliates,
  applications,
  outbox,
  seed,
  banners,
  landingPages,
  brands,
  tickets,
  periods,
  commissionPlanCommand,
  deals,
  cpa,
  players,
  rates,
  fxRates,
  feed,
  terms,
  paymentOptions,
  kyc,
  withdrawals,
  adjust,
  operators,
  token,
];
