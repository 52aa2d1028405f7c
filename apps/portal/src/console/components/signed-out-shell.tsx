import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { cx } from '@/components/ui/cx';

/** The frame of the console's signed-out pages: the brand, whose console this is, and one card. */
export function SignedOutShell({
  title,
  description,
  wide = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh">
      <header className="flex h-16 items-center gap-3 border-b border-line bg-surface px-4 sm:px-6">
        <BrandMark fitPhone />
        <span className="ml-auto shrink-0 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white">
          Operator console
        </span>
      </header>
      <main
        id="main-content"
        tabIndex={-1}
        className="flex justify-center px-4 py-8 focus:outline-none sm:px-8 sm:py-12"
      >
        <div className={cx('w-full', wide ? 'max-w-3xl' : 'max-w-md')}>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
          {description && <div className="mt-2 text-sm text-muted">{description}</div>}
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  );
}
