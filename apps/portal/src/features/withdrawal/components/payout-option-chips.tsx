import type { ProcessedPaymentOption } from '@affiliate/contract/endpoints/payments';
import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import { Check } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { cx } from '@/components/ui/cx';
import { chipColours } from '../lib/chip-colours';

export interface PayoutOptionChipsProps {
  options: ProcessedPaymentOption[];
  value: PaymentOptionType | null;
  onChange: (type: PaymentOptionType) => void;
}

/**
 * The payout options as chips in their colours: a native radio group (one Tab stop, arrow keys move
 * between chips, Space picks), styled. An option that cannot be used now stays choosable, so its reason
 * can be read; the form below then cannot be sent.
 */
export function PayoutOptionChips({ options, value, onChange }: PayoutOptionChipsProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">
        <Trans>Payout option</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const chosen = option.type === value;
          const colours = chipColours[option.type];
          return (
            <label
              key={option.type}
              className={cx(
                'relative inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border-2 px-4 text-sm font-semibold transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-info-ink',
                chosen ? colours.chosen : 'border-line bg-surface text-ink hover:bg-canvas',
              )}
            >
              <input
                type="radio"
                name="payment_option_type"
                value={option.type}
                checked={chosen}
                onChange={() => onChange(option.type)}
                aria-describedby={option.available ? undefined : `option-${option.type}-unavailable`}
                className="sr-only"
              />
              {chosen ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <span aria-hidden="true" className={cx('size-3 rounded-full', colours.swatch)} />
              )}
              <span>{option.name}</span>
              {!option.available && (
                <span
                  id={`option-${option.type}-unavailable`}
                  className={cx('text-xs font-normal', chosen ? '' : 'text-muted')}
                >
                  <Trans>(unavailable)</Trans>
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
