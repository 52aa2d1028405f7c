import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { feedFreshnessRow, feedName } from '../common/feed-freshness.ts';
import { brandCode } from './brands.ts';

export const EXPECTED_EVERY_NOT_VALID = 'Give the interval in whole minutes, from 5 to 10080 (a week).';

export const feedFreshnessParams = z.object({ code: brandCode, feed: feedName });

/**
 * How often a brand's feed is expected, in minutes (null: no expectation, never late). A scheduled pull
 * sets it from its schedule; this sets it for a feed the brand pushes, so a pushed feed can be late too.
 */
export const expectedEveryRequest = z.object({
  expected_every_minutes: z
    .number({ error: EXPECTED_EVERY_NOT_VALID })
    .int(EXPECTED_EVERY_NOT_VALID)
    .min(5, EXPECTED_EVERY_NOT_VALID)
    .max(10_080, EXPECTED_EVERY_NOT_VALID)
    .nullable(),
});
export type ExpectedEveryRequest = z.infer<typeof expectedEveryRequest>;

export const feedFreshnessList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/feed-freshness',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    "Every brand's feeds: the last time their data covers, when they last came, how often they are expected and whether they are late",
  tags: ['operator'],
  response: dataEnvelope(z.array(feedFreshnessRow)),
});

export const setFeedExpectedEvery = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/brands/{code}/feeds/{feed}/expected-every',
  access: 'operator',
  roles: [],
  owner: null,
  summary:
    "How often a brand's feed is expected, in minutes (null: no expectation); past it and a grace of 10 % (at least 15 minutes) the feed is late",
  tags: ['operator'],
  params: feedFreshnessParams,
  body: expectedEveryRequest,
  response: dataEnvelope(feedFreshnessRow),
});
