import {
  addBrandRequest,
  api,
  brandCode,
  editBrandRequest,
  type AddBrandRequest,
  type Brand,
  type EditBrandRequest,
} from '@affiliate/contract';
import { defineCommand, notValid, UsageError, type CommandArgs } from '../command.ts';
import { tableLines } from '../text-table.ts';

type BrandsInput =
  | { action: 'list' }
  | { action: 'add'; brand: AddBrandRequest }
  | { action: 'edit'; code: string; change: EditBrandRequest };

const USAGE =
  'Usage: npm run operator -- brands list | add --code CODE --name "Name" --currency CUR --landing URL [--logo URL] [--closed] | edit CODE [--name "Name"] [--currency CUR] [--landing URL] [--logo URL] [--open|--closed]';

/** `--open` / `--closed`: whether affiliates may promote the brand; neither leaves it as it is. */
function openness(args: CommandArgs): boolean | undefined {
  const open = args.flag('open');
  const closed = args.flag('closed');
  if (open && closed) throw new UsageError(`Give --open or --closed, not both.\n${USAGE}`);
  return open ? true : closed ? false : undefined;
}

/** The brands as a table: one line each under a heading, columns as wide as their widest cell. */
export function brandsTable(brands: readonly Brand[]): string {
  const rows = [
    ['CODE', 'NAME', 'CURRENCY', 'AFFILIATES', 'LANDING PAGE'],
    ...brands.map((b) => [
      b.code,
      b.name,
      b.currency,
      b.open_to_affiliates ? 'open' : 'closed',
      b.landing_url === null ? `${b.effective_landing_url} (the deployment's)` : b.landing_url,
    ]),
  ];
  return tableLines(rows).join('\n');
}

export const brands = defineCommand({
  name: 'brands',
  usage: `  brands list                        the program's brands: code, name, currency, open or closed, landing page
  brands add --code CODE --name N --currency CUR --landing URL [--logo URL] [--closed]
                                     add a brand (open to affiliates unless --closed)
  brands edit CODE [--name N] [--currency CUR] [--landing URL] [--logo URL] [--open|--closed]
                                     change a brand (its code never changes; its currency only while it has no players)`,
  options: {
    code: { type: 'string' },
    name: { type: 'string' },
    currency: { type: 'string' },
    landing: { type: 'string' },
    logo: { type: 'string' },
    open: { type: 'boolean' },
    closed: { type: 'boolean' },
  },
  parse(args): BrandsInput {
    const [action, ...rest] = args.positionals;
    if (action === 'list') return { action };
    if (action === 'add') {
      if (args.flag('open')) throw new UsageError(`A new brand is open unless --closed.\n${USAGE}`);
      const parsed = addBrandRequest.safeParse({
        code: args.text('code') ?? '',
        name: args.text('name') ?? '',
        currency: args.text('currency') ?? '',
        landing_url: args.text('landing') ?? '',
        ...(args.text('logo') !== undefined && { logo_url: args.text('logo') }),
        open_to_affiliates: !args.flag('closed'),
      });
      if (!parsed.success) throw notValid(USAGE, parsed.error);
      return { action, brand: parsed.data };
    }
    if (action === 'edit') {
      const code = brandCode.safeParse(rest[0] ?? '');
      if (!code.success) throw new UsageError(`Name the brand to edit by its code.\n${USAGE}`);
      if (args.text('code') !== undefined) throw new UsageError(`A brand's code never changes.\n${USAGE}`);
      const change = {
        name: args.text('name'),
        currency: args.text('currency'),
        landing_url: args.text('landing'),
        logo_url: args.text('logo'),
        open_to_affiliates: openness(args),
      };
      const parsed = editBrandRequest.safeParse(change);
      if (!parsed.success) throw notValid(USAGE, parsed.error, 'change');
      // Only what was given is sent: the rest stays as it is.
      const given = Object.fromEntries(
        Object.entries(parsed.data).filter(([, value]) => value !== undefined),
      ) as EditBrandRequest;
      return { action, code: code.data, change: given };
    }
    throw new UsageError(USAGE);
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'add') return gateway.call(api.operator.addBrand, { body: input.brand });
    if (input.action === 'edit')
      return gateway.call(api.operator.editBrand, { params: { code: input.code }, body: input.change });
    return gateway.call(api.operator.listBrands);
  },
  print(result, input) {
    if (Array.isArray(result)) return brandsTable(result);
    const brand = result;
    const state = brand.open_to_affiliates ? 'open to affiliates' : 'closed to affiliates';
    if (input.action === 'add')
      return `Added brand ${brand.code} ("${brand.name}", ${brand.currency}), ${state}: plain links lead to ${brand.effective_landing_url}.`;
    return `Changed brand ${brand.code} ("${brand.name}", ${brand.currency}), ${state}: plain links lead to ${brand.effective_landing_url}.`;
  },
});
