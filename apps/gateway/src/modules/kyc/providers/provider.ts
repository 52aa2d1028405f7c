import type { KycVerificationStatus } from '@affiliate/contract';

/** What initiate tells the provider (Netverify v4's initiate body). */
export interface InitiateRequest {
  /** Our reference for the transaction: the attempt's id. */
  customerInternalReference: string;
  /** Our reference for the user: the affiliate's id. */
  userReference: string;
  successUrl: string;
  errorUrl: string;
  /** Carries the attempt's secret: the provider is the only other party that knows it. */
  callbackUrl: string;
}

export interface InitiatedScan {
  transactionReference: string;
  /** Where the browser goes to take the verification. */
  redirectUrl: string;
}

/** The provider's verdict on a finished scan, as its callback carries it. */
export interface ScanVerdict {
  verificationStatus: KycVerificationStatus;
  rejectReason: string | null;
}

/** The retrieval API's answer: the scan is still running, finished (with its verdict), or failed. */
export type ScanRetrieval =
  { status: 'PENDING' } | { status: 'DONE'; verdict: ScanVerdict } | { status: 'FAILED' };

/** The provider could not be reached or refused the request: nothing was started. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/**
 * An identity verification provider: the built-in sandbox or a Jumio-compatible (Netverify v4) one.
 * The result normally arrives through the callback; `retrieveScanStatus` is the fallback for attempts
 * whose callback never came.
 */
export interface KycProvider {
  readonly name: 'sandbox' | 'jumio';
  /** `attempt.callbackSecret` is in the callback address too; only the built-in sandbox uses it again (for its page). */
  initiate(attempt: { id: number; callbackSecret: string }, request: InitiateRequest): Promise<InitiatedScan>;
  retrieveScanStatus(transactionReference: string): Promise<ScanRetrieval>;
  /** Whether a callback from this address may be the provider's (the sandbox calls from the gateway itself: any). */
  acceptsCallbackFrom(address: string): boolean;
}

/** Netverify's callback: idScanStatus is SUCCESS exactly when the ID is approved and verified. */
export function idScanStatusOf(status: KycVerificationStatus): 'SUCCESS' | 'ERROR' {
  return status === 'APPROVED_VERIFIED' ? 'SUCCESS' : 'ERROR';
}
