import { kycVerificationStatus } from '@affiliate/contract';
import { z } from 'zod';
import type { JumioConfig } from '../../../config/app-config.ts';
import { addressAllowlist } from '../../../config/address-allowlist.ts';
import {
  ProviderUnavailableError,
  type InitiateRequest,
  type KycProvider,
  type ScanRetrieval,
} from './provider.ts';

/** Netverify answers within seconds; a hung connection must not hold an affiliate's request or the retrieval loop. */
export const JUMIO_TIMEOUT_MS = 10_000;

const initiateAnswer = z.object({ transactionReference: z.string().min(1).max(100), redirectUrl: z.url() });
const statusAnswer = z.object({ scanReference: z.string(), status: z.enum(['PENDING', 'DONE', 'FAILED']) });
/** Retrieval's details (`/data`): document.status is the verification status; verification.rejectReason explains a refusal. */
const dataAnswer = z.object({
  document: z.object({ status: kycVerificationStatus }),
  verification: z.object({ rejectReason: z.unknown().optional() }).optional(),
});

/**
 * A Jumio-compatible provider: Netverify v4 initiate (`POST {base}/api/v4/initiate`) and the Netverify
 * Retrieval API (`GET {base}/api/netverify/v2/scans/{scanReference}`, then `/data` once it is DONE),
 * each with Basic auth (API token and secret) and a User-Agent naming the business, as Jumio requires.
 */
export function jumioProvider(config: JumioConfig): KycProvider {
  const allowlist = addressAllowlist(config.callbackAllowlist);
  const authorization = `Basic ${Buffer.from(`${config.apiToken}:${config.apiSecret}`).toString('base64')}`;

  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          authorization,
          'user-agent': config.userAgent,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(JUMIO_TIMEOUT_MS),
        redirect: 'error',
      });
    } catch (error) {
      throw new ProviderUnavailableError(
        `Jumio ${method} ${path.split('/').slice(0, 4).join('/')} failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    // The credentials never appear in these messages: only the status and the path's fixed part.
    if (!response.ok)
      throw new ProviderUnavailableError(
        `Jumio answered ${response.status} to ${method} ${path.split('/').slice(0, 4).join('/')}`,
      );
    const parsed = schema.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new ProviderUnavailableError(
        `Jumio's answer to ${method} ${path.split('/').slice(0, 4).join('/')} is not what Netverify sends`,
      );
    return parsed.data;
  }

  return {
    name: 'jumio',
    async initiate(_attempt, request: InitiateRequest) {
      const answer = await call('POST', '/api/v4/initiate', initiateAnswer, {
        customerInternalReference: request.customerInternalReference,
        userReference: request.userReference,
        successUrl: request.successUrl,
        errorUrl: request.errorUrl,
        callbackUrl: request.callbackUrl,
        ...(config.workflowId !== undefined && { workflowId: config.workflowId }),
      });
      return { transactionReference: answer.transactionReference, redirectUrl: answer.redirectUrl };
    },
    async retrieveScanStatus(transactionReference): Promise<ScanRetrieval> {
      const scan = `/api/netverify/v2/scans/${encodeURIComponent(transactionReference)}`;
      const { status } = await call('GET', scan, statusAnswer);
      if (status !== 'DONE') return { status };
      const data = await call('GET', `${scan}/data`, dataAnswer);
      const reason = data.verification?.rejectReason;
      return {
        status: 'DONE',
        verdict: {
          verificationStatus: data.document.status,
          rejectReason:
            reason === undefined || reason === null
              ? null
              : typeof reason === 'string'
                ? reason
                : JSON.stringify(reason),
        },
      };
    },
    acceptsCallbackFrom: (address) => allowlist.allows(address),
  };
}
