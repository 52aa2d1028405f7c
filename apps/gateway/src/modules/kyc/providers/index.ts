import type { AppContext } from '../../../app-context.ts';
import { jumioProvider } from './jumio.ts';
import type { KycProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

const jumioByConfig = new WeakMap<object, KycProvider>();

/**
 * The provider that runs attempts of `name`: new attempts use the configured one; an older attempt keeps
 * the provider it started with (null when that provider is no longer configured: it cannot be asked).
 */
export function kycProvider(
  ctx: AppContext,
  name: 'sandbox' | 'jumio' = ctx.config.kycProvider,
): KycProvider | null {
  if (name === 'sandbox') return sandboxProvider(ctx);
  const config = ctx.config.jumio;
  if (!config) return null;
  let provider = jumioByConfig.get(config);
  if (!provider) jumioByConfig.set(config, (provider = jumioProvider(config)));
  return provider;
}
