import { isbot } from 'isbot';
import type { AppContext } from '../../app-context.ts';
import { toIsoDate } from '../../calendar/utc-dates.ts';
import { countryOfAddress } from './click-country.ts';
import { ClickNotices } from './click-notices.ts';
import { ClickRecorder } from './click-recorder.ts';
import { newClickId } from './click-ids.ts';
import { DailySalts } from './daily-salts.ts';
import { KnownCodes } from './known-codes.ts';
import { landingTargetOf } from '../landing-pages/service.ts';
import { landingAddress } from './landing-address.ts';
import { brandLandingAddress, brandLandingUrls } from '../brands/brand-catalogue.ts';
import {
  CLICK_HEADER_MAX_LENGTH,
  firstValue,
  linkText,
  savedBannerIdOf,
  storedText,
} from './link-parameters.ts';
import { storeClicks } from './repository.ts';

/** A visit of a tracking link, as the redirect received it. */
type LinkValue = string | string[];

export interface Visit {
  code: string;
  banner?: LinkValue;
  campaign?: LinkValue;
  sub1?: LinkValue;
  sub2?: LinkValue;
  sub3?: LinkValue;
  sub4?: LinkValue;
  sub5?: LinkValue;
  /** The earlier name of sub1. */
  sub?: LinkValue;
  /** A deep link's target: followed when it lies under an allowed landing page, else the default landing page. */
  to?: LinkValue;
  ip: string;
  userAgent?: string;
  referrer?: string;
  /** Known not to be a person whatever the user agent says. */
  automated?: boolean;
}

/**
 * Crawlers and link previews (Facebook, Slack, X, WhatsApp, Telegram, Discord, LinkedIn...) open a
 * link without a person behind it; so does a client that names no browser at all.
 */
export function isBotAgent(userAgent: string | undefined): boolean {
  return userAgent === undefined || userAgent.trim() === '' || isbot(userAgent);
}

/** The tracking redirect: records a visit of a known code, and says where to send the visitor. */
export class ClickTracking {
  private readonly codes: KnownCodes;
  private readonly salts: DailySalts;
  readonly recorder: ClickRecorder;
  /** Whose figures the stored clicks changed, for the figures caches. */
  readonly notices: ClickNotices;
  private readonly landingUrl: string;

  constructor(private readonly ctx: AppContext) {
    this.codes = new KnownCodes(ctx.db);
    this.salts = new DailySalts(ctx.db);
    this.notices = new ClickNotices(ctx);
    this.recorder = new ClickRecorder(async (clicks, lane) => {
      const stored = await storeClicks(ctx.db, clicks, lane);
      this.notices.stored(clicks);
      return stored;
    }, ctx.log);
    this.landingUrl = brandLandingAddress(ctx.config, null);
  }

  /**
   * The landing address for the visitor, once its click is committed (an unknown code: at once, with
   * nothing recorded). Rejects with DatabaseUnavailableError when the click could not be stored.
   */
  async track(visit: Visit): Promise<string> {
    const [known, target] = await Promise.all([this.codes.find(visit.code), this.deepLinkTarget(visit.to)]);
    if (!known) return target ?? this.landingUrl;
    const landing = target ?? (await this.brandLanding(known.brand));
    const at = this.ctx.config.now();
    const subIds = [
      linkText(visit.sub1 ?? visit.sub),
      linkText(visit.sub2),
      linkText(visit.sub3),
      linkText(visit.sub4),
      linkText(visit.sub5),
    ] as const;
    const clickId = newClickId();
    await this.recorder.record({
      at,
      affiliateId: known.affiliateId,
      referralCode: known.code,
      savedBannerId: savedBannerIdOf(visit.banner),
      campaign: linkText(visit.campaign),
      clickId,
      subIds,
      ipHash: await this.salts.hashAddress(toIsoDate(at), visit.ip),
      country: countryOfAddress(visit.ip),
      userAgent: storedText(visit.userAgent, CLICK_HEADER_MAX_LENGTH),
      referrer: storedText(visit.referrer, CLICK_HEADER_MAX_LENGTH),
      isBot: visit.automated === true || isBotAgent(visit.userAgent),
    });
    return landingAddress(landing, { code: known.code, clickId, subId: subIds[0] });
  }

  /** The deep link's target when an allowed landing page covers it; null when none is given or it is not allowed. */
  private async deepLinkTarget(to: LinkValue | undefined): Promise<string | null> {
    const target = firstValue(to);
    if (target === undefined || target === '') return null;
    return landingTargetOf(this.ctx, target);
  }

  /**
   * The landing page of the code's brand, from the short-lived copy of every brand's page (read at most
   * once per TTL, not per click). A brand added since the copy was read is not in it: read afresh then.
   */
  private async brandLanding(brand: string): Promise<string> {
    const read = () => brandLandingUrls(this.ctx.db);
    let landings = await this.ctx.brandLandings.get(this.ctx.config.now().getTime(), read);
    if (!landings.has(brand)) {
      this.ctx.brandLandings.forget();
      landings = await this.ctx.brandLandings.get(this.ctx.config.now().getTime(), read);
    }
    return brandLandingAddress(this.ctx.config, landings.get(brand) ?? null);
  }
}
