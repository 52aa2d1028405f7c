import { termsVersionFixture } from './terms-fixtures';
import type { RecordedRequest, StubReply } from './fetch-stub';

/** A proof-of-work challenge as ALTCHA's library makes it (version 2: parameters and signature). */
export function challengeFixture(signature = 'challenge-signature-1') {
  return {
    parameters: {
      algorithm: 'SHA-256',
      nonce: '0a1b2c3d4e5f',
      salt: '5f4e3d2c1b0a',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
    },
    signature,
  };
}

/** The solution the tests' solver finds for any challenge. */
export const fakeSolution = { counter: 42, derivedKey: '00beef', time: 3 };

/**
 * A stand-in for the proof of work's Web Worker (jsdom has no workers; the real ones hash for a second):
 * answers ALTCHA's `work` message with `fakeSolution`, as a solver worker answers it. The widget is the
 * real one; only the solver at its edge is this.
 */
export class FakeSolverWorker extends EventTarget {
  postMessage(message: { type: string }): void {
    if (message.type !== 'work') return;
    setTimeout(() => this.dispatchEvent(new MessageEvent('message', { data: fakeSolution })), 0);
  }
  terminate(): void {}
}

/** The payload the widget makes of a challenge and its solution, as the gateway receives it. */
export function decodeAltchaPayload(payload: string): unknown {
  return JSON.parse(atob(payload));
}

export interface ApplicationServer {
  /** The terms in force (null: none published). */
  termsInForce?: number | null;
  /** The currencies the program pays in (GET /api/v1/auth/register/options); by default EUR and BRL. */
  currencies?: string[];
  /** The answer to POST /api/v1/auth/register; by default 201. */
  register?: (request: RecordedRequest) => StubReply;
  /** The answer to POST /api/v1/auth/register/challenge; by default a new challenge each time. */
  challenge?: (count: number) => StubReply;
  confirm?: (request: RecordedRequest) => StubReply;
}

export const registerAccepted = (email = 'ana@example.com'): StubReply => ({
  status: 201,
  data: { data: { status: 'awaiting_email_confirmation', email, expires_at: '2026-12-04T11:30:00Z' } },
});

/** The gateway's public application endpoints and the terms, for the application screens. */
export function applicationServer(options: ApplicationServer = {}) {
  let challenges = 0;
  const inForce = options.termsInForce === undefined ? 3 : options.termsInForce;
  return (request: RecordedRequest): StubReply => {
    if (request.method === 'GET' && request.url === '/api/v1/terms')
      return {
        status: 200,
        data: { data: { current: inForce === null ? null : termsVersionFixture(inForce), upcoming: null } },
      };
    if (request.method === 'GET' && request.url === '/api/v1/auth/register/options')
      return { status: 200, data: { data: { currencies: options.currencies ?? ['BRL', 'EUR'] } } };
    if (request.method === 'GET' && request.url === '/api/v1/auth/register/challenge') {
      challenges += 1;
      return (
        options.challenge?.(challenges) ?? {
          status: 200,
          data: { data: challengeFixture(`challenge-signature-${challenges}`) },
        }
      );
    }
    if (request.method === 'POST' && request.url === '/api/v1/auth/register')
      return options.register?.(request) ?? registerAccepted((request.data as { email: string }).email);
    if (request.method === 'POST' && request.url === '/api/v1/auth/register/confirm')
      return (
        options.confirm?.(request) ?? {
          status: 200,
          data: { data: { status: 'pending_review', first_name: 'Ana' } },
        }
      );
    return { status: 404, data: { message: 'Not found.' } };
  };
}
