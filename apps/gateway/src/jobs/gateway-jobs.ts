import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { RETRIEVAL_INTERVAL_MS, retrievePendingScans } from '../modules/kyc/retrieval.ts';
import { deliverDueMail, RETRY_INTERVAL_MS } from '../modules/mail/delivery.ts';
import { deliverDuePostbacks, POSTBACK_INTERVAL_MS } from '../modules/postbacks/delivery.ts';
import { CLICK_NOTICE_INTERVAL_MS, type ClickNotices } from '../modules/tracking/click-notices.ts';
import type { ClickRecorder } from '../modules/tracking/click-recorder.ts';
import type { BackgroundJob } from './background-job.ts';
import { periodicJob } from './background-job.ts';

/** Every background job of the gateway, in the order they start (they stop in the reverse order). */
export function gatewayJobs(ctx: AppContext, clicks: ClickRecorder, notices: ClickNotices): BackgroundJob[] {
  return [
    // Before the click flushing, so it stops after it: the notice of the last clicks stored goes out.
    periodicJob('click notices', CLICK_NOTICE_INTERVAL_MS, () => notices.send(), ctx.log, {
      passOnStop: true,
    }),
    // Nothing to start: the recorder flushes as clicks arrive; stopping stores the clicks still waiting.
    { name: 'click flushing', start: () => () => clicks.drained() },
    ...(ctx.config.smtpUrl
      ? [periodicJob('mail delivery retry', RETRY_INTERVAL_MS, () => deliverDueMail(ctx), ctx.log)]
      : []),
    periodicJob('postback delivery', POSTBACK_INTERVAL_MS, () => deliverDuePostbacks(ctx), ctx.log),
    periodicJob('identity scan retrieval', RETRIEVAL_INTERVAL_MS, () => retrievePendingScans(ctx), ctx.log),
  ];
}

/**
 * Starts the jobs and stops them when the app closes. Call it after the database plugin: onClose hooks
 * run last-added first, so the jobs end (a pass under way included) before the database closes, and
 * after the server has stopped taking requests (Fastify closes the server before the onClose hooks).
 */
export function startBackgroundJobs(app: FastifyInstance, jobs: readonly BackgroundJob[]): void {
  const stops = jobs.map((job) => job.start());
  app.log.debug({ jobs: jobs.map((job) => job.name) }, 'background jobs started');
  app.addHook('onClose', async () => {
    for (const stop of [...stops].reverse()) await stop();
  });
}
