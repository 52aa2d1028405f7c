import type { ReactNode } from 'react';
import { Eye, Trash2 } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { gatewayAddress } from '../api/creative-address';
import { sizeLabel } from '../lib/banner-sizes';

export const archiveCaption = msg`Saved banners`;

export interface SavedBannerListProps {
  entries: SavedBanner[];
  /** Text links' headlines by catalogue banner id (a text link has no image to show). */
  headlines: ReadonlyMap<number, string>;
  onPreview: (entry: SavedBanner) => void;
  onDelete: (entry: SavedBanner) => void;
}

function Thumbnail({ entry, headline }: { entry: SavedBanner; headline: string | undefined }) {
  if (entry.image_url && entry.width && entry.height) {
    // Decorative: the banner's name is written next to it.
    return (
      <img
        src={gatewayAddress(entry.image_url)}
        alt=""
        loading="lazy"
        decoding="async"
        width={entry.width}
        height={entry.height}
        className="block h-auto max-h-14 w-auto max-w-full object-contain"
      />
    );
  }
  return (
    <span className="line-clamp-2 break-words text-center text-xs font-semibold text-info-ink underline">
      {headline ?? entry.banner_name}
    </span>
  );
}

function Actions({
  entry,
  onPreview,
  onDelete,
}: { entry: SavedBanner } & Pick<SavedBannerListProps, 'onPreview' | 'onDelete'>) {
  const { t } = useLingui();
  const campaign = entry.campaign_name;
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Preview ${campaign}`}
        onClick={() => onPreview(entry)}
      >
        <Eye aria-hidden="true" className="size-4" />
        <Trans>Preview</Trans>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t`Delete ${campaign}`}
        className="text-error-ink hover:bg-error-soft"
        onClick={() => onDelete(entry)}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}

/** The table's columns: a key for the code, a header for people. */
const columns: ReadonlyArray<{ key: string; header: MessageDescriptor }> = [
  { key: 'banner', header: msg`Banner` },
  { key: 'campaign', header: msg`Campaign` },
  { key: 'code', header: msg`Code` },
  { key: 'clicks', header: msg`Clicks` },
  { key: 'created', header: msg`Created` },
  { key: 'actions', header: msg`Actions` },
];

const Website = ({ entry }: { entry: SavedBanner }) => <span className="break-all">{entry.website}</span>;

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

/**
 * One archive, two layouts: a card per saved banner below 1024 px (no sideways scrolling on a phone), a
 * table from 1024 px up. Both are in the page; CSS shows one.
 */
export function SavedBannerList({ entries, headlines, onPreview, onDelete }: SavedBannerListProps) {
  const { t } = useLingui();
  const caption = t(archiveCaption);
  return (
    <>
      <ul aria-label={caption} className="grid grid-cols-1 gap-3 md:grid-cols-2 lg:hidden">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 shadow-xs"
          >
            <div className="flex items-start gap-3">
              <span className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-canvas p-1">
                <Thumbnail entry={entry} headline={headlines.get(entry.banner)} />
              </span>
              <div className="min-w-0">
                <h3 className="break-words text-base font-semibold text-ink">{entry.campaign_name}</h3>
                <p className="break-words text-sm text-muted">{entry.banner_name}</p>
              </div>
            </div>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <Detail term={t`Size`}>{sizeLabel(entry.size)}</Detail>
              <Detail term={t`Code`}>{entry.referral_code}</Detail>
              <Detail term={t`Website`}>
                <Website entry={entry} />
              </Detail>
              <Detail term={t`Clicks`}>
                <span className="tabular-nums">{formatCount(entry.clicks)}</span>
              </Detail>
              <Detail term={t`Created`}>{formatDate(entry.created_at)}</Detail>
            </dl>
            <Actions entry={entry} onPreview={onPreview} onDelete={onDelete} />
          </li>
        ))}
      </ul>

      <div className="hidden rounded-xl border border-line bg-surface lg:block">
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            <col className="w-[24%]" />
            <col className="w-[26%]" />
            <col className="w-[12%]" />
            <col className="w-[7%]" />
            <col className="w-[11%]" />
            <col className="w-[20%]" />
          </colgroup>
          <thead>
            <tr className="border-b border-line bg-canvas">
              {columns.map(({ key, header }) => (
                <th
                  key={key}
                  scope="col"
                  className={`px-3 py-2.5 font-semibold text-muted ${key === 'clicks' ? 'text-right' : ''}`}
                >
                  {key === 'actions' ? <span className="sr-only">{t(header)}</span> : t(header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-line align-top last:border-0 hover:bg-canvas/60">
                <td className="px-3 py-3">
                  <div className="flex items-start gap-3">
                    <span className="flex h-14 w-20 shrink-0 items-center justify-center overflow-hidden rounded-md bg-canvas p-1">
                      <Thumbnail entry={entry} headline={headlines.get(entry.banner)} />
                    </span>
                    <span className="min-w-0">
                      <span className="block break-words font-medium text-ink">{entry.banner_name}</span>
                      <span className="block text-xs text-muted">{sizeLabel(entry.size)}</span>
                    </span>
                  </div>
                </td>
                <th scope="row" className="px-3 py-3 font-normal">
                  <span className="block break-words font-medium text-ink">{entry.campaign_name}</span>
                  <span className="block text-xs text-muted">
                    <Website entry={entry} />
                  </span>
                </th>
                <td className="break-words px-3 py-3 text-ink">{entry.referral_code}</td>
                <td className="px-3 py-3 text-right tabular-nums text-ink">{formatCount(entry.clicks)}</td>
                <td className="whitespace-nowrap px-3 py-3 text-ink">{formatDate(entry.created_at)}</td>
                <td className="px-3 py-3">
                  <Actions entry={entry} onPreview={onPreview} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
