import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { brandCurrencies } from './repository.ts';
import { addBrand, editBrand, listBrands, type AuditedBrand, type BrandChangeResult } from './service.ts';

/** `name: Old → New; currency: EUR → BRL`: what the Audit screen shows of a change, in one line. */
function changesLine(before: AuditedBrand | null, after: AuditedBrand): string {
  const fields = Object.keys(after) as Array<keyof AuditedBrand>;
  return fields
    .filter((field) => before === null || before[field] !== after[field])
    .map((field) =>
      before === null
        ? `${field}: ${String(after[field])}`
        : `${field}: ${String(before[field])} → ${String(after[field])}`,
    )
    .join('; ');
}

/**
 * The operator's brands: every role reads them, admins add and edit them; each change is audited with before
 * and after. The application form reads the currencies they are in.
 */
export function registerBrandRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // The audit row names the brand as it was and as it became, which only the handler learns.
  const changed = new WeakMap<FastifyRequest, BrandChangeResult>();
  const auditDetail = (request: FastifyRequest) => {
    const change = changed.get(request);
    if (!change) return {};
    return {
      brand: change.after.code,
      changes: changesLine(change.before, change.after),
      before: change.before,
      after: change.after,
    };
  };

  contractRoute(app, api.operator.listBrands, async () => ({ data: await listBrands(ctx) }));
  // The application form's currencies: the brands' (an applicant is paid in one of them).
  contractRoute(app, api.applications.registrationFormOptions, async () => ({
    data: { currencies: await brandCurrencies(ctx.db) },
  }));
  contractRoute(
    app,
    api.operator.addBrand,
    async (request) => {
      const change = await addBrand(ctx, request.body);
      changed.set(request, change);
      return { data: change.brand };
    },
    { auditDetail },
  );
  contractRoute(
    app,
    api.operator.editBrand,
    async (request) => {
      const change = await editBrand(ctx, request.params.code, request.body);
      changed.set(request, change);
      return { data: change.brand };
    },
    { auditDetail },
  );
}
