import { useEffect, useState } from 'react';

export type CopyOutcome = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` to the clipboard and remembers how it went: 'copied' for two seconds (then idle again),
 * or 'failed' when the browser refuses (no permission, an insecure page), until the next try.
 */
export function useClipboardCopy(text: string): { outcome: CopyOutcome; copy: () => Promise<void> } {
  const [outcome, setOutcome] = useState<CopyOutcome>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setOutcome('copied');
    } catch {
      setOutcome('failed');
    }
  };
  return { outcome, copy };
}
