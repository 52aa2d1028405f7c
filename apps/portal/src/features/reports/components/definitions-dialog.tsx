import { Info } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { InfoDialog } from '@/components/ui/info-dialog';
import { figureInfo } from '../lib/report-figures';

/** The definitions in the table's order, the source's first; any the portal does not know yet after them, by their key. */
function definitionLines(
  definitions: Readonly<Record<string, string>>,
): Array<{ key: string; label: string; text: string }> {
  const known: Record<string, string> = {
    source: t`Where a player comes from`,
    brand: t`Brand`,
    product: t`Product`,
    ...Object.fromEntries(Object.values(figureInfo).map((f) => [f.key, f.label])),
  };
  const order = Object.keys(known);
  return Object.entries(definitions)
    .sort(
      ([a], [b]) => (order.indexOf(a) + 1 || order.length + 1) - (order.indexOf(b) + 1 || order.length + 1),
    )
    .map(([key, text]) => ({ key, label: known[key] ?? key, text }));
}

/** What each figure of the report means, as the gateway defines it, so every number can be traced to its inputs. */
export function DefinitionsDialog({ definitions }: { definitions: Readonly<Record<string, string>> }) {
  const { t: translate } = useLingui();
  return (
    <InfoDialog
      opener={
        <>
          <Info aria-hidden="true" className="size-4" />
          <Trans>What the figures mean</Trans>
        </>
      }
      openerClassName="-ml-3 text-info-ink sm:ml-0"
      title={translate`What the figures mean`}
      description={translate`How each figure of the report is counted.`}
      widthClass="w-[min(94vw,560px)]"
    >
      <dl className="mt-5 flex max-h-[60vh] flex-col gap-3 overflow-y-auto text-left text-sm">
        {definitionLines(definitions).map((line) => (
          <div key={line.key} className="px-1">
            <dt className="font-semibold text-ink">{line.label}</dt>
            <dd className="mt-0.5 text-muted">{line.text}</dd>
          </div>
        ))}
      </dl>
    </InfoDialog>
  );
}
