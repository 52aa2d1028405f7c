import { readApiFailure } from '@/lib/api-error';

/** What became of a sent submission: the gateway answered it (a decision), or it may not have seen it. */
export type SubmissionOutcome = 'answered' | 'unanswered';

/** The same submission, whatever order its fields were set in. */
function fingerprint(submission: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(submission)
      .sort()
      .map((key) => [key, submission[key]]),
  );
}

/**
 * The Idempotency-Key of each confirm attempt. A new attempt gets a new UUID; sending the same
 * submission again after it got no answer (the connection broke, a 5xx, a 429) reuses its key, so the
 * gateway returns the first answer instead of holding the money twice. Once the gateway has answered
 * (success, or a refusal such as a wrong code), the next attempt is a new one with a new key: a replay
 * of a refusal would only repeat it, even after the reason went away.
 */
export class IdempotencyKeys {
  private last: { fingerprint: string; key: string; reusable: boolean } | null = null;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  keyFor(submission: Record<string, unknown>): string {
    const print = fingerprint(submission);
    if (this.last && this.last.reusable && this.last.fingerprint === print) return this.last.key;
    this.last = { fingerprint: print, key: this.newKey(), reusable: true };
    return this.last.key;
  }

  /** Sends `submission` with its key (`attempt` puts it in the Idempotency-Key header) and settles the key by the outcome. */
  async send<T>(submission: Record<string, unknown>, attempt: (key: string) => Promise<T>): Promise<T> {
    const key = this.keyFor(submission);
    try {
      const answer = await attempt(key);
      this.settle(key, 'answered');
      return answer;
    } catch (reason) {
      this.settle(key, IdempotencyKeys.outcomeOf(reason));
      throw reason;
    }
  }

  settle(key: string, outcome: SubmissionOutcome): void {
    if (this.last?.key === key) this.last.reusable = outcome === 'unanswered';
  }

  /** Whether a failure leaves the submission's fate open (no answer, a server failure, a rate limit). */
  static outcomeOf(reason: unknown): SubmissionOutcome {
    const { status } = readApiFailure(reason);
    return status === null || status >= 500 || status === 429 ? 'unanswered' : 'answered';
  }
}
