import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Notification } from '@affiliate/contract/endpoints/notifications';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { pageMeta, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { NotificationsMenu } from '../notifications-menu';
import { NotificationsScreen } from '../notifications-screen';

const LIST = '/api/v1/bo/member/notifications';

// Written by the gateway in the affiliate's language already: the portal shows them as they come.
const notifications: Notification[] = [
  {
    id: 2,
    kind: 'withdrawal',
    title: 'Saque aprovado',
    body: 'Seu saque de R$ 1.234,56 foi aprovado.',
    createdAt: '2026-03-05T12:00:00.000Z',
    readAt: null,
    ticketId: null,
  },
  {
    id: 1,
    kind: 'support',
    title: 'Resposta do suporte',
    body: 'Respondemos ao seu chamado.',
    createdAt: '2026-03-01T12:00:00.000Z',
    readAt: '2026-03-02T12:00:00.000Z',
    ticketId: 7,
  },
];

describe('the Notifications screen in Portuguese', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in Portuguese around the gateway’s own words, with dates the Brazilian way', async () => {
    await showInLanguage('pt-BR');
    stubFetch((request) =>
      request.url === LIST
        ? {
            status: 200,
            data: { data: notifications, meta: pageMeta(1, 10, notifications.length, { unread_count: 1 }) },
          }
        : { status: 404, data: { message: 'Not found' } },
    );
    const element = (
      <>
        <NotificationsMenu />
        <NotificationsScreen />
      </>
    );
    renderRoutes([page('/notification', element)], '/notification');

    expect(await screen.findByRole('heading', { level: 1, name: 'Notificações' })).toBeInTheDocument();
    expect(await screen.findByText('Exibindo 1–2 de 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeEnabled();

    const filters = screen.getByRole('navigation', { name: 'Mostrar notificações' });
    expect(within(filters).getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Não lidas (1)' })).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Notificações' });
    const unread = within(list).getByRole('listitem', { name: /^Não lida: ?Saque aprovado$/ });
    expect(unread).toHaveTextContent('Seu saque de R$ 1.234,56 foi aprovado.');
    expect(within(unread).getByRole('link', { name: 'Ver saque' })).toBeInTheDocument();
    expect(
      within(unread).getByRole('button', { name: 'Marcar como lida: Saque aprovado' }),
    ).toHaveTextContent('Marcar como lida');
    const answer = within(list).getByRole('listitem', { name: 'Resposta do suporte' });
    expect(within(answer).getByRole('link', { name: 'Ver a conversa do chamado #7' })).toHaveTextContent(
      'Ver',
    );

    // The top bar's menu: its name with the unread count, the items' dates as DD/MM/YYYY.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Notificações, 1 não lida' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('1 não lida');
    expect(menu).toHaveTextContent('05/03/2026');
    expect(within(menu).getByRole('menuitem', { name: 'Ver todas as notificações' })).toBeInTheDocument();
  });
});
