import { useMemo, useState, type RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BannerOption, SavedBanner } from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { routes } from '@/config/routes';
import { firstErrorMessage } from '@/lib/api-error';
import { specMessages } from '@/lib/i18n/spec-messages';
import { formatCount } from '@/lib/money';
import { useDeleteSavedBanner } from '../api/delete-saved-banner';
import { archivePage, readArchivePage } from '../lib/archive-paging';
import { DeleteBannerDialog } from './delete-banner-dialog';
import { archiveCaption, SavedBannerList } from './saved-banner-list';

export interface BannerArchiveProps {
  archive: UseQueryResult<SavedBanner[]>;
  catalogue: BannerOption[] | undefined;
  onPreview: (entry: SavedBanner) => void;
  onGenerate: () => void;
  /** The archive's heading: where focus lands when the control that opened a dialog is gone. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The archive tab: the saved banners, ten a page (paged here, from the whole list), each with Preview and Delete. */
export function BannerArchive({ archive, catalogue, onPreview, onGenerate, headingRef }: BannerArchiveProps) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const list = archive.data;
  const page = useMemo(
    () => (list ? archivePage(list, readArchivePage(searchParams)) : null),
    [list, searchParams],
  );
  const headlines = useMemo(
    () =>
      new Map(
        (catalogue ?? []).flatMap((banner) => (banner.text ? [[banner.id, banner.text] as const] : [])),
      ),
    [catalogue],
  );

  const remove = useDeleteSavedBanner();
  const [confirming, setConfirming] = useState<SavedBanner | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const focusHeading = () => headingRef.current;

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      await remove.mutateAsync(confirming.id);
      setOutcome({ ok: true, message: t(specMessages.bannerDeleted) });
    } catch (reason) {
      setOutcome({ ok: false, message: firstErrorMessage(reason) });
    } finally {
      setConfirming(null);
    }
  };

  // "Showing 1–10 of 23", or "Showing 21 of 21" for a page of one.
  const showing = (first: number, last: number, all: number) => {
    const from = formatCount(first);
    const to = formatCount(last);
    const total = formatCount(all);
    return first === last ? t`Showing ${from} of ${total}` : t`Showing ${from}–${to} of ${total}`;
  };

  const hrefFor = (n: number) => (n === 1 ? routes.affiliateTools.path : `?page=${n}`);

  return (
    <section aria-labelledby="archive-heading">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2
          id="archive-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-ink focus:outline-none focus-visible:outline-3"
        >
          {t(archiveCaption)}
        </h2>
        {page && page.total > 0 && (
          <p role="status" className="text-sm text-muted">
            {showing(page.from ?? 0, page.to ?? 0, page.total)}
          </p>
        )}
      </div>
      {archive.isError && !list ? (
        <LoadFailedAlert
          message={t`We could not load your saved banners.`}
          error={archive.error}
          retrying={archive.isFetching}
          onRetry={() => void archive.refetch()}
        />
      ) : !page ? (
        <div role="status" aria-label={t`Loading your saved banners`} className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : page.total === 0 ? (
        <Card>
          <NoResult title={t`No saved banners yet`}>
            <p>
              <Trans>
                Generate a banner for your site: it is kept here with its HTML snippet, its tracking link and
                its clicks.
              </Trans>
            </p>
            <Button className="mt-4" onClick={onGenerate}>
              <Trans>Generate a banner</Trans>
            </Button>
          </NoResult>
        </Card>
      ) : (
        <>
          <SavedBannerList
            entries={page.entries}
            headlines={headlines}
            onPreview={onPreview}
            onDelete={setConfirming}
          />
          <Pagination className="mt-5" label={t`Archive pages`} meta={page} hrefFor={hrefFor} />
        </>
      )}

      <DeleteBannerDialog
        entry={confirming}
        deleting={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
      <SuccessDialog
        open={outcome?.ok === true}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
        finalFocus={focusHeading}
      />
      <ErrorDialog
        open={outcome?.ok === false}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
        finalFocus={focusHeading}
      />
    </section>
  );
}
