import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { listTexts, resetText, setText, type TextChange } from './service.ts';

/** `gateway pt-BR mail.code.subject: "Before" → "After"`: what the Audit screen shows of a change. */
function changesLine(change: TextChange): string {
  const { scope, key } = change.entry;
  const quoted = (text: string | null) => (text === null ? 'catalog text' : JSON.stringify(text));
  return `${scope} ${key}: ${quoted(change.before)} → ${quoted(change.after)}`;
}

/** The operator's Texts screen: every role reads the texts, admins override and reset them (audited). */
export function registerTextOverrideRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // The audit row names the text as it was and became, which only the handler learns.
  const changed = new WeakMap<FastifyRequest, TextChange>();
  const auditDetail = (request: FastifyRequest) => {
    const change = changed.get(request);
    if (!change) return {};
    const { scope, key } = change.entry;
    const language = (request.body as { language?: string }).language;
    return {
      changes: `${language} ${changesLine(change)}`,
      scope,
      language,
      key,
      before: change.before,
      after: change.after,
    };
  };

  contractRoute(app, api.operatorConsole.textList, async (request) =>
    listTexts(ctx, request.query, `${ctx.config.publicUrl}${request.url}`),
  );
  contractRoute(
    app,
    api.operatorConsole.setText,
    async (request) => {
      const change = await setText(ctx, request.body, operatorActor(request));
      changed.set(request, change);
      return { data: change.entry };
    },
    { auditDetail },
  );
  contractRoute(
    app,
    api.operatorConsole.resetText,
    async (request) => {
      const change = await resetText(ctx, request.body);
      changed.set(request, change);
      return { data: change.entry };
    },
    { auditDetail },
  );
}
