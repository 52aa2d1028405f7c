import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AffiliateTicket } from '@affiliate/contract/endpoints/contact';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ContactForm } from '../contact-form';
import { ContactTickets } from '../contact-tickets';

const tickets: AffiliateTicket[] = [
  {
    id: 7,
    subject: 'October payout',
    category: 'payments',
    created_at: '2026-11-02T08:00:00.000Z',
    answered_at: '2026-11-03T10:00:00.000Z',
    messages: [
      { from: 'affiliate', body: 'My October payout has not arrived yet.', at: '2026-11-02T08:00:00.000Z' },
      { from: 'support', body: 'It left on 2 November.', at: '2026-11-02T15:00:00.000Z' },
      { from: 'support', body: 'Reference NT-1.', at: '2026-11-03T10:00:00.000Z' },
    ],
  },
];

function renderContact(sendReply: StubReply) {
  stubFetch((request) => (request.method === 'POST' ? sendReply : { status: 200, data: { data: tickets } }));
  renderRoutes(
    [
      page(
        '/contact',
        <>
          <ContactForm />
          <ContactTickets />
        </>,
      ),
    ],
    '/contact',
  );
}

describe('contact screen in another language', () => {
  beforeEach(startSignedInSession);

  it('shows the form and the tickets in German, and says the message was sent in German', async () => {
    const user = userEvent.setup();
    await showInLanguage('de');
    renderContact({ status: 201, data: { data: { id: 12, message: 'sent' } } });

    expect(screen.getByRole('heading', { name: 'Ihre Tickets' })).toBeInTheDocument();
    const ticket = await screen.findByRole('group', { name: 'Ticket #7: October payout' });
    expect(ticket).toHaveTextContent('#7 · Zahlungen und Auszahlungen · 02.11.2026');
    expect(ticket).toHaveTextContent('2 Antworten');
    expect(
      within(within(ticket).getByRole('list', { name: 'Verlauf von Ticket #7' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent?.split(' · ')[0]),
    ).toEqual(['Sie', 'Support', 'Support']);

    await user.type(screen.getByLabelText('Betreff'), 'Auszahlung im Oktober');
    expect(
      within(screen.getByLabelText('Kategorie')).getByRole('option', { name: 'Kategorie wählen' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Kategorie'), 'Zahlungen und Auszahlungen');
    await user.type(screen.getByLabelText('Nachricht'), 'Meine Auszahlung ist noch nicht da.');
    expect(screen.getByText('35 / 5.000 Zeichen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByRole('dialog', { name: 'Nachricht gesendet' })).toHaveTextContent(
      'Ihre Nachricht wurde erfolgreich gesendet! Wir melden uns in Kürze bei Ihnen.',
    );
  });

  it('tells a server error in Portuguese', async () => {
    const user = userEvent.setup();
    await showInLanguage('pt-BR');
    renderContact({ status: 500, data: { message: 'boom' } });

    const ticket = await screen.findByRole('group', { name: 'Ticket nº 7: October payout' });
    expect(ticket).toHaveTextContent('#7 · Pagamentos e saques · 02/11/2026');
    expect(ticket).toHaveTextContent('2 respostas');

    await user.type(screen.getByLabelText('Assunto'), 'Pagamento de outubro');
    await user.selectOptions(screen.getByLabelText('Categoria'), 'Pagamentos e saques');
    await user.type(screen.getByLabelText('Mensagem'), 'Meu pagamento ainda não chegou.');
    await user.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(
      await screen.findByText('Erro no servidor. Tente novamente mais tarde ou fale com o suporte.'),
    ).toBeInTheDocument();
  });
});
