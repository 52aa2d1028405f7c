import { formatAssetNumber } from '@/lib/asset-amounts';

/**
 * A crypto or e-wallet amount with its unit, in the unit's decimals. The number never breaks inside;
 * on a narrow card the unit may go to the next line as a whole.
 */
export function PayoutAmount({ amount, unit }: { amount: string; unit: string }) {
  const number = formatAssetNumber(amount, unit);
  if (number === '') return <span>—</span>;
  return (
    <span>
      <span data-testid="payout-amount" className="whitespace-nowrap tabular-nums">
        {number}
      </span>{' '}
      <span className="whitespace-nowrap">{unit}</span>
    </span>
  );
}
