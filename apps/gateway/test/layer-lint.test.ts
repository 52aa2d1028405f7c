import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The lint rule that keeps the gateway's layers pointing down (eslint.config.js, drawn in
 * docs/architecture.md) refuses a new wrong-way import and lets the right way through. Each case lints a
 * one-line file that is not on disk, placed where the import would be written.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;

async function layerProblems(file: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export * from '${specifier}';\n`, {
    filePath: `${root}apps/gateway/src/${file}`,
  });
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the gateway layer lint', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it.each([
    ['config/layer-probe.ts', '../modules/kyc/service.ts'],
    ['db/layer-probe.ts', '../demo/seed.ts'],
    ['http/layer-probe.ts', '../plugins/db.ts'],
    ['plugins/layer-probe.ts', '../modules/auth/service.ts'],
    ['modules/kyc/layer-probe.ts', '../../demo/seed.ts'],
    ['modules/kyc/layer-probe.ts', '../../app-modules.ts'],
    ['demo/layer-probe.ts', '../app-modules.ts'],
    ['modules/settings/layer-probe.ts', '../kyc/service.ts'],
    ['modules/kyc/layer-probe.ts', '../withdrawals/identity-rule.ts'],
    ['modules/auth/layer-probe.ts', '../totp/sign-in.ts'],
    ['modules/members/layer-probe.ts', '../referral-codes/repository.ts'],
    ['modules/postbacks/layer-probe.ts', '../commission/plan-versions.ts'],
    ['demo/layer-probe.ts', '../app.ts'],
    ['app-context.ts', './modules/payments/rates-source.ts'],
  ])(
    'refuses %s importing %s',
    async (file, specifier) => {
      expect(await layerProblems(file, specifier)).toHaveLength(1);
    },
    60_000,
  );

  it.each([
    ['http/layer-probe.ts', '../db/database.ts'],
    ['plugins/layer-probe.ts', '../http/access.ts'],
    ['modules/withdrawals/layer-probe.ts', '../kyc/repository.ts'],
    ['demo/layer-probe.ts', '../modules/affiliates/new-affiliate.ts'],
    ['cli/layer-probe.ts', '../app.ts'],
  ])(
    'lets %s import %s',
    async (file, specifier) => {
      expect(await layerProblems(file, specifier)).toEqual([]);
    },
    60_000,
  );
});

/**
 * The portal's and the console's feature folders, read from disk when the lint starts: a feature never
 * imports another one (eslint.config.js), including the folders a hand-written list once left out.
 */
describe('the feature lint', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  async function featureProblems(file: string, specifier: string): Promise<string[]> {
    const [result] = await eslint.lintText(`export * from '${specifier}';\n`, {
      filePath: `${root}apps/portal/src/${file}`,
    });
    return result!.messages
      .filter((m) => m.ruleId === 'no-restricted-imports' && m.message.includes('another feature'))
      .map((m) => m.message);
  }

  it.each([
    ['features/reports/feature-probe.ts', '@/features/dashboard/api/dashboard'],
    ['features/integrations/lib/feature-probe.ts', '../../reports/lib/report-query'],
    ['features/dashboard/feature-probe.ts', '@/features/integrations/anything'],
    ['console/features/landing-pages/feature-probe.ts', '@/console/features/banners/api/banners'],
    ['console/features/banners/feature-probe.ts', '@/console/features/landing-pages/api/landing-pages'],
  ])(
    'refuses %s importing %s',
    async (file, specifier) => {
      expect(await featureProblems(file, specifier)).toHaveLength(1);
    },
    60_000,
  );

  it.each([
    ['features/reports/feature-probe.ts', '@/components/ui/button'],
    ['console/features/landing-pages/feature-probe.ts', '@/lib/asset-amounts'],
  ])(
    'lets %s import %s',
    async (file, specifier) => {
      expect(await featureProblems(file, specifier)).toEqual([]);
    },
    60_000,
  );
});
