import { api, type AddCatalogueBannerRequest } from '@affiliate/contract';
import { bannerUpload, catalogueLine, UploadError } from '../banner-upload.ts';
import { defineCommand, positiveId, UsageError } from '../command.ts';

type BannersInput =
  | { action: 'list' }
  | { action: 'add'; banner: AddCatalogueBannerRequest }
  | { action: 'retire'; id: number };

export const banners = defineCommand({
  name: 'banners',
  usage: `  banners list                       the banner catalogue, retired banners too
  banners add --name N --type image|animated|text --language LL [--brand CODE] SIZE=FILE ...
                                     add a banner to a brand's catalogue (the first brand's without --brand), one creative per size (300x250=spring.svg 728x90=spring-wide.png;
                                     a text link: --text "Headline" or text=headline.txt)
  banners retire ID                  stop offering a banner (saved banners and published snippets keep working)`,
  options: {
    name: { type: 'string' },
    type: { type: 'string' },
    language: { type: 'string' },
    text: { type: 'string' },
    brand: { type: 'string' },
  },
  parse(args): BannersInput {
    const [action, ...rest] = args.positionals;
    if (action === 'list') return { action };
    if (action === 'add') {
      try {
        const brand = args.text('brand');
        return {
          action,
          banner: {
            ...bannerUpload(
              {
                name: args.text('name'),
                type: args.text('type'),
                language: args.text('language'),
                text: args.text('text'),
              },
              rest,
            ),
            ...(brand !== undefined && { brand }),
          },
        };
      } catch (error) {
        if (error instanceof UploadError) throw new UsageError(error.message);
        throw error;
      }
    }
    if (action === 'retire') {
      const id = positiveId(rest[0]);
      if (id === null) throw new UsageError('Usage: npm run operator -- banners retire ID');
      return { action, id };
    }
    throw new UsageError('Usage: npm run operator -- banners list | add ... | retire ID');
  },
  async run(session, input) {
    const gateway = await session.gateway();
    if (input.action === 'add') return gateway.call(api.operator.addCatalogueBanner, { body: input.banner });
    if (input.action === 'retire')
      return gateway.call(api.operator.retireCatalogueBanner, { params: { bannerId: input.id } });
    return gateway.call(api.operator.listCatalogueBanners);
  },
  print(result, input) {
    if (Array.isArray(result))
      return result.length > 0 ? result.map(catalogueLine).join('\n') : 'The catalogue is empty.';
    if (input.action === 'add')
      return `Added banner #${result.id} "${result.name}" (${result.type}, ${result.language}, brand ${result.brand}): ${result.sizes}.`;
    return `Retired banner #${result.id} "${result.name}": no longer offered; saved banners and published snippets keep working.`;
  },
});
