import { useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useLandingPages, type LandingPage } from '../api/landing-pages';
import { AddLandingPageForm } from './add-landing-page-form';
import { LandingPagesTable } from './landing-pages-table';
import { RemoveLandingPageDialog } from './remove-landing-page-dialog';

/**
 * The pages of the brand that affiliates' links may lead to (deep links): every page under an allowed
 * address. A link to anywhere else lands on the default landing page, so the redirect is never an open one.
 */
export function LandingPagesScreen() {
  const query = useLandingPages();
  const headingId = useId();
  // Where focus goes after a removal: the Remove button that opened the dialog is gone.
  const heading = useRef<HTMLHeadingElement>(null);
  const [removing, setRemoving] = useState<LandingPage | null>(null);
  const [status, setStatus] = useState('');
  const pages = query.data;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Landing pages"
        description="The brand’s pages affiliates may link straight to. A link to any other address lands on the default landing page."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-ink">Allow a page</h2>
        <AddLandingPageForm
          onAdded={(page) =>
            setStatus(
              `Allowed “${page.label}”: affiliates can link to ${page.prefix} and every page under it.`,
            )
          }
        />
      </Card>
      <Card>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-ink focus:outline-none"
        >
          Allowed pages
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">Affiliates choose among these in their link builder.</p>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the landing pages."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !pages ? (
          <table className="w-full" aria-busy="true" aria-label="Loading landing pages">
            <tbody>
              <SkeletonTableRows count={3} columns={3} />
            </tbody>
          </table>
        ) : pages.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            No page is allowed yet: every link lands on the default landing page.
          </p>
        ) : (
          <LandingPagesTable labelledBy={headingId} pages={pages} onRemove={setRemoving} />
        )}
      </Card>
      <RemoveLandingPageDialog
        page={removing}
        finalFocus={() => heading.current}
        onClose={(removed) => {
          setRemoving(null);
          if (removed)
            setStatus(
              `Removed “${removed.label}”: links to it land on the default landing page from now on.`,
            );
        }}
      />
    </div>
  );
}
