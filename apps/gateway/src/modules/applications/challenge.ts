import { createHmac, randomInt } from 'node:crypto';
import { APPLICATION_CHALLENGE_FAILED } from '@affiliate/contract';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';

/**
 * The application form's proof of work (issue 38): ALTCHA's self-hosted challenge (PoW v2, altcha-lib),
 * which the `altcha` widget on /auth/register solves in the browser before the form is sent. No third
 * party is asked anything. Deterministic mode: the server draws how many key derivations the answer
 * takes and signs the derived key, so checking an answer is one HMAC, never the derivations again.
 */

/** How long a challenge may be solved and sent in. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

/** The widget's bundled algorithm: WebCrypto's PBKDF2, on every browser without a separate worker. */
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations of one derivation (altcha-lib's default cost for PBKDF2). */
const ITERATIONS = 5_000;

/**
 * The most derivations a challenge asks for when APPLICATION_CHALLENGE_COST is unset; each asks between
 * half of it and all of it (750 on average). One derivation takes about 1 ms on a server core and 2 to 5 ms
 * on a phone's; the widget spreads them over up to 4 workers on a phone (all cores elsewhere), so a phone
 * takes about 0.5 to 1 s, a script on one core about 0.75 s per application.
 */
export const DEFAULT_CHALLENGE_COST = 1_000;

/** Keyed by the server's JWT secret under labels of their own: a leaked challenge secret reveals nothing else. */
function challengeSecrets(ctx: AppContext): { signature: string; keySignature: string } {
  const derive = (label: string) =>
    createHmac('sha256', ctx.config.jwtSecret).update(`application-challenge:${label}`).digest('hex');
  return { signature: derive('signature'), keySignature: derive('key-signature') };
}

/** A new challenge for the form, valid for CHALLENGE_TTL_MS. */
export function newChallenge(ctx: AppContext): Promise<Challenge> {
  const most = ctx.config.applicationChallengeCost ?? DEFAULT_CHALLENGE_COST;
  const secrets = challengeSecrets(ctx);
  return createChallenge({
    algorithm: ALGORITHM,
    cost: ITERATIONS,
    counter: randomInt(Math.ceil(most / 2), most + 1),
    deriveKey,
    expiresAt: new Date(ctx.config.now().getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

/**
 * What the widget posts in the form's `altcha` field: base64 of the JSON `{ challenge: { parameters,
 * signature }, solution: { counter, derivedKey, time? } }`. The checks here only make sure the library gets
 * the types it expects; the signature over the parameters is what proves they are ours. The widget's test
 * mode (`challenge: null`) and ALTCHA Sentinel's server payloads do not pass.
 */
const widgetPayload = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALGORITHM),
        nonce: z.string().max(200),
        salt: z.string().max(200),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(200),
        keySignature: z.string().max(200),
        expiresAt: z.number(),
      })
      .loose(),
    signature: z.string().min(1).max(200),
  }),
  solution: z.object({
    counter: z
      .number()
      .int()
      .min(0)
      .max(2 ** 32 - 1),
    derivedKey: z.string().regex(/^[0-9a-f]{2,256}$/),
    time: z.number().optional(),
  }),
});

/** A solved challenge as the form's answer holds it: its signature (the key that spends it) and its end. */
export interface SolvedChallenge {
  signature: string;
  expiresAt: Date;
}

export const challengeFailed = () => fieldError('altcha', APPLICATION_CHALLENGE_FAILED);

function decode(payload: string): z.infer<typeof widgetPayload> | null {
  try {
    const parsed = widgetPayload.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The widget's payload checked: ours (signed), not expired (by the app's clock and the library's), and
 * solved. 422 on `altcha` otherwise. Whether it was used before is the caller's to ask, in the database
 * (`spendChallenge`), once the application is accepted.
 */
export async function solvedChallenge(ctx: AppContext, payload: string): Promise<SolvedChallenge> {
  const decoded = decode(payload);
  if (!decoded) throw challengeFailed();
  const expiresAt = new Date(decoded.challenge.parameters.expiresAt * 1000);
  if (!(expiresAt.getTime() > ctx.config.now().getTime())) throw challengeFailed();
  const secrets = challengeSecrets(ctx);
  const result = await verifySolution({
    challenge: decoded.challenge as Challenge,
    solution: decoded.solution as Solution,
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  }).catch(() => null);
  if (!result?.verified) throw challengeFailed();
  return { signature: decoded.challenge.signature, expiresAt };
}
