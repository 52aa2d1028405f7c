import { createHash } from 'node:crypto';
import { kycSandboxOutcome } from '@affiliate/contract';
import { escapeHtml } from '../../http/html-escape.ts';
import { htmlText } from '../../http/html-text.ts';
import { translate, type GatewayText, type Language, type TextValues } from '../../i18n/translate.ts';
import { ID_IMAGE_MAX_BYTES } from './id-image.ts';

/** The largest picture the page takes, in MB, as its texts say it. */
export const ID_IMAGE_MAX_MB = String(ID_IMAGE_MAX_BYTES / 1024 / 1024);

const style = `body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
h1{font-size:1.4rem}fieldset{border:1px solid #9ca3af;border-radius:.5rem;margin:1rem 0;padding:.75rem 1rem}
label{display:block;margin:.35rem 0}button{background:#FBCC04;border:0;border-radius:.5rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #539AFB;outline-offset:2px}.note{color:#4b5563;font-size:.9rem}.error{color:#b91c1c;font-weight:600}
.actions{display:flex;flex-wrap:wrap;align-items:center;gap:1rem;margin-top:1rem}a{color:#1d4ed8}input[type=file]{max-width:100%}`;

/** The page's only style, allowed by its hash: no inline script or other style can run. */
const styleHash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;

/**
 * The hosted page's Content-Security-Policy: nothing loads, nothing runs; the form posts to this page,
 * whose answer redirects to the portal (form-action covers the redirect in Chromium).
 */
export function sandboxPagePolicy(portalOrigin: string): string {
  return `default-src 'none'; style-src ${styleHash}; form-action 'self' ${portalOrigin}; frame-ancestors 'none'; base-uri 'none'`;
}

/** A field's problem, shown next to it; `page` is a problem of the whole submission. */
export interface SandboxProblem {
  field: 'document' | 'outcome' | 'page';
  message: string;
}

/**
 * The messages the sandbox's flow and routes refuse a submission with (the API's errors, in English), and
 * the values they were written with: the page shows each in the visitor's language.
 */
const sandboxMessages: readonly [GatewayText, TextValues?][] = [
  ['kyc.sandbox.gone'],
  ['kyc.sandbox.image_missing'],
  ['kyc.sandbox.not_an_image'],
  ['kyc.sandbox.too_large', { size: ID_IMAGE_MAX_MB }],
  ['kyc.sandbox.choose_result'],
  ['kyc.sandbox.send_multipart'],
];

/** A refusal's English message in `language`; a message the sandbox does not write itself stays as it is. */
export function sandboxMessageIn(language: Language, message: string): string {
  const found = sandboxMessages.find(([key, values]) => translate('en', key, values) === message);
  return found ? translate(language, ...found) : message;
}

/** The sandbox provider's hosted page: an ID picture (any image) and the outcome the tester wants. */
export function sandboxPage(input: {
  brand: string;
  action: string;
  back: string;
  language: Language;
  problem?: SandboxProblem;
  outcome?: string;
}): string {
  const t = (key: GatewayText, values?: TextValues) => htmlText(input.language, key, values);
  const chosen =
    kycSandboxOutcome.options.find((value) => value === input.outcome) ?? kycSandboxOutcome.options[0];
  const outcomes = kycSandboxOutcome.options
    .map(
      (value) =>
        `<label><input type="radio" name="outcome" value="${value}"${value === chosen ? ' checked' : ''} required> ${t(`kyc.sandbox.outcome.${value}`)}</label>`,
    )
    .join('\n      ');
  const problemOf = (field: SandboxProblem['field']) =>
    input.problem?.field === field
      ? `<p id="${field}-error" class="error" role="alert">${escapeHtml(sandboxMessageIn(input.language, input.problem.message))}</p>`
      : '';
  const documentInvalid = input.problem?.field === 'document' ? ' aria-invalid="true"' : '';
  const documentDescribed =
    input.problem?.field === 'document' ? 'document-error document-note' : 'document-note';
  return sandboxDocument(
    input.brand,
    input.language,
    `  <p>${t('kyc.sandbox.intro', { brand: input.brand })}</p>
  ${problemOf('page')}
  <form method="post" action="${escapeHtml(input.action)}" enctype="multipart/form-data">
    <label for="document">${t('kyc.sandbox.picture_label', { size: ID_IMAGE_MAX_MB })}</label>
    ${problemOf('document')}
    <input id="document" name="document" type="file" accept="image/png,image/jpeg,image/gif,image/webp" aria-describedby="${documentDescribed}"${documentInvalid}>
    <p id="document-note" class="note">${t('kyc.sandbox.picture_note')}</p>
    <fieldset>
      <legend>${t('kyc.sandbox.result_legend')}</legend>
      ${problemOf('outcome')}
      ${outcomes}
    </fieldset>
    <div class="actions">
      <button type="submit">${t('kyc.sandbox.submit')}</button>
      <a href="${escapeHtml(input.back)}">${t('kyc.sandbox.cancel')}</a>
    </div>
  </form>
`,
  );
}

/** The page for an address that opens no verification (expired, spent, unknown): what to do, and the way back. */
export function sandboxGonePage(input: {
  brand: string;
  message: string;
  back: string;
  language: Language;
}): string {
  return sandboxDocument(
    input.brand,
    input.language,
    `  <p class="error" role="alert">${escapeHtml(sandboxMessageIn(input.language, input.message))}</p>
  <p><a href="${escapeHtml(input.back)}">${htmlText(input.language, 'kyc.sandbox.back')}</a></p>
`,
  );
}

/**
 * The sandbox provider's page around its main content: one head, style and heading for every page it
 * shows, and the language it is written in (`<html lang>`, for screen readers and the browser's
 * translation offer).
 */
function sandboxDocument(brand: string, language: Language, main: string): string {
  const t = (key: GatewayText, values?: TextValues) => htmlText(language, key, values);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('kyc.sandbox.page_title', { brand })}</title>
<style>${style}</style>
</head>
<body>
<main>
  <h1>${t('kyc.sandbox.title')}</h1>
${main}</main>
</body>
</html>
`;
}
