import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator app of a test: the codes of a key read from the page (RFC 6238: SHA-1, 6 digits,
 * 30 s). The gateway takes each time step once, so, like a person waiting for the app to show a new code,
 * `nextCode` waits for the next step when this one has been used.
 */
export class TestAuthenticator {
  private readonly totp: TOTP;
  private lastUsedStep = -1;

  constructor(key: string) {
    this.totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key.replace(/\s+/g, '')) });
  }

  private static step(now = Date.now()): number {
    return Math.floor(now / 30_000);
  }

  /** The current code, never one already used (waits up to 30 s for the next step). */
  async nextCode(): Promise<string> {
    let step = TestAuthenticator.step();
    if (step <= this.lastUsedStep) {
      const nextStepAt = (this.lastUsedStep + 1) * 30_000;
      await new Promise((resolve) => setTimeout(resolve, nextStepAt - Date.now() + 200));
      step = TestAuthenticator.step();
    }
    this.lastUsedStep = step;
    return this.totp.generate({ timestamp: step * 30_000 });
  }

  /** A well-formed code that is not the current one (nor the one either side of it). */
  wrongCode(): string {
    const near = [-1, 0, 1].map((offset) => this.totp.generate({ timestamp: (TestAuthenticator.step() + offset) * 30_000 }));
    for (let candidate = 0; ; candidate += 1) {
      const code = String(candidate).padStart(6, '0');
      if (!near.includes(code)) return code;
    }
  }
}
