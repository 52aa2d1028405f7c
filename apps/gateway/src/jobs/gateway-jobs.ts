import type { FastifyInstance } from 'fastify';
import type { Logger } from '../app-context.ts';
import { CLICK_NOTICE_INTERVAL_MS, type ClickNotices } from '../modules/tracking/click-notices.ts';
import type { ClickRecorder } from '../modules/tracking/click-recorder.ts';
import type { BackgroundJob } from './background-job.ts';
import { periodicJob } from './background-job.ts';

/** The tracking redirect's two jobs, in the order they start (they stop in the reverse order). */
export function clickJobs(log: Logger, clicks: ClickRecorder, notices: ClickNotices): BackgroundJob[] {
  return [
    // Before the click flushing, so it stops after it: the notice of the last clicks stored goes out.
    periodicJob('click notices', CLICK_NOTICE_INTERVAL_MS, () => notices.send(), log, { passOnStop: true }),
    // Nothing to start: the recorder flushes as clicks arrive; stopping stores the clicks still waiting.
    { name: 'click flushing', start: () => () => clicks.drained() },
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
