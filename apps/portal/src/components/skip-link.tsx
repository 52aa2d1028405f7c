import { Trans } from '@lingui/react/macro';

/** The first focusable element of every page: jumps past the navigation to the main content. */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[60] rounded-lg bg-ink px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      <Trans>Skip to main content</Trans>
    </a>
  );
}
