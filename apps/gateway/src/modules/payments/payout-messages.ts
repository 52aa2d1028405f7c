import Decimal from 'decimal.js';

/**
 * Why a payout option cannot be used now, in the words the affiliate reads under the option (one
 * place, so the options list and a refused withdrawal say the same thing).
 */
export const payoutMessages = {
  disabled: (option: string) => `${option} withdrawals are not offered at the moment.`,
  rateMissing: (option: string) => `${option} withdrawals are paused: there is no exchange rate yet.`,
  rateStale: (option: string) => `${option} withdrawals are paused: the exchange rate is out of date.`,
  notEur: (option: string, currency: string) =>
    `${option} withdrawals need a balance in EUR: its exchange rate is only quoted against EUR, and your balance is in ${currency}.`,
  belowMinimum: (option: string, available: string, minimum: string, currency: string) =>
    `Your available balance (${new Decimal(available).toFixed(2)} ${currency}) is below the ${option} minimum of ${new Decimal(minimum).toFixed(2)} ${currency}.`,
};
