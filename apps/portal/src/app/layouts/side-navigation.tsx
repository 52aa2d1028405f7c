import { NavLink, useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { cx } from '@/components/ui/cx';
import { navigation } from './navigation';

/** The list of sections; the dashboard link is also current on `/`. */
export function SideNavigation({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <nav aria-label={t`Main`}>
      <ul className="flex flex-col gap-0.5">
        {navigation.map(({ label, to, Icon }) => {
          const current = pathname === to || (to === routes.dashboard.path && pathname === routes.home.path);
          return (
            <li key={to}>
              <NavLink
                to={to}
                onClick={onNavigate}
                aria-current={current ? 'page' : undefined}
                className={cx(
                  'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  current ? 'bg-primary text-on-primary' : 'text-ink hover:bg-black/5',
                )}
              >
                <Icon aria-hidden="true" className="size-4.5 shrink-0" />
                {t(label)}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
