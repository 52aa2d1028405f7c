import {
  AFFILIATE_POSTBACK_DELIVERIES_SCANNED,
  AFFILIATE_POSTBACK_DELIVERIES_SHOWN,
  type AffiliateIntegrations,
  type IntegrationDelivery,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { maskTemplate } from './mask-address.ts';
import * as repo from './repository.ts';
import { deliveryOf as logDeliveryOf, secretState, settingsOf } from './service.ts';

/** The log's own mapping, less what the console does not read: the event (the postback says it), the address sent and the answer. */
function deliveryOf(row: repo.RecentDeliveryRow): IntegrationDelivery {
  const {
    event: _event,
    address: _address,
    response: _response,
    ...delivery
  } = logDeliveryOf({ ...row, last_address: null, last_response: null });
  return delivery;
}

/**
 * An affiliate's postbacks as the console shows them: each template masked (the console never needs a
 * tracker's credentials), with its latest deliveries, and when the signing secret was made (never the
 * secret: it is sealed, and only the sender opens it).
 */
export async function postbacksForOperator(
  ctx: AppContext,
  affiliateId: number,
): Promise<Pick<AffiliateIntegrations, 'postbacks' | 'signing_secret'>> {
  const [postbacks, secret, deliveries] = await Promise.all([
    repo.listPostbacks(ctx.db, affiliateId),
    repo.secretOf(ctx.db, affiliateId),
    repo.latestDeliveriesByEvent(
      ctx.db,
      affiliateId,
      AFFILIATE_POSTBACK_DELIVERIES_SHOWN,
      AFFILIATE_POSTBACK_DELIVERIES_SCANNED,
    ),
  ]);
  return {
    postbacks: postbacks.map((row) => ({
      ...settingsOf(row),
      url: maskTemplate(row.url_template),
      deliveries: deliveries.filter((delivery) => delivery.event === row.event).map(deliveryOf),
    })),
    signing_secret: secretState(secret, ctx.config.now()),
  };
}
