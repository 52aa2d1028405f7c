import {
  api,
  fillPath,
  MAINTENANCE_SETTING_CODE,
  type ActivityRecord,
  type Brand,
  type DealDocument,
  type PlayerRecord,
} from '@affiliate/contract';
import { expect, request, type APIRequestContext } from '@playwright/test';
import { baseURL, operatorToken } from './env.ts';

/** The brand's side of the product, through the operator API, as a test would drive it. */
async function operatorApi(): Promise<APIRequestContext> {
  return request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${operatorToken}` } });
}

export async function setMaintenance(on: boolean): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.put(fillPath(api.operator.putSetting.path, { code: MAINTENANCE_SETTING_CODE }), {
    data: {
      app: [
        { key: 'affiliate', value: on },
        { key: 'casino', value: false },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  await operator.dispose();
}

export interface TestAffiliate {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh affiliate per test, so tests that change a password never disturb each other or the demo account. */
export async function createAffiliate(
  options: { deal?: string } = {},
): Promise<TestAffiliate & { id: number }> {
  counter += 1;
  const suffix = `${Date.now().toString(36)}${counter}`;
  const affiliate = {
    username: `e2e${suffix}`,
    email: `e2e${suffix}@example.com`,
    password: 'e2e-partner-password-1',
  };
  const operator = await operatorApi();
  const res = await operator.post(api.operator.createAffiliate.path, {
    data: { ...affiliate, firstName: 'Eve', lastName: 'Tester', country: 'MT', currency: 'EUR', ...options },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = ((await res.json()) as { data: { id: number } }).data;
  await operator.dispose();
  return { ...affiliate, id };
}

/** Finance saves a deal document (issue 36), as the console's Deals screen and the CLI send it. */
export async function saveDeal(document: DealDocument): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.post(api.operator.saveDeal.path, { data: document });
  expect(res.status(), await res.text()).toBe(201);
  await operator.dispose();
}

/** The brand suspends an affiliate, as an admin would in the console: every session of theirs ends. */
export async function suspendAffiliate(
  memberId: number,
  reason = 'Suspended by an end-to-end test.',
): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.post(fillPath(api.operatorConsole.suspendAffiliate.path, { memberId }), {
    data: { reason },
  });
  expect(res.status(), await res.text()).toBe(200);
  await operator.dispose();
}

/** The newest 6-digit code mailed to an address, read from the outbox (mail goes there without SMTP). */
export async function latestMailedCode(to: string): Promise<string> {
  const operator = await operatorApi();
  const res = await operator.get(api.operator.outbox.path, { params: { to, limit: 1 } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { text: string }[] };
  await operator.dispose();
  const code = body.data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code mailed to ${to}`).toBeTruthy();
  return code!;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The newest mails to an address, newest first, read from the outbox. */
export async function mailsTo(to: string, limit = 5): Promise<OutboxMail[]> {
  const operator = await operatorApi();
  const res = await operator.get(api.operator.outbox.path, { params: { to, limit } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: OutboxMail[] };
  await operator.dispose();
  return body.data;
}

/** The brand sends a notification to the listed affiliates, as it would announce something. */
export async function broadcastNotification(input: {
  title: string;
  body: string;
  kind?: string;
  memberIds: number[];
}): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.post(api.operator.broadcast.path, { data: input });
  expect(res.status(), await res.text()).toBe(201);
  expect(((await res.json()) as { data: { delivered: number } }).data.delivered).toBe(input.memberIds.length);
  await operator.dispose();
}

/** A player row as the brand sends it (defaults may be left out). */
export type PlayerRecordInput = Omit<PlayerRecord, 'registered_at' | 'click_id'> &
  Partial<Pick<PlayerRecord, 'registered_at' | 'click_id'>>;

/** The brand feeds players back, as its platform does (server to server, the operator token). */
export async function feedPlayers(players: PlayerRecordInput[]): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.put(api.operator.upsertPlayers.path, { data: { players } });
  expect(res.status(), await res.text()).toBe(200);
  await operator.dispose();
}

/** The brand feeds a day of its players' activity back (server to server), each row in its own currency. */
export async function feedActivity(rows: ActivityRecord[]): Promise<void> {
  const operator = await operatorApi();
  const res = await operator.put(api.operator.ingestActivity.path, { data: { rows } });
  expect(res.status(), await res.text()).toBe(200);
  await operator.dispose();
}

/** The program's brands as the operator API lists them (the first brand first). */
export async function programBrands(): Promise<Brand[]> {
  const operator = await operatorApi();
  const res = await operator.get(api.operator.listBrands.path);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { data: Brand[] };
  await operator.dispose();
  return body.data;
}

/** An admin publishes the next version of the program's terms (issue 38), in force today unless `effectiveFrom`. */
export async function publishTerms(body: string, effectiveFrom?: string): Promise<number> {
  const operator = await operatorApi();
  const res = await operator.post(api.terms.publishTerms.path, {
    data: { body, ...(effectiveFrom !== undefined && { effective_from: effectiveFrom }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { version } = ((await res.json()) as { data: { version: number } }).data;
  await operator.dispose();
  return version;
}
