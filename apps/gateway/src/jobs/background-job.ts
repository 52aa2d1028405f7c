import type { Logger } from '../app-context.ts';

/** Work the gateway does besides answering requests: started once the database is open, stopped before it closes. */
export interface BackgroundJob {
  readonly name: string;
  /** Starts the job; the function it returns stops it and resolves once the work under way has ended. */
  start(): () => Promise<void>;
}

/**
 * A pass run every `everyMs` in this process, never two at once; the timer never keeps the process
 * alive, and stopping waits for a pass under way, then, with `passOnStop`, runs one more (for work
 * that gathers between passes and must not be left behind). A failed pass is logged and the next one
 * runs on time.
 */
export function periodicJob(
  name: string,
  everyMs: number,
  pass: () => Promise<unknown>,
  log: Logger,
  options: { passOnStop?: boolean } = {},
): BackgroundJob {
  return {
    name,
    start() {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        if (running) return;
        running = pass()
          .catch((error: unknown) => log.error({ err: error, job: name }, 'background job pass failed'))
          .finally(() => (running = undefined));
      }, everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running;
        if (options.passOnStop)
          await pass().catch((error: unknown) =>
            log.error({ err: error, job: name }, 'background job pass failed'),
          );
      };
    },
  };
}

/** A pass run once as the gateway starts (beside the requests, never holding up its start); stopping waits for it. */
export function startupJob(name: string, pass: () => Promise<unknown>, log: Logger): BackgroundJob {
  return {
    name,
    start() {
      const running = pass().catch((error: unknown) =>
        log.error({ err: error, job: name }, 'background job pass failed'),
      );
      return async () => {
        await running;
      };
    },
  };
}
