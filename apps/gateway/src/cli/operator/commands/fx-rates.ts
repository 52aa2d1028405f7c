import { readFile } from 'node:fs/promises';
import {
  api,
  currencyCode,
  fxRatesQuery,
  putFxRatesRequest,
  type FxRate,
  type PutFxRatesRequest,
  type PutFxRatesResult,
} from '@affiliate/contract';
import { GatewayRefusal } from '../client.ts';
import { parseCentralBankCsv } from '../central-bank-csv.ts';
import { defineCommand, notValid, UsageError } from '../command.ts';

type FxInput =
  | { action: 'set'; request: PutFxRatesRequest }
  | { action: 'list'; query: Record<string, string | undefined> }
  | { action: 'import'; file: string; source: string; base: string };

interface ImportResult {
  days: number;
  rates: number;
  reconverted_days: number;
  refused: string[];
}

type FxResult = PutFxRatesResult | FxRate[] | ImportResult;

const USAGE =
  'Usage: npm run operator -- fx-rates set --date YYYY-MM-DD --from BRL --to EUR --rate 0.16 [--source ECB] | list [...] | import --file FILE.csv [--source ECB] [--to EUR]';

const rateLine = (r: FxRate) =>
  `${r.date}  ${r.from}->${r.to}  ${r.rate.padEnd(14)} ${r.source}  set by ${r.set_by} at ${r.set_at}`;

export const fxRates = defineCommand<FxInput, FxResult>({
  name: 'fx-rates',
  usage: `  fx-rates set --date D --from C --to C --rate R [--source S]
                                     set a day's reference rate (units of --to per 1 --from); activity it
                                     applies to is converted again and its figures move
  fx-rates list [--from C] [--to C] [--date-from D] [--date-to D] [--latest]
                                     the rates, newest day first (--latest: the latest of each pair)
  fx-rates import --file F [--source ECB] [--to EUR]
                                     import a central bank's daily CSV (the ECB's eurofxref-hist.csv: units
                                     per 1 --to), both directions of every currency, one request per day`,
  options: {
    date: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    rate: { type: 'string' },
    source: { type: 'string' },
    file: { type: 'string' },
    'date-from': { type: 'string' },
    'date-to': { type: 'string' },
    latest: { type: 'boolean', default: false },
  },
  parse(args): FxInput {
    const [action] = args.positionals;
    const upper = (name: string) => args.text(name)?.toUpperCase();
    if (action === 'set') {
      const parsed = putFxRatesRequest.safeParse({
        date: args.text('date') ?? '',
        source: args.text('source') ?? 'operator',
        rates: [{ from: upper('from') ?? '', to: upper('to') ?? '', rate: args.text('rate') ?? '' }],
      });
      if (!parsed.success) throw notValid(USAGE, parsed.error);
      return { action, request: parsed.data };
    }
    if (action === 'list') {
      const query = {
        from: upper('from'),
        to: upper('to'),
        date_from: args.text('date-from'),
        date_to: args.text('date-to'),
        latest: args.flag('latest') ? 'true' : undefined,
        limit: '1000',
      };
      const parsed = fxRatesQuery.safeParse(query);
      if (!parsed.success) throw notValid(USAGE, parsed.error);
      return { action, query };
    }
    if (action === 'import') {
      const file = args.text('file');
      const base = currencyCode.safeParse(upper('to') ?? 'EUR');
      if (!file || !base.success) throw new UsageError(USAGE);
      return { action, file, source: args.text('source') ?? 'ECB', base: base.data };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    if (input.action === 'import') {
      // Read and checked before the gateway is reached: a file that is not a central bank's sends nothing.
      let days;
      try {
        days = parseCentralBankCsv(await readFile(input.file, 'utf8'), input.base);
      } catch (error) {
        throw new UsageError(`${input.file}: ${(error as Error).message}`);
      }
      const gateway = await session.gateway();
      const result: ImportResult = { days: 0, rates: 0, reconverted_days: 0, refused: [] };
      for (const day of days) {
        try {
          const done = await gateway.call(api.fxRates.putFxRates, {
            body: { date: day.date, source: input.source, rates: day.rates },
          });
          result.days += 1;
          result.rates += done.rates.length;
          result.reconverted_days += done.reconverted_days;
        } catch (error) {
          // A day of a closed month (frozen) or in the future is refused on its own; the others go on.
          if (!(error instanceof GatewayRefusal)) throw error;
          result.refused.push(`${day.date}: ${error.message.split('\n')[0]}`);
        }
      }
      return result;
    }
    const gateway = await session.gateway();
    if (input.action === 'set') return gateway.call(api.fxRates.putFxRates, { body: input.request });
    return gateway.call(api.fxRates.fxRateList, { query: input.query });
  },
  print(result) {
    if (Array.isArray(result)) return result.length > 0 ? result.map(rateLine).join('\n') : 'No rate is set.';
    if ('refused' in result) {
      const refused =
        result.refused.length > 0
          ? `\nRefused ${result.refused.length} day(s):\n  ${result.refused.slice(0, 20).join('\n  ')}`
          : '';
      return `Imported ${result.rates} rate(s) for ${result.days} day(s); ${result.reconverted_days} activity day(s) converted again.${refused}`;
    }
    return `${result.rates.map(rateLine).join('\n')}\n${result.reconverted_days} activity day(s) converted again at the new rate.`;
  },
});
