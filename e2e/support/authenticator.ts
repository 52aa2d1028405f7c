import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app of a test: the codes of a key read from the page (RFC 6238: SHA-1, 6 digits,
 * 30 s). The gateway takes each time step once and accepts a code one step either side of its clock
 * (TOTP_DRIFT_STEPS in the gateway's modules/totp/authenticator.ts). So, when this step's code has been
 * used, `nextCode` gives the next step's, as an app whose clock runs a little ahead would; only a third
 * code within one step waits, like a person waiting for the app to show a new code.
 */
export class TestAuthenticator {
  private readonly totp: TOTP;
  private lastUsedStep = -1;

  constructor(key: string) {
    this.totp = new TOTP({
      algorithm: 'SHA1',
      digits: 6,
      period: 30,
      secret: Secret.fromBase32(key.replace(/\s+/g, '')),
    });
  }

  private static step(now = Date.now()): number {
    return Math.floor(now / 30_000);
  }

  /** A code never used before and inside the gateway's drift window (waits up to 30 s when it must). */
  async nextCode(): Promise<string> {
    const step = Math.max(TestAuthenticator.step(), this.lastUsedStep + 1);
    // The step after the clock's is accepted; one further ahead is accepted once the clock reaches the step before it.
    const acceptedFrom = (step - 1) * 30_000 + 200;
    if (Date.now() < acceptedFrom)
      await new Promise((resolve) => setTimeout(resolve, acceptedFrom - Date.now()));
    this.lastUsedStep = step;
    return this.totp.generate({ timestamp: step * 30_000 });
  }

  /** A well-formed code that is not the current one (nor the one either side of it). */
  wrongCode(): string {
    const near = [-1, 0, 1].map((offset) =>
      this.totp.generate({ timestamp: (TestAuthenticator.step() + offset) * 30_000 }),
    );
    for (let candidate = 0; ; candidate += 1) {
      const code = String(candidate).padStart(6, '0');
      if (!near.includes(code)) return code;
    }
  }
}
