import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/testing/fetch-stub';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ChangePasswordForm } from '../change-password-form';

describe('change password in Portuguese', () => {
  it('labels the fields in Portuguese and says so when the password is updated', async () => {
    const user = userEvent.setup();
    const requests = stubFetch(() => ({ status: 200, data: { data: { message: 'ok' } } }));
    await showInLanguage('pt-BR');
    renderRoutes([page('/change-password', <ChangePasswordForm />)], '/change-password');

    await user.type(await screen.findByLabelText('Senha atual'), 'old-password-123');
    expect(screen.getByText('Pelo menos 12 caracteres. Evite senhas comuns.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nova senha'), 'Fresh-Harbour-Lantern-42');
    await user.type(screen.getByLabelText('Confirme a nova senha'), 'Fresh-Harbour-Lantern-42');
    await user.click(screen.getByRole('button', { name: 'Atualizar senha' }));

    expect(await screen.findByRole('dialog', { name: 'Senha atualizada' })).toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/api/v1/bo/me/change-password')).toHaveLength(1);
  });
});
