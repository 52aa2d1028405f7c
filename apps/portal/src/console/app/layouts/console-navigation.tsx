import { CircleUserRound } from 'lucide-react';
import { NavLink } from 'react-router';
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
 * The sections the operator's role may use, then their account. A column beside the screen from 1024 px,
 * a row above it on narrower screens.
 */
export function ConsoleNavigation({ role }: { role: OperatorRole }) {
  const items = [
    ...sectionsFor(role),
    { label: 'Your account', path: consoleRoutes.account.path, Icon: CircleUserRound },
  ];
  return (
    <nav aria-label="Console">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:gap-0.5">
        {items.map(({ label, path, Icon }) => (
          <li key={path}>
            <NavLink to={path} end className={linkClasses}>
              <Icon aria-hidden="true" className="size-4.5 shrink-0" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
