import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { languageOrEnglish, translate, type Language } from '../../i18n/translate.ts';
import { sendMail } from '../mail/service.ts';

/** Who the mail goes to, and in which language (the one they applied in). */
export interface Applicant {
  email: string;
  first_name: string;
  language: string;
}

/**
 * The mails an applicant gets when a manager decides or asks (issue 38), in the applicant's language,
 * written to the outbox in the decision's transaction so each goes out only with the change it tells of.
 * The manager's own words (a reason, a question) go as written, on lines of their own, between the
 * catalog's texts.
 */

/** One mail to the applicant in their language: the subject, then the paragraphs one blank line apart. */
async function mailApplicant(
  ctx: AppContext,
  tx: Queryable,
  applicant: Applicant,
  write: (language: Language) => { subject: string; paragraphs: string[] },
): Promise<void> {
  const { subject, paragraphs } = write(languageOrEnglish(applicant.language));
  await sendMail(ctx, { to: applicant.email, subject, text: paragraphs.join('\n\n') }, tx);
}

/** Approved: they sign in with the username and the password they chose when applying. */
export async function mailApproved(
  ctx: AppContext,
  tx: Queryable,
  applicant: Applicant & { username: string },
  brand: string,
): Promise<void> {
  await mailApplicant(ctx, tx, applicant, (language) => ({
    subject: translate(language, 'mail.application.approved.subject', { brand }),
    paragraphs: [
      translate(language, 'mail.application.approved.body', {
        firstName: applicant.first_name,
        brand,
        url: `${ctx.config.publicUrl}/auth/login`,
        username: applicant.username,
      }),
    ],
  }));
}

/** Rejected, with the manager's reason. */
export async function mailRejected(
  ctx: AppContext,
  tx: Queryable,
  applicant: Applicant,
  reason: string,
  brand: string,
): Promise<void> {
  await mailApplicant(ctx, tx, applicant, (language) => ({
    subject: translate(language, 'mail.application.rejected.subject', { brand }),
    paragraphs: [
      translate(language, 'mail.application.rejected.body', { firstName: applicant.first_name, brand }),
      reason,
      translate(language, 'mail.application.rejected.signature', { brand }),
    ],
  }));
}

/**
 * A manager's question, with the link that answers it. The token rides after `#`: browsers never send
 * a fragment, so it reaches neither the server's logs nor a Referer.
 */
export async function mailQuestion(
  ctx: AppContext,
  tx: Queryable,
  applicant: Applicant,
  question: string,
  token: string,
  brand: string,
): Promise<void> {
  await mailApplicant(ctx, tx, applicant, (language) => ({
    subject: translate(language, 'mail.application.question.subject', { brand }),
    paragraphs: [
      translate(language, 'mail.application.question.body', { firstName: applicant.first_name, brand }),
      question,
      translate(language, 'mail.application.question.answer', {
        link: answerLink(ctx.config.publicUrl, token),
      }),
      translate(language, 'mail.application.question.signature', { brand }),
    ],
  }));
}

/** The page where the applicant reads the question and answers it. */
export const answerLink = (publicUrl: string, token: string) =>
  `${publicUrl}/auth/register/answer#token=${token}`;
