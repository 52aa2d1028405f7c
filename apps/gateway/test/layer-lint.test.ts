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
    ['modules/kyc/layer-probe.ts', '../operator/routes.ts'],
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
