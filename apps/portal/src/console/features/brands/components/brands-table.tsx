import { Button } from '@/components/ui/button';
import type { Brand } from '../api/brands';
import { actionsColumn, columnAt, TableHead, type TableColumn } from '../../../components/table-head';

/** Open or closed to affiliates, in words (never by colour alone). */
const openness = (brand: Brand) => (brand.open_to_affiliates ? 'Open' : 'Closed');

/** The landing page as the list shows it: the first brand's may be the deployment's. */
function LandingPage({ brand }: { brand: Brand }) {
  return (
    <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
      {brand.effective_landing_url}
      {brand.landing_url === null && <span className="font-sans"> (the deployment’s)</span>}
    </span>
  );
}

/**
 * The brands, each with its code, currency, landing page and whether affiliates may promote it; an Edit
 * button for those who may edit. Below 768 px the currency, openness and landing page stand under the
 * name, so nothing scrolls sideways at 360 px.
 */
export function BrandsTable({
  labelledBy,
  brands,
  onEdit,
}: {
  labelledBy: string;
  brands: Brand[];
  /** Absent for a role that only reads. */
  onEdit?: (brand: Brand) => void;
}) {
  const columns: TableColumn[] = [
    { label: 'Brand', className: columnAt.first },
    { label: 'Currency', className: columnAt.fromMd },
    { label: 'Landing page', className: columnAt.fromMd },
    { label: 'Affiliates', className: columnAt.fromMd },
    ...(onEdit ? [actionsColumn] : []),
  ];
  return (
    <table aria-labelledby={labelledBy} className="w-full text-left text-sm">
      <TableHead columns={columns} />
      <tbody>
        {brands.map((brand) => (
          <tr key={brand.code} className="border-b border-line align-top last:border-0">
            <td className="py-3 pr-3">
              <span className="block font-medium [overflow-wrap:anywhere] text-ink">
                {brand.name}
                {brand.is_first && <span className="ml-2 text-xs font-normal text-muted">first brand</span>}
              </span>
              <span className="block font-mono text-xs [overflow-wrap:anywhere] text-muted">
                {brand.code}
              </span>
              <span className="mt-1 block text-xs text-muted md:hidden">
                {brand.currency} · {openness(brand)} to affiliates
              </span>
              <span className="mt-1 block md:hidden">
                <LandingPage brand={brand} />
              </span>
            </td>
            <td className="hidden px-3 py-3 tabular-nums md:table-cell">{brand.currency}</td>
            <td className="hidden px-3 py-3 md:table-cell">
              <LandingPage brand={brand} />
            </td>
            <td className="hidden px-3 py-3 md:table-cell">{openness(brand)}</td>
            {onEdit && (
              <td className="py-2 pl-3 text-right">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Edit ${brand.name}`}
                  onClick={() => onEdit(brand)}
                >
                  Edit
                </Button>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
