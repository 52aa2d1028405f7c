import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { REASON_MAX } from '../../../lib/operator-reason';
import { useDeletePlayer, useMarkPlayerDuplicate, useMovePlayer } from '../api/players';
import {
  actionFields,
  actionIssues,
  actionTitles,
  emptyActionValues,
  placeFailure,
  whatAffiliatesSee,
  type PlayerAction,
  type PlayerActionField,
  type PlayerActionValues,
} from '../lib/player-actions';

const numbers = new Intl.NumberFormat('en-US');

const descriptions: Record<PlayerAction, string> = {
  move: 'The player counts for the affiliate of the code from today; the months already closed stay with its affiliate now. Both affiliates read the reason on their Changes screen; neither is told who the other is.',
  duplicate:
    'The player stops counting from today; the months already closed keep it. Its affiliate reads the reason on its Changes screen.',
  delete:
    'The player and its activity stop counting from today; the months already closed keep it. Its affiliate reads the reason on its Changes screen.',
};

const confirmLabels: Record<PlayerAction, string> = {
  move: 'Move the player',
  duplicate: 'Mark as duplicate',
  delete: 'Delete the player',
};

/**
 * One of the three actions on a player, in two steps: the fields and the reason (required: the affiliates
 * read it), then a confirmation that shows what each affiliate will read. A refusal of the gateway goes
 * back to the fields, at the field it is about.
 */
export function PlayerActionDialog({
  action,
  customerId,
  onClose,
}: {
  /** The action whose dialog is open, or null. */
  action: PlayerAction | null;
  customerId: number;
  onClose: () => void;
}) {
  const move = useMovePlayer();
  const duplicate = useMarkPlayerDuplicate();
  const remove = useDeletePlayer();
  const [values, setValues] = useState<PlayerActionValues>(emptyActionValues);
  const [step, setStep] = useState<'fields' | 'confirm'>('fields');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<{
    fields: Partial<Record<PlayerActionField, string>>;
    rest: string | null;
  }>({
    fields: {},
    rest: null,
  });
  const [done, setDone] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const ofRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  /** Focuses a field from an event handler (the refs are read there, never during render). */
  const focusField = (field: PlayerActionField) => {
    const element =
      field === 'to_referral_code'
        ? codeRef.current
        : field === 'of_customer_id'
          ? ofRef.current
          : reasonRef.current;
    element?.focus();
  };

  const shown = action ?? 'delete';
  const issues = tried ? actionIssues(shown, values) : {};
  const errorOf = (field: PlayerActionField) => issues[field] ?? refused.fields[field];
  const pending = move.isPending || duplicate.isPending || remove.isPending;

  const close = () => {
    setValues(emptyActionValues);
    setStep('fields');
    setTried(false);
    setRefused({ fields: {}, rest: null });
    setDone(false);
    onClose();
  };

  const set = (field: PlayerActionField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A refused value typed again is the operator's to try: its message goes with the old value.
    setRefused((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const review = () => {
    setTried(true);
    const found = actionIssues(shown, values);
    const first = actionFields[shown].find((field) => found[field] || refused.fields[field]);
    if (first) {
      focusField(first);
      return;
    }
    setStep('confirm');
  };

  const send = async () => {
    const reason = values.reason.trim();
    const params = { customerId };
    try {
      if (shown === 'move')
        await move.mutateAsync({
          params,
          body: { to_referral_code: values.to_referral_code.trim(), reason },
        });
      else if (shown === 'duplicate')
        await duplicate.mutateAsync({
          params,
          body: { of_customer_id: Number(values.of_customer_id.trim()), reason },
        });
      else await remove.mutateAsync({ params, body: { reason } });
      setDone(true);
    } catch (failed) {
      const placed = placeFailure(shown, readApiFailure(failed));
      setRefused(placed);
      setStep('fields');
      const first = actionFields[shown].find((field) => placed.fields[field]);
      // After the step's render, so the field is on screen again.
      if (first) setTimeout(() => focusField(first), 0);
    }
  };

  return (
    <ModalDialog
      open={action !== null}
      onOpenChange={(next) => !next && close()}
      title={`${actionTitles[shown]}: player ${customerId}`}
      description={descriptions[shown]}
      widthClass="w-[min(92vw,560px)]"
    >
      {done ? (
        <div className="mt-5 flex flex-col gap-4 text-left">
          <Alert tone="success">
            Done. The change is on the player’s history below and on the affiliates’ Changes screens.
          </Alert>
          <div className="flex justify-end">
            <Button onClick={close}>Close</Button>
          </div>
        </div>
      ) : step === 'fields' ? (
        <form
          noValidate
          aria-label={actionTitles[shown]}
          className="mt-5 flex flex-col gap-4 text-left"
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          {shown === 'move' && (
            <FormField
              ref={codeRef}
              label="The new affiliate’s referral code"
              hint="A code of the player’s own brand"
              autoComplete="off"
              spellCheck={false}
              maxLength={32}
              value={values.to_referral_code}
              error={errorOf('to_referral_code')}
              onChange={(event) => set('to_referral_code', event.target.value)}
            />
          )}
          {shown === 'duplicate' && (
            <FormField
              ref={ofRef}
              label="Duplicate of player (id at the brand)"
              inputMode="numeric"
              autoComplete="off"
              maxLength={16}
              value={values.of_customer_id}
              error={errorOf('of_customer_id')}
              onChange={(event) => set('of_customer_id', event.target.value)}
            />
          )}
          <TextareaField
            ref={reasonRef}
            label="Reason"
            className="[&_textarea]:min-h-24"
            hint="The affiliates read it."
            required
            maxLength={REASON_MAX}
            value={values.reason}
            error={errorOf('reason')}
            counter={`${numbers.format(values.reason.length)}/${numbers.format(REASON_MAX)}`}
            onChange={(event) => set('reason', event.target.value)}
          />
          {refused.rest && <Alert>{refused.rest}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit">Continue</Button>
          </div>
        </form>
      ) : (
        <div className="mt-5 flex flex-col gap-4 text-left">
          <section
            aria-labelledby="player-action-confirm"
            className="rounded-lg border border-line bg-canvas p-4"
          >
            <h3 id="player-action-confirm" className="text-sm font-semibold text-ink">
              What the affiliates will see
            </h3>
            <dl className="mt-2 flex flex-col gap-2 text-sm">
              {whatAffiliatesSee(shown, customerId, values).map((line) => (
                <div key={line.who}>
                  <dt className="text-muted [overflow-wrap:anywhere]">{line.who}</dt>
                  <dd className="text-ink [overflow-wrap:anywhere]">{line.reads}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => setStep('fields')}>
              Back
            </Button>
            <Button variant="danger" loading={pending} onClick={() => void send()}>
              {confirmLabels[shown]}
            </Button>
          </div>
        </div>
      )}
    </ModalDialog>
  );
}
