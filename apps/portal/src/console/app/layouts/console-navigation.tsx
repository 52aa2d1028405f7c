import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown, CircleUserRound, Menu } from 'lucide-react';
import { NavLink, useLocation } from 'react-router';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { cx } from '@/components/ui/cx';
import { consoleRoutes } from '../../config/console-routes';
import { sectionsFor } from './sections';

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cx(
    'flex items-center gap-3 whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    isActive ? 'bg-primary text-on-primary' : 'text-ink hover:bg-black/5',
  );

/**
 * The sections the operator's role may use, then their account. A column beside the screen from 1024 px;
 * on narrower screens a menu button (a disclosure: Enter or Space opens it, Escape closes it and the
 * focus goes back to the button) that names the section on screen, so the sixteen links do not stand
 * above every screen of a phone. Following a link closes it.
 */
export function ConsoleNavigation({ role }: { role: OperatorRole }) {
  const items = [
    ...sectionsFor(role),
    { label: 'Your account', path: consoleRoutes.account.path, Icon: CircleUserRound },
  ];
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const current = items.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`));

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <nav aria-label="Console" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm font-medium text-ink hover:bg-black/5 focus:outline-none focus-visible:ring-3 focus-visible:ring-info/40 lg:hidden"
      >
        <Menu aria-hidden="true" className="size-5 shrink-0" />
        <span>Menu</span>
        {current && (
          <span className="min-w-0 truncate text-muted">
            <span aria-hidden="true">· </span>
            {current.label}
          </span>
        )}
        <ChevronDown
          aria-hidden="true"
          className={cx('ml-auto size-4 shrink-0 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul id={listId} className={cx('flex-col gap-0.5 pt-1 pb-2 lg:flex lg:py-0', open ? 'flex' : 'hidden')}>
        {items.map(({ label, path, Icon }) => (
          <li key={path}>
            <NavLink to={path} end className={linkClasses} onClick={() => setOpen(false)}>
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
