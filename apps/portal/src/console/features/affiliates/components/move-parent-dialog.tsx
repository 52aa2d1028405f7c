import { useId, useState } from 'react';
import { Search } from 'lucide-react';
import { affiliateSearchText } from '@affiliate/contract/endpoints/operator-affiliates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { REASON_MAX, reasonError } from '../../../lib/operator-reason';
import { useParentCandidates, useSetSubAffiliateParent } from '../api/affiliates';

type Change = 'move' | 'detach';

const numbers = new Intl.NumberFormat('en-US');
const radioClass = 'size-4 shrink-0 accent-[#16181d]';

/**
 * Moving an affiliate under another parent, or detaching it, with the reason the gateway requires (kept
 * in the affiliate's parent history and the audit). The new parent is found as on the Affiliates screen
 * (the start of a name, email, username or code, or an id) and picked from the matches; the affiliate
 * itself and its parent now are not offered. The gateway's refusals (a parent that is one of its own
 * subs, no change) are told at the parent, a refused reason at the reason.
 */
export function MoveParentDialog({
  memberId,
  username,
  parent,
  open,
  onClose,
}: {
  memberId: number;
  username: string;
  /** Its parent now, or null. */
  parent: number | null;
  open: boolean;
  onClose: () => void;
}) {
  const move = useSetSubAffiliateParent();
  const [change, setChange] = useState<Change>('move');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | undefined>();
  const [searchError, setSearchError] = useState<string | undefined>();
  const [chosen, setChosen] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const candidates = useParentCandidates(open ? searched : undefined);
  const matches = (candidates.data ?? []).filter((one) => one.id !== memberId);
  const pickerId = useId();

  const detaching = change === 'detach' && parent !== null;
  const failure = move.isError ? readApiFailure(move.error) : null;
  const refusedParent = failure?.errors.parent?.[0];
  const refusedReason = failure?.errors.reason?.[0];
  const parentError =
    (tried && !detaching && chosen === null ? 'Choose the new parent.' : undefined) ?? refusedParent;
  const reasonProblem = (tried ? reasonError(reason) : undefined) ?? refusedReason;

  const close = () => {
    move.reset();
    setChange('move');
    setText('');
    setSearched(undefined);
    setSearchError(undefined);
    setChosen(null);
    setReason('');
    setTried(false);
    onClose();
  };

  const search = () => {
    const typed = affiliateSearchText.safeParse(text.trim());
    if (!typed.success) {
      setSearchError(
        text.trim() === '' ? 'Type a name, email, username, code or id.' : typed.error.issues[0]?.message,
      );
      return;
    }
    setSearchError(undefined);
    setChosen(null);
    setSearched(typed.data);
  };

  const submit = async () => {
    setTried(true);
    if (reasonError(reason) || (!detaching && chosen === null)) return;
    try {
      await move.mutateAsync({
        params: { memberId },
        body: { parent: detaching ? null : chosen, reason: reason.trim() },
      });
      close();
    } catch {
      // Told in the dialog from move.error.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Move or detach ${username}`}
      description="The parent it has when a month closes earns on that month, within the months its deal counts from this affiliate's approval; closed months stay with the parent they paid. The reason is kept in its history and the audit."
      widthClass="w-[min(92vw,560px)]"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {parent !== null && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-ink">Change</legend>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="change"
                value="move"
                checked={change === 'move'}
                className={radioClass}
                onChange={() => setChange('move')}
              />
              Move under another affiliate
            </label>
            <label className="flex cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="change"
                value="detach"
                checked={change === 'detach'}
                className={radioClass}
                onChange={() => setChange('detach')}
              />
              Detach: no parent
            </label>
          </fieldset>
        )}
        {!detaching && (
          <div className="flex flex-col gap-3">
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start">
              <FormField
                label="Find the new parent"
                type="search"
                hint="The start of a name, email, username or referral code, or an id"
                value={text}
                maxLength={100}
                autoComplete="off"
                spellCheck={false}
                error={searchError}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={(event) => {
                  // Enter searches here rather than sending the dialog's form.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  search();
                }}
              />
              <Button
                variant="secondary"
                className="sm:mt-7"
                onClick={search}
                loading={candidates.isFetching}
              >
                <Search aria-hidden="true" className="size-4" />
                Find
              </Button>
            </div>
            {searched !== undefined && (
              <fieldset
                aria-describedby={parentError ? `${pickerId}-error` : undefined}
                className="flex min-w-0 flex-col gap-2"
              >
                <legend className="mb-1 text-sm font-medium text-ink">New parent</legend>
                {candidates.isError ? (
                  <Alert>{readApiFailure(candidates.error).message}</Alert>
                ) : candidates.data && matches.length === 0 ? (
                  <p className="text-sm text-muted">No other affiliate matches “{searched}”.</p>
                ) : (
                  matches.map((one) => {
                    const current = one.id === parent;
                    return (
                      <label
                        key={one.id}
                        className="flex min-w-0 cursor-pointer items-start gap-2 text-sm text-ink has-disabled:cursor-not-allowed has-disabled:text-muted"
                      >
                        <input
                          type="radio"
                          name="parent"
                          value={one.id}
                          checked={chosen === one.id}
                          disabled={current}
                          className={`${radioClass} mt-0.5`}
                          onChange={() => setChosen(one.id)}
                        />
                        <span className="min-w-0 [overflow-wrap:anywhere]">
                          <span className="font-medium">{one.username}</span> (#{one.id}) · {one.first_name}{' '}
                          {one.last_name} · {one.email}
                          {one.status === 'suspended' ? ' · suspended' : ''}
                          {current ? ' · its parent now' : ''}
                        </span>
                      </label>
                    );
                  })
                )}
              </fieldset>
            )}
            {parentError && (
              <p id={`${pickerId}-error`} className="text-sm text-error-ink">
                {parentError}
              </p>
            )}
          </div>
        )}
        {detaching && refusedParent && <p className="text-sm text-error-ink">{refusedParent}</p>}
        <TextareaField
          label="Reason"
          className="[&_textarea]:min-h-24"
          value={reason}
          maxLength={REASON_MAX}
          required
          error={reasonProblem}
          counter={`${numbers.format(reason.length)}/${numbers.format(REASON_MAX)}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {failure && !refusedParent && !refusedReason && <Alert>{failure.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={detaching ? 'danger' : 'primary'} loading={move.isPending}>
            {detaching ? 'Detach' : 'Move'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
