import { bannerTypeLabels } from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { formatDate } from '@/lib/dates';
import { languageName } from '@/lib/language-names';
import type { CatalogueBanner } from '../api/banners';
import { bannerKind, sizesText } from '../lib/banner-labels';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';
import { BannerThumbnail } from './banner-thumbnail';

function StatusBadge({ enabled }: { enabled: boolean }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        enabled ? 'bg-success-soft text-success-ink' : 'border border-line bg-canvas text-muted',
      )}
    >
      {enabled ? 'Offered' : 'Retired'}
    </span>
  );
}

const fromXl = 'hidden px-3 py-2 xl:table-cell';

const columns: readonly TableColumn[] = [
  { label: 'Banner', className: columnAt.first },
  { label: 'Type', className: columnAt.fromMd },
  { label: 'Sizes', className: fromXl },
  { label: 'Status', className: columnAt.fromMd },
  { label: 'Added', className: fromXl },
  actionsColumn,
];

/**
 * The catalogue, offered banners first: a thumbnail, what each is, its sizes, offered or retired. Type
 * and status from 768 px, sizes and the date added from 1280 px (a banner may come in a dozen sizes);
 * below, under the name.
 */
export function BannersTable({
  labelledBy,
  banners,
  onPreview,
  onRetire,
}: {
  labelledBy: string;
  banners: CatalogueBanner[];
  onPreview: (banner: CatalogueBanner) => void;
  onRetire: (banner: CatalogueBanner) => void;
}) {
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {banners.map((banner) => (
          <tr key={banner.id} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <div className="flex min-w-0 items-start gap-3">
                <span className="flex h-12 w-16 shrink-0 items-center justify-center overflow-hidden rounded border border-line bg-surface sm:w-24">
                  <BannerThumbnail banner={banner} />
                </span>
                <span className="min-w-0">
                  <span className="block min-w-20 font-medium [overflow-wrap:anywhere] text-ink">
                    {banner.name}
                  </span>
                  <span className="block text-xs text-muted">
                    #{banner.id} · {banner.brand_name}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted md:hidden">
                    <StatusBadge enabled={banner.enabled} /> {bannerKind(banner)}
                  </span>
                  <span className="mt-1 block text-xs text-muted xl:hidden">
                    {sizesText(banner)} · Added {formatDate(banner.created_at)}
                  </span>
                </span>
              </div>
            </td>
            <td className="hidden px-3 py-3 md:table-cell">
              <span className="block whitespace-nowrap text-ink">{bannerTypeLabels[banner.type]}</span>
              <span className="block whitespace-nowrap text-xs text-muted">
                {languageName(banner.language)}
              </span>
            </td>
            <td className="hidden px-3 py-3 text-ink tabular-nums xl:table-cell">{sizesText(banner)}</td>
            <td className="hidden px-3 py-3 md:table-cell">
              <StatusBadge enabled={banner.enabled} />
            </td>
            <td className="hidden px-3 py-3 whitespace-nowrap text-ink tabular-nums xl:table-cell">
              {formatDate(banner.created_at)}
            </td>
            <td className="py-2 pl-3 text-right">
              <div className="flex flex-col items-end gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Preview ${banner.name}`}
                  onClick={() => onPreview(banner)}
                >
                  Preview
                </Button>
                {banner.enabled && (
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Retire ${banner.name}`}
                    onClick={() => onRetire(banner)}
                  >
                    Retire
                  </Button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
