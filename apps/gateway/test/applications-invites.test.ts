import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationForm,
  applicationsOf,
  applicationTestConfig,
  apply,
  confirm,
  mailedConfirmation,
} from './application-helpers.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';

/**
 * Issue 38, from outside: an applicant who comes through an affiliate's invite link
 * (`/auth/register?ref=<code>`) and is approved becomes that affiliate's sub-affiliate; a code nobody has
 * links nobody.
 */
describe('applying through an invite link', () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  let inviteCode: string;

  beforeAll(async () => {
    app = await buildTestApp(applicationTestConfig());
    demo = await signIn(app, DEMO.username, DEMO.password);
    const { rows } = await app.ctx.db.query<{ id: number; code: string }>(
      'SELECT id, sub_affiliate_code AS code FROM members WHERE username = $1',
      [DEMO.username],
    );
    demoId = rows[0]!.id;
    inviteCode = rows[0]!.code;
  });
  afterAll(() => closeTestApp(app));

  const subAffiliates = async (who: SignedIn, id: number) =>
    app.inject({ method: 'GET', url: `/api/v1/affiliate/${id}/sub-affiliates`, headers: who.headers });

  async function applyAndConfirm(ref: string) {
    const form = applicationForm({ ref });
    const applied = await apply(app, form);
    expect(applied.statusCode, applied.body).toBe(201);
    const { code } = await mailedConfirmation(app, form.email!);
    expect((await confirm(app, { email: form.email, code })).statusCode).toBe(200);
    const [row] = await applicationsOf(app, form.email!);
    return { form, id: row!.id as number, referredBy: row!.referred_by as number | null };
  }

  it('links the application to the inviter, whose sub-affiliate it becomes once approved', async () => {
    const before = (await subAffiliates(demo, demoId)).json();
    expect(before.meta.invite_url).toMatch(new RegExp(`/auth/register\\?ref=${inviteCode}$`));

    // The code as typed in another case still finds the inviter.
    const { form, id, referredBy } = await applyAndConfirm(inviteCode.toLowerCase());
    expect(referredBy).toBe(demoId);
    const detail = await app.inject({
      url: `/api/v1/operator/applications/${id}`,
      headers: operatorHeaders,
    });
    expect(detail.json().data.referred_by).toEqual({ member_id: demoId, username: DEMO.username });

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/applications/${id}/approve`,
      headers: operatorHeaders,
      payload: { deal: 'Casino tiers 2027' },
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const after = (await subAffiliates(demo, demoId)).json().data as Array<{
      username: string;
      status: string;
    }>;
    expect(after.length).toBe(before.data.length + 1);
    expect(after.find((sub) => sub.username === form.username)).toMatchObject({ status: 'active' });
  });

  it('links nobody through a code no affiliate has', async () => {
    const { id, referredBy } = await applyAndConfirm('NOSUCHCODE99');
    expect(referredBy).toBeNull();
    const detail = await app.inject({
      url: `/api/v1/operator/applications/${id}`,
      headers: operatorHeaders,
    });
    expect(detail.json().data.referred_by).toBeNull();
  });
});
