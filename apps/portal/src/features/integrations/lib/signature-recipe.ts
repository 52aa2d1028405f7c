import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { POSTBACK_SIGNATURE_HEADER } from '@affiliate/contract/endpoints/postbacks';

// The recipe's code-like parts stay as they are in every language: values of the messages, not text.
const header = POSTBACK_SIGNATURE_HEADER;
const HEADER_FORMAT = 't=<unix seconds>,v1=<hex>[,v1=<hex>]';
const signedText = '"<t>.<payload>"';
const secretPrefix = 'gpsec_…';

/**
 * How a tracker checks a postback (Stripe's scheme; apps/gateway/src/modules/postbacks/signature.ts
 * signs): the HMAC-SHA256 of "<t>.<payload>" under the whole secret (gpsec_ included), in hex, must equal
 * one of the header's v1 values. The payload is the raw body of a POST, or the query string after "?"
 * of a GET. During the 24 hours after a rotation the header carries a v1 for each secret.
 */
export const signatureSteps: readonly MessageDescriptor[] = [
  msg`Read the ${header} header: ${HEADER_FORMAT}.`,
  msg`Take the payload: the raw body of a POST, or the query string (everything after "?") of a GET, exactly as received.`,
  msg`Compute HMAC-SHA256 of ${signedText} with your whole secret (${secretPrefix} included) as the key, in hex.`,
  msg`Accept the request when it equals any of the v1 values (compare in constant time), and refuse a t older than a few minutes.`,
];

export type SnippetLanguage = 'node' | 'python' | 'php';

// The samples are code, the same in every language.
const NODE_SNIPPET = `const { createHmac, timingSafeEqual } = require('node:crypto');

// header: req.headers['x-goldline-signature']; payload: raw body (POST) or query string (GET)
function verify(header, payload, secret) {
  const parts = header.split(',').map((p) => p.split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const expected = createHmac('sha256', secret).update(\`\${t}.\${payload}\`).digest();
  return parts.some(([k, v]) => k === 'v1' && v.length === 64 && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}`;

const PYTHON_SNIPPET = `import hmac, hashlib

# header: request.headers['X-Goldline-Signature']; payload: raw body (POST) or query string (GET)
def verify(header: str, payload: str, secret: str) -> bool:
    parts = [p.split('=', 1) for p in header.split(',')]
    t = next(v for k, v in parts if k == 't')
    expected = hmac.new(secret.encode(), f'{t}.{payload}'.encode(), hashlib.sha256).hexdigest()
    return any(k == 'v1' and hmac.compare_digest(v, expected) for k, v in parts)`;

const PHP_SNIPPET = `<?php
// $header: $_SERVER['HTTP_X_GOLDLINE_SIGNATURE']; $payload: file_get_contents('php://input') (POST) or $_SERVER['QUERY_STRING'] (GET)
function verify(string $header, string $payload, string $secret): bool {
    $t = null; $signatures = [];
    foreach (explode(',', $header) as $part) {
        [$k, $v] = explode('=', $part, 2);
        if ($k === 't') $t = $v; elseif ($k === 'v1') $signatures[] = $v;
    }
    $expected = hash_hmac('sha256', "$t.$payload", $secret);
    foreach ($signatures as $v) if (hash_equals($expected, $v)) return true;
    return false;
}`;

/** Each sample by the name of its language (a product name: never translated). */
export const signatureSnippets: Record<SnippetLanguage, { name: string; code: string }> = {
  node: { name: 'Node.js', code: NODE_SNIPPET },
  python: { name: 'Python', code: PYTHON_SNIPPET },
  php: { name: 'PHP', code: PHP_SNIPPET },
};
