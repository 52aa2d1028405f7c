import { Button } from '@/components/ui/button';

/** Selecting the page's pending withdrawals, and approving the selected ones (each with its own call). */
export function BulkApproveBar({
  pending,
  selected,
  onSelectAll,
  onApprove,
  running,
}: {
  pending: number;
  selected: number;
  onSelectAll: (all: boolean) => void;
  onApprove: () => void;
  running: boolean;
}) {
  if (pending === 0) return null;
  const all = selected === pending;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3">
      <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-5 cursor-pointer accent-[#16181d]"
          checked={all}
          ref={(input) => {
            if (input) input.indeterminate = selected > 0 && !all;
          }}
          onChange={(event) => onSelectAll(event.target.checked)}
        />
        Select every pending withdrawal on this page
      </label>
      <Button
        className="ml-auto max-sm:w-full"
        disabled={selected === 0 || running}
        loading={running}
        onClick={onApprove}
      >
        Approve selected{selected > 0 ? ` (${selected})` : ''}
      </Button>
    </div>
  );
}
