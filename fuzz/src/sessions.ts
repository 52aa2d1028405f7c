import { api, fillPath, type SessionTokens } from '@affiliate/contract';
import { SignJWT, decodeJwt } from 'jose';
import { DEMO_SIGN_IN, RIVAL_SIGN_IN } from '../../apps/gateway/src/demo/seed.ts';
import { callJson, HttpError } from './http.ts';
import type { KnownValues } from './known-values.ts';
import type { Deployment } from './product.ts';

export type AffiliateName = 'demo' | 'rival';
export const AFFILIATES: readonly AffiliateName[] = ['demo', 'rival'];

/** The demo data's two affiliates (apps/gateway/src/demo/seed.ts): one must never see the other's data. */
export const SEEDED_SIGN_INS: Record<AffiliateName, { username: string; password: string }> = {
  demo: DEMO_SIGN_IN,
  rival: RIVAL_SIGN_IN,
};

interface SignedIn {
  id: number;
  password: string;
  token: string;
  /** The session (refresh family) the access token belongs to. */
  sessionId: string;
}

export function otherAffiliate(name: AffiliateName): AffiliateName {
  return name === 'demo' ? 'rival' : 'demo';
}

/**
 * The signed-in affiliates whose tokens the fuzzer's requests carry. A valid request may legitimately
 * end a session or change a password (logout, change-password, re-seeding): when a member request is
 * refused with 401, the session is checked, and an affiliate whose token stopped working signs in
 * again with the passwords the run has seen and the request is sent again, so later requests still
 * test the endpoints and not a dead token. A 401 while the session is alive stays a failure.
 */
export class Sessions {
  private readonly signedIn = new Map<AffiliateName, SignedIn>();
  private revokedTokens = new Map<AffiliateName, string>();
  portalClientToken = '';
  /** How many times an affiliate had to sign in again (shown in the report, never silent). */
  reSignIns = 0;

  constructor(
    private readonly deployment: Deployment,
    private readonly known: KnownValues,
  ) {}

  async start(): Promise<void> {
    const config = await callJson<{ portalClientToken: string }>(
      this.deployment.baseUrl,
      'GET',
      '/config.json',
    );
    this.portalClientToken = config.portalClientToken;
    for (const name of AFFILIATES) {
      await this.signIn(name, [SEEDED_SIGN_INS[name].password]);
      // A token whose session was ended by logout: must answer 401 with code 20102.
      const { token, refreshToken } = await this.login(name, SEEDED_SIGN_INS[name].password);
      await callJson(this.deployment.baseUrl, 'POST', api.auth.logout.path, undefined, { refreshToken });
      this.revokedTokens.set(name, token);
    }
  }

  get(name: AffiliateName): SignedIn {
    const session = this.signedIn.get(name);
    if (!session) throw new Error(`${name} is not signed in`);
    return session;
  }

  id(name: AffiliateName): number {
    return this.get(name).id;
  }

  token(name: AffiliateName): string {
    return this.get(name).token;
  }

  revokedToken(name: AffiliateName): string {
    return this.revokedTokens.get(name)!;
  }

  /** A genuine token of the affiliate's live session that expired an hour ago (signed with the deployment's key). */
  expiredToken(name: AffiliateName): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return this.sessionToken(name, now - 2 * 3600, now - 3600, this.deployment.jwtSecret);
  }

  /** A well-formed token signed with another key: the signature must be checked. */
  forgedToken(name: AffiliateName): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return this.sessionToken(name, now, now + 600, 'not-the-deployment-key-0123456789abcdef');
  }

  /** An access token for the affiliate's live session, shaped as the gateway signs them. */
  private sessionToken(
    name: AffiliateName,
    issuedAt: number,
    expiresAt: number,
    key: string,
  ): Promise<string> {
    const session = this.get(name);
    return new SignJWT({ sid: session.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(session.id))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(new TextEncoder().encode(key));
  }

  /** Whether the affiliate's token still works; if not, signs in again and says so. */
  async revive(name: AffiliateName): Promise<boolean> {
    try {
      await callJson(this.deployment.baseUrl, 'GET', api.auth.user.path, this.token(name));
      return false;
    } catch (error) {
      // 401: the session ended; 403: the affiliate was suspended (a request of the run may suspend them),
      // which the sign-in below lets in again as an admin would.
      if (!(error instanceof HttpError) || (error.status !== 401 && error.status !== 403)) throw error;
    }
    this.reSignIns += 1;
    const current = this.get(name).password;
    const candidates = [
      current,
      SEEDED_SIGN_INS[name].password,
      ...this.known
        .values('password')
        .filter((v): v is string => typeof v === 'string')
        .reverse(),
    ];
    await this.signIn(name, [...new Set(candidates)]);
    return true;
  }

  /**
   * A valid operator request may suspend the affiliate (its id is a known value): the run lets them in
   * again the way an admin would, so later requests still test the endpoints. False when the affiliate
   * was never signed in (its id unknown).
   */
  private async reactivate(name: AffiliateName): Promise<boolean> {
    const affiliateId = this.signedIn.get(name)?.id;
    if (affiliateId === undefined) return false;
    try {
      await callJson(
        this.deployment.baseUrl,
        'POST',
        fillPath(api.operatorConsole.reactivateAffiliate.path, { memberId: affiliateId }),
        this.deployment.operatorToken,
      );
    } catch (error) {
      // 409: not suspended after all (another refusal), which the retried sign-in will show.
      if (!(error instanceof HttpError && error.status === 409)) throw error;
    }
    return true;
  }

  private async login(name: AffiliateName, password: string): Promise<SessionTokens> {
    const body = { username: SEEDED_SIGN_INS[name].username, password };
    return (
      await callJson<{ data: SessionTokens }>(
        this.deployment.baseUrl,
        'POST',
        api.auth.login.path,
        undefined,
        body,
      )
    ).data;
  }

  private async signIn(name: AffiliateName, passwords: string[]): Promise<void> {
    for (const password of passwords) {
      let tokens: SessionTokens;
      try {
        tokens = await this.login(name, password);
      } catch (error) {
        if (error instanceof HttpError && error.status === 401) continue;
        if (!(error instanceof HttpError && error.status === 403 && (await this.reactivate(name))))
          throw error;
        tokens = await this.login(name, password);
      }
      const user = await callJson<{ data: { id: number } }>(
        this.deployment.baseUrl,
        'GET',
        api.auth.user.path,
        tokens.token,
      );
      const sessionId = String(decodeJwt(tokens.token).sid);
      this.signedIn.set(name, { id: user.data.id, password, token: tokens.token, sessionId });
      return;
    }
    throw new Error(
      `${name} could not sign in again with any of the ${passwords.length} passwords this run has seen`,
    );
  }
}
