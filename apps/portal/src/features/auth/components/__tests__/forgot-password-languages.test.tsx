import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/testing/fetch-stub';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ForgotPasswordScreen } from '../forgot-password-screen';

describe('forgot password in German', () => {
  it('asks for the email, then for the code and the new password, in German', async () => {
    const user = userEvent.setup();
    stubFetch(() => ({
      status: 200,
      data: { data: { message: 'We have sent a 6-digit code to dana@example.com.' } },
    }));
    await showInLanguage('de');
    renderRoutes([page('/auth/forgot-password', <ForgotPasswordScreen />)], '/auth/forgot-password');

    expect(await screen.findByRole('heading', { name: 'Passwort vergessen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-Mail'), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Code senden' }));

    // The "code sent" dialog (a shared component) closes with its one button.
    await user.click(within(await screen.findByRole('dialog')).getByRole('button'));
    expect(await screen.findByLabelText('Neues Passwort')).toBeInTheDocument();
    expect(screen.getByText('Gesendet an dana@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort zurücksetzen' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Andere E-Mail verwenden oder neuen Code senden' }),
    ).toBeInTheDocument();
  });
});
