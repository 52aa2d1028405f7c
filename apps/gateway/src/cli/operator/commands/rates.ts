import { api, rateAsset, setRateRequest, type RateAsset } from '@affiliate/contract';
import { rateLine, type RateInput } from '../money-lines.ts';
import { defineCommand, notValid, UsageError } from '../command.ts';

type RatesInput = { action: 'list' } | { action: 'set'; asset: RateAsset; rate: RateInput };

export const rates = defineCommand({
  name: 'rates',
  usage: `  rates list                         the current rate of each asset against EUR, with its source, time and age
  rates set ASSET RATE [--source S]  record a rate (EUR per unit), e.g. rates set BITCOIN 85000.50`,
  options: { source: { type: 'string' } },
  parse(args): RatesInput {
    const [action, name, value] = args.positionals;
    if (action === 'list') return { action };
    if (action !== 'set') throw new UsageError('Usage: npm run operator -- rates list | set ...');
    const asset = rateAsset.safeParse(name?.toUpperCase());
    if (!asset.success)
      throw new UsageError(
        `Usage: npm run operator -- rates set ${rateAsset.options.join('|')} RATE [--source S]`,
      );
    const source = args.text('source');
    const rate = setRateRequest.safeParse({ rate: value, ...(source !== undefined && { source }) });
    if (!rate.success) throw notValid('Not valid:', rate.error);
    return { action, asset: asset.data, rate: rate.data };
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'set')
      return gateway.call(api.operator.setRate, { params: { asset: input.asset }, body: input.rate });
    return gateway.call(api.operator.operatorRateList);
  },
  print: (result) =>
    Array.isArray(result) ? result.map(rateLine).join('\n') : `Recorded: ${rateLine(result)}`,
});
