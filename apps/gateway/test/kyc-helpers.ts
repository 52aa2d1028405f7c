import type { FastifyInstance } from 'fastify';
import { operatorHeaders, type SignedIn } from './helpers.ts';

/** The portal's return addresses, as /config.json hands them out. */
export async function returnAddresses(
  app: FastifyInstance,
): Promise<{ successUrl: string; errorUrl: string }> {
  return (await app.inject({ method: 'GET', url: '/config.json' })).json().kyc;
}

export async function affiliateIdOf(app: FastifyInstance, session: SignedIn): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: session.headers })).json().data
    .id;
}

export async function initiate(
  app: FastifyInstance,
  session: SignedIn,
  body: Partial<{ userReference: string; successUrl: string; errorUrl: string }> = {},
) {
  const payload = {
    userReference: String(await affiliateIdOf(app, session)),
    ...(await returnAddresses(app)),
    ...body,
  };
  return app.inject({ method: 'POST', url: '/api/v1/kyc/initiate', headers: session.headers, payload });
}

export async function kycStatus(app: FastifyInstance, session: SignedIn) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/kyc/status/${await affiliateIdOf(app, session)}`,
    headers: session.headers,
  });
  if (response.statusCode !== 200) throw new Error(`status: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

/** The callback address of an attempt, as the provider was given it (the secret is only in this address). */
export function callbackPathOf(redirectUrl: string): string {
  const [, attemptId, secret] = /\/api\/v1\/kyc\/sandbox\/(\d+)\/([^/?]+)/.exec(redirectUrl) ?? [];
  if (!attemptId || !secret) throw new Error(`not a sandbox page: ${redirectUrl}`);
  return `/api/v1/kyc/callback/${attemptId}/${secret}`;
}

export function postCallback(
  app: FastifyInstance,
  path: string,
  fields: Record<string, string>,
  remoteAddress?: string,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
    ...(remoteAddress && { remoteAddress }),
  });
}

export async function kycNotifications(
  app: FastifyInstance,
  session: SignedIn,
): Promise<Array<{ kind: string; title: string; body: string }>> {
  const list = (
    await app.inject({
      method: 'GET',
      url: '/api/v1/bo/member/notifications?per_page=50',
      headers: session.headers,
    })
  ).json().data as Array<{ kind: string; title: string; body: string }>;
  return list.filter((n) => n.kind === 'kyc');
}

export async function mailsTo(
  app: FastifyInstance,
  email: string,
): Promise<Array<{ subject: string; text: string }>> {
  return (
    await app.inject({
      method: 'GET',
      url: `/api/v1/operator/outbox?to=${encodeURIComponent(email)}&limit=50`,
      headers: operatorHeaders,
    })
  ).json().data;
}

/** A tiny but genuine PNG (1x1). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a0ba2a0b0000000049454e44ae426082',
  'hex',
);

/** The sandbox form as a browser sends it. */
export function sandboxForm(outcome: string, image: Buffer | null = PNG, fileName = 'id.png'): FormData {
  const form = new FormData();
  if (image) form.append('document', new Blob([new Uint8Array(image)], { type: 'image/png' }), fileName);
  form.append('outcome', outcome);
  return form;
}

/** inject() takes a payload, not FormData: serialise it the way fetch would. */
export async function multipart(
  form: FormData,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://local/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
