import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { routes } from '@/config/routes';
import { showLanguage } from '@/lib/i18n/catalogs';
import { showInLanguage } from '@/testing/in-language';
import { renderRoutes } from '@/testing/render-route';
import type { RouteHandle } from '../../route-handle';
import { AppRoot } from '../root';

function renderWithdrawalRoute() {
  const handle: RouteHandle = { name: routes.withdrawal.name, title: routes.withdrawal.titleMessage };
  return renderRoutes(
    [{ Component: AppRoot, children: [{ path: routes.withdrawal.path, handle, element: <h1>—</h1> }] }],
    routes.withdrawal.path,
  );
}

describe("a route's document title", () => {
  it('is in Portuguese when the portal is, and follows a change of language', async () => {
    await showInLanguage('pt-BR');
    renderWithdrawalRoute();
    expect(document.title).toBe('Saque · Test Brand');
    expect(screen.getByRole('link', { name: 'Pular para o conteúdo principal' })).toBeInTheDocument();

    await act(() => showLanguage('es'));
    expect(document.title).toBe('Retiro · Test Brand');
  });

  it('stays English word for word in English', () => {
    renderWithdrawalRoute();
    expect(document.title).toBe('Withdrawal · Test Brand');
  });
});
