import { APPLICATION_LINK_NOT_VALID } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import * as repo from './registration-repository.ts';
import { tokenHash } from './registration.ts';

/**
 * A manager's question and the applicant's answer, through the mailed link (issue 38): the link's token
 * is stored as its SHA-256 (hex), as the refresh tokens are, and works until the question is answered
 * or the application decided.
 */

const linkNotValid = () => fieldError('token', APPLICATION_LINK_NOT_VALID);

/** The open question of the link, with the applicant's first name; 422 on `token` when there is none. */
export async function openQuestion(
  ctx: AppContext,
  token: string,
): Promise<{ first_name: string; question: string; asked_at: string }> {
  const row = await repo.openQuestionOfToken(ctx.db, tokenHash(token));
  if (!row) throw linkNotValid();
  return { first_name: row.first_name, question: row.question, asked_at: row.asked_at.toISOString() };
}

/**
 * Keeps the answer and ends the link; the application goes back to the managers' queue once none of its
 * questions is left unanswered. 422 on `token` when the link is not valid (any more).
 */
export async function answerQuestion(ctx: AppContext, token: string, answer: string): Promise<void> {
  const answered = await ctx.db.transaction(async (tx) => {
    const row = await repo.openQuestionOfToken(tx, tokenHash(token), true);
    if (!row) return false;
    await repo.storeAnswer(tx, row.id, answer, ctx.config.now());
    await repo.backToQueueWhenAnswered(tx, row.application_id);
    return true;
  });
  if (!answered) throw linkNotValid();
}
