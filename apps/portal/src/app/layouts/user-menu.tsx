import { DropdownMenu } from 'radix-ui';
import { ChevronDown, KeyRound, LogOut, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { AuthUser } from '@affiliate/contract/endpoints/auth';
import { routes } from '@/config/routes';
import { logout } from '@/lib/logout';

const itemClass =
  'flex cursor-default select-none items-center gap-2 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-canvas';

/** The user menu of the top bar: account shortcuts and 'Log out'. */
export function UserMenu({ user }: { user: AuthUser }) {
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    await navigate(routes.authLogin.path, { replace: true });
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="flex h-10 items-center gap-2 rounded-full pl-1 pr-1 text-sm sm:pr-2 font-medium text-ink hover:bg-black/5">
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-secondary-soft text-sm font-semibold text-ink"
        >
          {user.username.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only">
          <Trans>User menu:</Trans>{' '}
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{user.username}</span>
        <span className="sr-only sm:hidden">{user.username}</span>
        <ChevronDown aria-hidden="true" className="hidden size-4 text-muted sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 min-w-56 rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block text-sm font-semibold text-ink">{user.name || user.username}</span>
            <span className="block truncate text-xs text-muted">{user.email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void navigate(routes.changePassword.path)}>
            <KeyRound aria-hidden="true" className="size-4" />
            <Trans>Change password</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={itemClass}
            onSelect={() => void navigate(routes.googleAuthenticator.path)}
          >
            <ShieldCheck aria-hidden="true" className="size-4" />
            <Trans>Two-factor authentication</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            <Trans>Log out</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
