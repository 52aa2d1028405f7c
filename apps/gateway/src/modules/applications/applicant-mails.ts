import type { AppConfig } from '../../config/app-config.ts';
import { displayDayIn } from '../../calendar/display-dates-in.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import type { Mail } from '../mail/service.ts';

/**
 * The mails of the application form (issue 38), in the applicant's language. Every accepted form sends
 * exactly one of the first four to the address typed, whatever it finds, so the answer on the page can be
 * the same for all: only the owner of the address learns which it was. No code or token goes in a subject
 * (subjects are logged, and shown on locked phones).
 */

/** How long the managers usually take, as the confirmation's mail promises it. */
export const REVIEW_WORKING_DAYS = 3;

const links = (config: Pick<AppConfig, 'publicUrl'>) => ({
  /** The token goes in the fragment, which browsers never send: it reaches no server's log. */
  confirm: (token: string) => `${config.publicUrl}/auth/register/confirm#token=${token}`,
  register: `${config.publicUrl}/auth/register`,
  signIn: `${config.publicUrl}/auth/login`,
  resetPassword: `${config.publicUrl}/auth/forgot-password`,
});

interface To {
  config: Pick<AppConfig, 'publicUrl'>;
  language: Language;
  brand: string;
  email: string;
}

/** The code and the link that confirm the address. */
export function confirmationMail(
  to: To,
  applicant: { firstName: string; code: string; token: string },
): Mail {
  return {
    to: to.email,
    subject: translate(to.language, 'mail.application.confirm.subject', { brand: to.brand }),
    text: translate(to.language, 'mail.application.confirm.body', {
      name: applicant.firstName,
      brand: to.brand,
      link: links(to.config).confirm(applicant.token),
      code: applicant.code,
    }),
  };
}

/** The address belongs to an affiliate: sign in, or reset the password. */
export function existingAccountMail(to: To): Mail {
  const link = links(to.config);
  return {
    to: to.email,
    subject: translate(to.language, 'mail.application.subject', { brand: to.brand }),
    text: translate(to.language, 'mail.application.existingAccount.body', {
      brand: to.brand,
      signIn: link.signIn,
      reset: link.resetPassword,
    }),
  };
}

/** The address applied already and waits for the managers. */
export function alreadyAppliedMail(to: To, application: { firstName: string; appliedAt: Date }): Mail {
  return {
    to: to.email,
    subject: translate(to.language, 'mail.application.subject', { brand: to.brand }),
    text: translate(to.language, 'mail.application.alreadyApplied.body', {
      name: application.firstName,
      brand: to.brand,
      date: displayDayIn(to.language, application.appliedAt),
    }),
  };
}

/** The username chosen is someone else's: apply again with another. */
export function usernameTakenMail(to: To, applicant: { firstName: string; username: string }): Mail {
  return {
    to: to.email,
    subject: translate(to.language, 'mail.application.usernameTaken.subject', { brand: to.brand }),
    text: translate(to.language, 'mail.application.usernameTaken.body', {
      name: applicant.firstName,
      brand: to.brand,
      username: applicant.username,
      link: links(to.config).register,
    }),
  };
}

/** The address is confirmed: the application is with the managers. */
export function receivedMail(to: To, applicant: { firstName: string }): Mail {
  return {
    to: to.email,
    subject: translate(to.language, 'mail.application.received.subject', { brand: to.brand }),
    text: translate(to.language, 'mail.application.received.body', {
      name: applicant.firstName,
      brand: to.brand,
      days: REVIEW_WORKING_DAYS,
    }),
  };
}
