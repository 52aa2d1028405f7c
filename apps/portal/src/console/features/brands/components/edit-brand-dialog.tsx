import { ModalDialog } from '@/components/ui/modal-dialog';
import type { Brand } from '../api/brands';
import { BrandForm } from './brand-form';

/** Edits a brand in a dialog: every field but its code, which never changes. */
export function EditBrandDialog({
  brand,
  onClose,
}: {
  brand: Brand | null;
  onClose: (saved: Brand | null) => void;
}) {
  return (
    <ModalDialog
      open={brand !== null}
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={brand ? `Edit ${brand.name}` : 'Edit brand'}
      description={brand && <span className="font-mono">{brand.code}</span>}
      widthClass="w-[min(92vw,640px)]"
    >
      {brand && (
        <div className="mt-4">
          <BrandForm brand={brand} onSaved={onClose} onCancel={() => onClose(null)} />
        </div>
      )}
    </ModalDialog>
  );
}
