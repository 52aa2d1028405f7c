import {
  APPLICATION_ANSWER_NOT_VALID,
  APPLICATION_CHALLENGE_FAILED,
  APPLICATION_CODE_NOT_VALID,
  APPLICATION_COMPANY_REQUIRED,
  APPLICATION_LINK_NOT_VALID,
  APPLICATION_NAME_NOT_VALID,
  APPLICATION_SOURCES_REQUIRED,
  APPLICATION_TERMS_REQUIRED,
  APPLICATION_WEBSITE_NOT_VALID,
  BANNER_NOT_OFFERED,
  BANNER_OF_ANOTHER_BRAND,
  BANNER_REFERRAL_CODE_NOT_YOURS,
  BANNER_SIZE_NOT_OFFERED,
  LANDING_PAGE_NOT_ALLOWED,
  LINK_CODE_NOT_YOURS,
  REFERRAL_CODE_BRAND_NOT_OFFERED,
  REFERRAL_CODE_TAKEN,
  REFERRAL_CODES_LIMIT_REACHED,
  SAVED_BANNERS_LIMIT_REACHED,
  TERMS_NONE_PUBLISHED,
  TERMS_NOT_IN_FORCE,
  TERMS_VERSION_NOT_FOUND,
} from '@affiliate/contract';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DISABLED,
  ACCOUNT_SUSPENDED,
  forbidden,
  sessionExpired,
  unauthenticated,
} from '../src/http/api-error.ts';
import { messageIn } from '../src/i18n/api-error-language.ts';
import { en } from '../src/i18n/catalogs/en.ts';
import { languages, translate, type GatewayText } from '../src/i18n/translate.ts';
import {
  EMAIL_NOT_USABLE,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from '../src/modules/account-settings/email-change.ts';
import { SESSION_NOT_FOUND } from '../src/modules/account-settings/service.ts';
import {
  APPLICATION_EMAIL_TAKEN_MEANWHILE,
  APPLICATION_USERNAME_TAKEN_MEANWHILE,
} from '../src/modules/applications/confirmation.ts';
import { APPLICATION_CURRENCY_NOT_OFFERED } from '../src/modules/applications/registration.ts';
import { COMMON_PASSWORD_MESSAGE } from '../src/modules/auth/passwords.ts';
import { INVALID_CREDENTIALS } from '../src/modules/auth/service.ts';
import { SAVED_BANNER_NOT_FOUND } from '../src/modules/banners/saved-service.ts';
import { CODE_INVALID_MESSAGE } from '../src/modules/codes/forgot-password.ts';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '../src/modules/idempotency/service.ts';
import { KYC_MESSAGES } from '../src/modules/kyc/service.ts';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { CUSTOMER_ID_MISMATCH } from '../src/modules/payments/customer-payment-options.ts';
import { PLAYER_NOT_FOUND } from '../src/modules/referrals/player-months.ts';
import { TRANSACTION_NOT_FOUND } from '../src/modules/statements/history-service.ts';
import { emailedCodeInvalid } from '../src/modules/totp/action-code.ts';
import { twoFactorMessages, twoFactorRefusals } from '../src/modules/totp/messages.ts';
import { IDENTITY_REQUIRED } from '../src/modules/withdrawals/identity-rule.ts';
import { UNSTORABLE_TEXT_MESSAGE } from '../src/plugins/storable-text.ts';

/**
 * Issue 37: an API error thrown with its English words is answered in the request's language by
 * finding those words among the gateway's error messages. These are the affiliate's refusals: each
 * must be found (a reworded constant would silently stay English) and stay English in English.
 */
const affiliateRefusals: string[] = [
  unauthenticated().message,
  sessionExpired().message,
  forbidden().message,
  ACCOUNT_SUSPENDED,
  ACCOUNT_DISABLED,
  INVALID_CREDENTIALS,
  COMMON_PASSWORD_MESSAGE,
  WRONG_PASSWORD,
  SAME_EMAIL,
  EMAIL_NOT_USABLE,
  SESSION_NOT_FOUND,
  CODE_INVALID_MESSAGE,
  emailedCodeInvalid,
  ...Object.values(twoFactorMessages),
  ...Object.values(twoFactorRefusals).flatMap((byStatus) => Object.values(byStatus)),
  ...Object.values(KYC_MESSAGES),
  INSUFFICIENT_FUNDS,
  IDENTITY_REQUIRED.firstWithdrawal,
  CUSTOMER_ID_MISMATCH,
  PLAYER_NOT_FOUND,
  TRANSACTION_NOT_FOUND,
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  UNSTORABLE_TEXT_MESSAGE,
  SAVED_BANNER_NOT_FOUND,
  REFERRAL_CODE_BRAND_NOT_OFFERED,
  REFERRAL_CODE_TAKEN,
  REFERRAL_CODES_LIMIT_REACHED,
  LINK_CODE_NOT_YOURS,
  LANDING_PAGE_NOT_ALLOWED,
  BANNER_REFERRAL_CODE_NOT_YOURS,
  BANNER_NOT_OFFERED,
  BANNER_OF_ANOTHER_BRAND,
  BANNER_SIZE_NOT_OFFERED,
  SAVED_BANNERS_LIMIT_REACHED,
  TERMS_NOT_IN_FORCE,
  TERMS_NONE_PUBLISHED,
  TERMS_VERSION_NOT_FOUND,
  // Applying to the program: the form, the confirmation, a question's answer (an applicant reads them).
  APPLICATION_NAME_NOT_VALID,
  APPLICATION_COMPANY_REQUIRED,
  APPLICATION_WEBSITE_NOT_VALID,
  APPLICATION_SOURCES_REQUIRED,
  APPLICATION_TERMS_REQUIRED,
  APPLICATION_CHALLENGE_FAILED,
  APPLICATION_CODE_NOT_VALID,
  APPLICATION_LINK_NOT_VALID,
  APPLICATION_ANSWER_NOT_VALID,
  APPLICATION_CURRENCY_NOT_OFFERED,
  APPLICATION_USERNAME_TAKEN_MEANWHILE,
  APPLICATION_EMAIL_TAKEN_MEANWHILE,
];

describe("the gateway's API error messages", () => {
  it.each(affiliateRefusals)('finds "%s" in every language, English unchanged', (english) => {
    expect(messageIn(english, 'en', undefined)).toBe(english);
    for (const language of languages.filter((l) => l !== 'en'))
      expect(messageIn(english, language, undefined), language).not.toBe(english);
  });

  it('renders every English error message without variables exactly as written', () => {
    for (const [key, text] of Object.entries(en))
      if (key.startsWith('error.') && !/[{}]/.test(text))
        expect(translate('en', key as GatewayText)).toBe(text);
  });

  it('leaves a message it does not know as it is', () => {
    expect(messageIn('Something only an operator reads.', 'de', undefined)).toBe(
      'Something only an operator reads.',
    );
  });
});
