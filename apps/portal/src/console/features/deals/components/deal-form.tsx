import { useForm, useWatch, type Path } from 'react-hook-form';
import { Info } from 'lucide-react';
import { DEAL_NAME_MAX_LENGTH, type DealDocument } from '@affiliate/contract/common/deal-document';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors, withFormFieldNames } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useDealBrands, useSaveDeal, type Deal, type DealBrand } from '../api/deals';
import {
  dealFormFields,
  dealFormResolver,
  emptyDealForm,
  formFieldOf,
  formOf,
  type DealFormValues,
} from '../lib/deal-form';
import { CpaFields } from './cpa-fields';
import { DealPreviewPanel } from './deal-preview-panel';
import { FeeAndCarryFields } from './fee-and-carry-fields';
import { RevenueShareFields } from './revenue-share-fields';
import { SubAffiliateFields } from './sub-affiliate-fields';

const brandOptions = (brands: readonly DealBrand[]) => [
  { value: '', label: 'Every brand' },
  ...brands.map((brand) => ({ value: brand.code, label: `${brand.name} (${brand.currency})` })),
];

/**
 * What saving does, said before it is done: a name that exists records that deal's next version, which
 * applies from the next month to every affiliate on it (the running month keeps its terms).
 */
function SavingNote({ existing }: { existing: Deal | undefined }) {
  const text = existing
    ? `Saving records version ${existing.current.version + 1} of ${existing.name}. It applies from the first day of next month to ${
        existing.affiliates === 1 ? 'the 1 affiliate' : `the ${existing.affiliates} affiliates`
      } on the deal; the running month keeps its terms, and every earlier version stays listed.`
    : 'A new deal. Once saved, it can be made the default for new affiliates; saving it again under the same name records its next version.';
  return (
    <p className="flex items-start gap-2 rounded-lg border border-info/40 bg-info-soft px-3 py-2.5 text-sm text-info-ink">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="[overflow-wrap:anywhere]">{text}</span>
    </p>
  );
}

/**
 * Creates a deal, or (given `deal`) records its next version: the form starts from its current document
 * and its name is fixed, since another name would be another deal. Every rule is the contract's, checked
 * in the browser on the document the form makes; the gateway's refusals land on their fields too.
 */
export function DealForm({
  deal,
  deals,
  onSaved,
  onCancel,
}: {
  deal?: Deal | undefined;
  /** The deals that exist, to say when a typed name records a new version of one. */
  deals: readonly Deal[];
  onSaved: (deal: Deal) => void;
  onCancel?: (() => void) | undefined;
}) {
  const save = useSaveDeal();
  const brands = useDealBrands().data ?? [];
  const form = useForm<DealFormValues, unknown, DealDocument>({
    resolver: dealFormResolver,
    defaultValues: deal ? formOf(deal.current.document) : emptyDealForm(),
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const name = useWatch({ control: form.control, name: 'name' });
  const existing = deal ?? deals.find((one) => one.name === name.trim());

  const submit = form.handleSubmit(async (document) => {
    try {
      const saved = await save.mutateAsync(document);
      onSaved(saved);
    } catch (reason) {
      const fields = dealFormFields(form.getValues()) as Array<Path<DealFormValues>>;
      putServerErrors(
        withFormFieldNames(reason, (path) => formFieldOf(path, fields)),
        form.setError,
        fields,
      );
    }
  });

  return (
    <form
      noValidate
      aria-label={deal ? `Edit ${deal.name}` : 'New deal'}
      className="grid grid-cols-1 gap-6 text-left lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]"
      onSubmit={(event) => void submit(event)}
    >
      <div className="flex min-w-0 flex-col gap-6">
        <SavingNote existing={existing} />
        <fieldset className="min-w-0">
          <legend className="mb-3 text-base font-semibold text-ink">The deal</legend>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <FormField
              label="Name"
              autoComplete="off"
              maxLength={DEAL_NAME_MAX_LENGTH}
              readOnly={Boolean(deal)}
              hint={deal ? 'A new version keeps the deal’s name.' : 'Affiliates on the deal do not see it.'}
              error={errors.name?.message}
              className="md:col-span-2"
              {...form.register('name')}
            />
            <SelectField
              label="Brand"
              options={brandOptions(brands)}
              hint="A deal for one brand is in that brand’s currency."
              error={errors.brand?.message}
              {...form.register('brand', {
                onChange: (event: { target: { value: string } }) => {
                  const brand = brands.find((one) => one.code === event.target.value);
                  if (brand) form.setValue('currency', brand.currency);
                },
              })}
            />
            <FormField
              label="Currency"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={3}
              placeholder="EUR"
              hint="What the deal pays in: the affiliate’s own currency."
              error={errors.currency?.message}
              {...form.register('currency', { setValueAs: (value: string) => value.trim().toUpperCase() })}
            />
          </div>
        </fieldset>
        <RevenueShareFields form={form} />
        <FeeAndCarryFields form={form} />
        <CpaFields form={form} />
        <SubAffiliateFields form={form} />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={save.isPending}>
            {existing ? `Save version ${existing.current.version + 1}` : 'Save deal'}
          </Button>
          {onCancel && (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </div>
      <div className="min-w-0 lg:sticky lg:top-4 lg:self-start">
        <DealPreviewPanel control={form.control} />
      </div>
    </form>
  );
}
