import { useId, useRef, useState } from 'react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { addBrand } from '@affiliate/contract/endpoints/brands';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useBrands, type Brand } from '../api/brands';
import { BrandForm } from './brand-form';
import { BrandsTable } from './brands-table';
import { EditBrandDialog } from './edit-brand-dialog';
import { FeedIntervals } from './feed-intervals';

/**
 * The program's brands: each with its currency, the page a plain link leads to, and whether affiliates
 * may promote it. Every role reads the list; admins add and edit brands.
 */
export function BrandsScreen() {
  const query = useBrands();
  const { data: operator } = useSignedInOperator();
  const canEdit = operator ? roleAdmits(addBrand, operator.role) : false;
  const headingId = useId();
  // Where focus goes after an add: the list that now holds the brand (the form is empty again).
  const heading = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Brand | null>(null);
  const [status, setStatus] = useState('');
  const brands = query.data;

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Brands"
        description="The brands of the program: each has its own currency and landing page, and affiliates promote those open to them."
      />
      {status && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{status}</span>
        </Alert>
      )}
      {canEdit && (
        <Card>
          <h2 className="mb-3 text-lg font-semibold text-ink">Add a brand</h2>
          <BrandForm
            onSaved={(brand) => {
              setStatus(`Added ${brand.name} (${brand.code}, ${brand.currency}).`);
              heading.current?.focus();
            }}
          />
        </Card>
      )}
      <Card>
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="mb-3 text-lg font-semibold text-ink focus:outline-none"
        >
          Brands
        </h2>
        {query.isError ? (
          <LoadFailedAlert
            message="We could not load the brands."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !brands ? (
          <table className="w-full" aria-busy="true" aria-label="Loading brands">
            <tbody>
              <SkeletonTableRows count={2} columns={4} />
            </tbody>
          </table>
        ) : (
          <BrandsTable labelledBy={headingId} brands={brands} {...(canEdit && { onEdit: setEditing })} />
        )}
      </Card>
      {brands && brands.length > 0 && <FeedIntervals brands={brands} canEdit={canEdit} />}
      <EditBrandDialog
        brand={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) setStatus(`Saved ${saved.name} (${saved.code}).`);
        }}
      />
    </div>
  );
}
