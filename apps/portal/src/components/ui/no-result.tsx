import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';

/** The empty-state illustration with its text. */
export function NoResult({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-10 text-center">
      <svg aria-hidden="true" width="120" height="96" viewBox="0 0 120 96" fill="none">
        <rect x="14" y="18" width="72" height="60" rx="8" fill="#F6F7F9" stroke="#E4E6EB" strokeWidth="2" />
        <rect x="24" y="30" width="40" height="6" rx="3" fill="#E4E6EB" />
        <rect x="24" y="44" width="52" height="6" rx="3" fill="#E4E6EB" />
        <rect x="24" y="58" width="30" height="6" rx="3" fill="#E4E6EB" />
        <circle cx="84" cy="60" r="18" fill="#FFF6CC" stroke="#FBCC04" strokeWidth="4" />
        <path d="M97 73l12 12" stroke="#1A1A1A" strokeWidth="5" strokeLinecap="round" />
      </svg>
      <p className="text-base font-semibold text-ink">{title ?? t`No results found`}</p>
      {children && <div className="max-w-sm text-sm text-muted">{children}</div>}
    </div>
  );
}
