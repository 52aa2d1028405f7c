import { useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useBannerBrands, useCatalogueBanners, type CatalogueBanner } from '../api/banners';
import { sizesText } from '../lib/banner-labels';
import { AddBannerDialog } from './add-banner-dialog';
import { BannerPreviewDialog } from './banner-preview-dialog';
import { BannersTable } from './banners-table';
import { RetireBannerDialog } from './retire-banner-dialog';

/** The brand's banner catalogue: what affiliates may pick in the banner generator, adding creatives and retiring banners. */
export function BannersScreen() {
  const query = useCatalogueBanners();
  const { data: brands } = useBannerBrands();
  const headingId = useId();
  // Where focus goes after a retirement: the Retire button that opened the dialog is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const [adding, setAdding] = useState(false);
  const [previewing, setPreviewing] = useState<CatalogueBanner | null>(null);
  const [retiring, setRetiring] = useState<CatalogueBanner | null>(null);
  const [status, setStatus] = useState('');
  const banners = query.data;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Banners"
        description="The creatives affiliates pick in the banner generator, one per size."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add banner
          </Button>
        }
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      <Card>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-ink focus:outline-none"
        >
          Catalogue
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">
          Offered banners first. A retired banner is no longer offered; what affiliates saved and published
          with it keeps working.
        </p>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the banners."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !banners ? (
          <table className="w-full" aria-busy="true" aria-label="Loading banners">
            <tbody>
              <SkeletonTableRows count={4} columns={4} />
            </tbody>
          </table>
        ) : banners.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            There are no banners yet. Add one for affiliates to pick in the banner generator.
          </p>
        ) : (
          <BannersTable
            labelledBy={headingId}
            banners={banners}
            onPreview={setPreviewing}
            onRetire={setRetiring}
          />
        )}
      </Card>
      <AddBannerDialog
        open={adding}
        languages={banners?.map((banner) => banner.language) ?? []}
        brands={brands ?? []}
        onClose={(added) => {
          setAdding(false);
          if (added)
            setStatus(
              `Added “${added.name}” (${sizesText(added)}): affiliates find it in the banner generator.`,
            );
        }}
      />
      <BannerPreviewDialog banner={previewing} onClose={() => setPreviewing(null)} />
      <RetireBannerDialog
        banner={retiring}
        finalFocus={() => heading.current}
        onClose={(retired) => {
          setRetiring(null);
          if (retired)
            setStatus(
              `Retired “${retired.name}”: no longer offered; saved banners and published snippets keep working.`,
            );
        }}
      />
    </div>
  );
}
