import type { AppContext } from '../../app-context.ts';
import { sendMails } from '../mail/service.ts';
import { adminAddresses, type SourceRow } from './repository.ts';

/**
 * Tells the admins that a source has failed `notify_after` times in a row: a mail to each enabled admin
 * (the console's overview and Data sources screen show it too). Admins, because a source's address and
 * credentials are theirs alone to change. English, like the console.
 */
export async function tellOperatorsOfFailingSource(
  ctx: AppContext,
  source: Pick<SourceRow, 'id' | 'brand' | 'feed' | 'kind' | 'address'>,
  failures: number,
  lastError: string,
): Promise<void> {
  const recipients = await adminAddresses(ctx.db);
  const subject = `Feed pull failing: ${source.brand} ${source.feed} (${failures} failures in a row)`;
  const text = [
    `The scheduled pull of the ${source.feed} feed of brand ${source.brand} has failed ${failures} times in a row.`,
    '',
    `Source: #${source.id}, ${source.kind} ${source.address}`,
    `Last error: ${lastError}`,
    '',
    'It is tried again with a growing wait, at most the schedule’s own interval. Check the address and its',
    `credentials in the console: ${ctx.config.publicUrl}/operator/data/sources`,
  ].join('\n');
  await sendMails(
    ctx,
    recipients.map((to) => ({ to, subject, text })),
  );
  ctx.log.warn(
    { feedSourceId: source.id, brand: source.brand, feed: source.feed, failures },
    'feed source failing: operators told',
  );
}
