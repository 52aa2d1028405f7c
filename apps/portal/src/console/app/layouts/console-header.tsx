import { LogOut } from 'lucide-react';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { roleNames } from '../../lib/operator-roles';
import { useSignOut } from '../../lib/use-sign-out';

/** The console's top bar: the brand, who is signed in and as what, and the way out. */
export function ConsoleHeader({ operator }: { operator: OperatorAccount | undefined }) {
  const signOut = useSignOut();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-line bg-surface/95 px-3 backdrop-blur sm:px-6">
      <BrandMark fitPhone />
      <span className="hidden shrink-0 rounded-full bg-ink px-2.5 py-1 text-xs font-semibold text-white sm:inline">
        Operator console
      </span>
      <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-3">
        {operator && (
          <p className="flex min-w-0 flex-col items-end text-right leading-tight">
            <span className="sr-only">Signed in as </span>
            <span
              className="hidden max-w-[22rem] truncate text-sm font-medium text-ink md:block"
              title={operator.email}
            >
              {operator.email}
            </span>
            <span className="sr-only md:hidden">{operator.email}, </span>
            <span className="text-xs text-muted">{roleNames[operator.role]}</span>
          </p>
        )}
        <Button
          variant="secondary"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          onClick={() => void signOut()}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Sign out
        </Button>
      </div>
    </header>
  );
}
