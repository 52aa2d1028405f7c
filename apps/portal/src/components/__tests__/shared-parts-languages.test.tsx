import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { page, renderRoutes } from '@/testing/render-route';
import { showInLanguage } from '@/testing/in-language';
import { DeliveryState } from '../postback-delivery-state';
import { LoadFailedAlert } from '../ui/load-failed-alert';
import { Pagination } from '../ui/pagination';

describe('the shared parts in other languages', () => {
  it('pages through a list in German', async () => {
    await showInLanguage('de');
    renderRoutes(
      [
        page(
          '/referrals',
          <Pagination meta={{ current_page: 2, last_page: 3 }} hrefFor={(n) => `/referrals?page=${n}`} />,
        ),
      ],
      '/referrals?page=2',
    );
    const navigation = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(navigation).getByRole('link', { name: 'Zurück' })).toHaveAttribute(
      'href',
      '/referrals?page=1',
    );
    expect(within(navigation).getByRole('link', { name: 'Weiter' })).toHaveAttribute(
      'href',
      '/referrals?page=3',
    );
    expect(within(navigation).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  });

  it("says a postback delivery's state in Portuguese, the tracker's HTTP status as it came", async () => {
    await showInLanguage('pt-BR');
    render(
      <>
        <DeliveryState delivery={{ state: 'delivered', status: 200 }} />
        <DeliveryState delivery={{ state: 'gave_up', status: 500 }} />
        <DeliveryState delivery={{ state: 'pending', status: null }} />
      </>,
    );
    expect(screen.getByText('Entregue · HTTP 200')).toBeInTheDocument();
    expect(screen.getByText('Falhou · HTTP 500')).toBeInTheDocument();
    expect(screen.getByText('Nova tentativa')).toBeInTheDocument();
  });

  it("says in Spanish what could not be loaded, the caller's whole sentence then the reason, with a button to try again", async () => {
    await showInLanguage('es');
    render(
      <LoadFailedAlert
        message="No pudimos cargar tu cuenta."
        error={new TypeError('Failed to fetch')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar tu cuenta. Failed to fetch');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('shows a message that says it all without a reason after it', async () => {
    await showInLanguage('de');
    render(<LoadFailedAlert message="Mitglieder konnten nicht geladen werden." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Mitglieder konnten nicht geladen werden\.Erneut versuchen$/,
    );
  });
});
