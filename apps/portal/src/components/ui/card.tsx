import type { ReactNode } from 'react';
import { cx } from './cx';

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cx('rounded-xl border border-line bg-surface p-5 shadow-xs sm:p-6', className)}>
      {children}
    </div>
  );
}
