import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page, renderRoutes } from '@/testing/render-route';
import { signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { NavigationDrawer } from '../navigation-drawer';
import { SideNavigation } from '../side-navigation';
import { UserMenu } from '../user-menu';

function renderShell() {
  return renderRoutes(
    [
      page(
        '/withdrawal',
        <>
          <header>
            <NavigationDrawer />
            <UserMenu user={signedInUser} />
          </header>
          <SideNavigation />
        </>,
      ),
    ],
    '/withdrawal',
  );
}

describe('the signed-in shell in German', () => {
  it('names every section of the navigation in German, the current one marked', async () => {
    await showInLanguage('de');
    renderShell();
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Provision',
        'Sub-Affiliates',
        'Berichte',
        'Transaktionsverlauf',
        'Kontoabrechnung',
        'Identitätsprüfung',
        'Zwei-Faktor-Authentifizierung',
        'Kontakt',
      ]),
    );
    expect(within(navigation).getByRole('link', { name: 'Auszahlung' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Menü öffnen' })).toBeInTheDocument();
  });

  it('offers the account shortcuts and signing out in German', async () => {
    await showInLanguage('de');
    renderShell();
    await userEvent.click(screen.getByRole('button', { name: /Benutzermenü/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Passwort ändern' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Zwei-Faktor-Authentifizierung' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Abmelden' })).toBeInTheDocument();
  });
});
