import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { POSTBACK_MACROS, type PostbackMacro } from '@affiliate/contract/endpoints/postbacks';
import { macroText } from '../lib/postback-events';

/**
 * A press here leaves the focus (and the caret) in the address field: otherwise its blur validation
 * runs between press and release, its message comes or goes, the picker moves from under the pointer
 * and the click lands elsewhere. The keyboard is unaffected.
 */
function keepFieldFocus(event: MouseEvent) {
  if (event.button === 0) event.preventDefault();
}

/**
 * The macros a template may hold, behind a disclosure so the four cards stay short: each a button that
 * inserts it at the cursor, beside what it becomes.
 */
export function MacroPicker({
  onInsert,
  label,
}: {
  onInsert: (macro: PostbackMacro) => void;
  label: string;
}) {
  const { t } = useLingui();
  return (
    <details className="group min-w-0 rounded-lg border border-line">
      <summary
        onMouseDown={keepFieldFocus}
        className="cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-info-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
      >
        <Trans>Insert a macro</Trans>
      </summary>
      <ul
        aria-label={label}
        className="grid grid-cols-1 gap-x-4 gap-y-1.5 border-t border-line px-3 py-3 sm:grid-cols-2 xl:grid-cols-1 2xl:grid-cols-2"
      >
        {POSTBACK_MACROS.map((macro) => (
          <li key={macro} className="flex min-w-0 items-start gap-2">
            <button
              type="button"
              onMouseDown={keepFieldFocus}
              onClick={() => onInsert(macro)}
              className="h-7 shrink-0 rounded-md border border-line bg-canvas px-2 font-mono text-xs text-ink hover:border-[#c9ccd3] hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink"
            >
              {`{${macro}}`}
            </button>
            <span className="pt-1 text-xs text-muted">{t(macroText[macro])}</span>
          </li>
        ))}
      </ul>
    </details>
  );
}
