import type { AppContext } from '../../app-context.ts';
import { toIsoDate } from '../../calendar/utc-dates.ts';
import type { Click } from './repository.ts';

/** How often a gateway tells the others whose clicks it stored (jobs/gateway-jobs.ts, clickJobs). */
export const CLICK_NOTICE_INTERVAL_MS = 1_000;

/**
 * The figures cache's notices for clicks (caches/figures-cache.ts). A click flush commits many times a
 * second from the redirect's path, and a NOTIFY in each cost the redirect a quarter of its rate
 * (docs/bench-log.md, issue 21's fifth round). So this process adds the clicks to its own kept answers
 * as soon as a flush has committed, before any 302 of the flush goes out (a page read during a click
 * storm stays a hit), and tells the other processes once a second for all of its flushes, which
 * forget those affiliates' answers: another gateway shows a click up to about a second later, and if
 * this process dies before telling, at most its cache's time to live later.
 */
export class ClickNotices {
  private pending = new Set<number>();

  constructor(private readonly ctx: AppContext) {}

  /** Call once the clicks are committed. Bots count in no figure. */
  stored(clicks: readonly Click[]): void {
    const byAffiliate = new Map<number, { byDay: Map<string, number>; latest: Date }>();
    for (const click of clicks) {
      if (click.isBot) continue;
      let stored = byAffiliate.get(click.affiliateId);
      if (!stored) byAffiliate.set(click.affiliateId, (stored = { byDay: new Map(), latest: click.at }));
      const day = toIsoDate(click.at);
      stored.byDay.set(day, (stored.byDay.get(day) ?? 0) + 1);
      if (click.at > stored.latest) stored.latest = click.at;
    }
    for (const [affiliateId, stored] of byAffiliate) {
      this.ctx.figures.clicksStored(affiliateId, stored);
      this.pending.add(affiliateId);
    }
  }

  /** Tells the other listening processes whose figures the clicks stored since the last call changed. */
  async send(): Promise<void> {
    if (this.pending.size === 0) return;
    const ids = this.pending;
    this.pending = new Set();
    try {
      await this.ctx.db.query('SELECT notify_figures_changed($1::text)', [
        this.ctx.figures.clicksNotice(ids),
      ]);
    } catch (error) {
      for (const id of ids) this.pending.add(id);
      throw error;
    }
  }
}
