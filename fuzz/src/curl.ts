import type { HttpAnswer, HttpRequest } from './http.ts';

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

/**
 * A body as a JavaScript expression with long runs folded (`"x".repeat(1048576)`), so a 1 MB body
 * prints as one short line and NUL or control characters survive the copy and paste.
 */
function bodyExpression(body: string): string {
  const parts: string[] = [];
  let literal = '';
  for (let i = 0; i < body.length;) {
    let run = 1;
    while (body[i + run] === body[i] && i + run < body.length) run++;
    if (run >= 32) {
      if (literal) parts.push(JSON.stringify(literal));
      literal = '';
      parts.push(`${JSON.stringify(body[i])}.repeat(${run})`);
    } else literal += body.slice(i, i + run);
    i += run;
  }
  if (literal || parts.length === 0) parts.push(JSON.stringify(literal));
  return parts.join(' + ');
}

/**
 * The request as a curl command against `$BASE` (the product started with `npm start` is
 * http://localhost:3000); credentials are named shell variables, set by the lines printed above it.
 */
export function toCurl(request: HttpRequest, credentials: Record<string, string>): string {
  // Secrets are swapped for "${VARIABLE}"; everything else is single-quoted, so nothing in it expands.
  const word = (value: string): string => {
    type Part = { literal: string } | { variable: string };
    let parts: Part[] = [{ literal: value }];
    for (const [variable, secret] of Object.entries(credentials)) {
      if (!secret) continue;
      parts = parts.flatMap((part): Part[] => {
        if (!('literal' in part)) return [part];
        const pieces = part.literal.split(secret);
        return pieces.flatMap((piece, i): Part[] =>
          i === 0 ? [{ literal: piece }] : [{ variable }, { literal: piece }],
        );
      });
    }
    return (
      parts
        .map((part) =>
          'variable' in part ? `"\${${part.variable}}"` : part.literal ? shellQuote(part.literal) : '',
        )
        .join('') || "''"
    );
  };
  const url = `"$BASE"${shellQuote(`${request.path}${request.query ? `?${request.query}` : ''}`)}`;
  const headerArgs = Object.entries(request.headers).map(
    ([name, value]) => `-H ${word(`${name}: ${value}`)}`,
  );
  const base = ['curl', '-sS', '-i', '-X', request.method, url, ...headerArgs];
  if (request.body === undefined) return base.join(' ');
  const simple =
    request.body.length <= 2000 &&
    ![...request.body].some((c) => (c < ' ' && c !== '\t' && c !== '\n') || c === '\u007f');
  if (simple) return [...base, '--data-binary', shellQuote(request.body)].join(' ');
  return `node -e ${shellQuote(`process.stdout.write(${bodyExpression(request.body)})`)} | ${[...base, '--data-binary', '@-'].join(' ')}`;
}

export function describeAnswer(answer: HttpAnswer): string {
  const text =
    answer.text.length > 1500
      ? `${answer.text.slice(0, 1500)}… (${answer.text.length} characters)`
      : answer.text;
  const headers = ['content-type', 'allow', 'retry-after']
    .filter((h) => answer.headers[h] !== undefined)
    .map((h) => `${h}: ${String(answer.headers[h])}`);
  return [`HTTP ${answer.status}`, ...headers, '', text].join('\n');
}
