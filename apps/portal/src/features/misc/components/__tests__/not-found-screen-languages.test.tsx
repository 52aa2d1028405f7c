import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { NotFoundScreen } from '../not-found-screen';

describe('the not-found page in other languages', () => {
  it('tells a Spanish visitor the page does not exist and leads to the dashboard', async () => {
    await showInLanguage('es');
    renderRoutes([page('*', <NotFoundScreen />)], '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La página que buscas no existe o se ha movido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute('href', '/');
  });

  it('reads in German too', async () => {
    await showInLanguage('de');
    renderRoutes([page('*', <NotFoundScreen />)], '/nowhere');
    expect(screen.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Dashboard' })).toBeInTheDocument();
  });
});
