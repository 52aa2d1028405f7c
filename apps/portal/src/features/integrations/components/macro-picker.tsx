import { POSTBACK_MACROS, type PostbackMacro } from '@affiliate/contract/endpoints/postbacks';
import { macroText } from '../lib/postback-events';

/**
 * The macros a template may hold, each a button that inserts it at the caret; its meaning is the
 * button's title (a tooltip, and its description for a screen reader).
 */
export function MacroPicker({ onInsert, label }: { onInsert: (macro: PostbackMacro) => void; label: string }) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {POSTBACK_MACROS.map((macro) => (
        <button
          key={macro}
          type="button"
          title={macroText[macro]}
          onClick={() => onInsert(macro)}
          className="h-8 rounded-md border border-line bg-canvas px-2 font-mono text-xs text-ink hover:border-[#c9ccd3] hover:bg-surface focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink"
        >
          {`{${macro}}`}
        </button>
      ))}
    </div>
  );
}
