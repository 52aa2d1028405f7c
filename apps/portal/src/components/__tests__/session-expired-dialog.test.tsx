import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAffiliateToolsForm } from '@/lib/affiliate-tools-form-store';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { page, renderRoutes } from '@/testing/render-route';
import { SessionExpiredDialog } from '../session-expired-dialog';

function renderWithDialog() {
  return renderRoutes(
    [
      page(
        '/withdrawal',
        <>
          <h1>Withdrawal</h1>
          <SessionExpiredDialog />
        </>,
      ),
      page('/auth/login', <h1>Sign in</h1>),
    ],
    '/withdrawal',
  );
}

describe('Session Expired dialog', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
      refreshToken: 'refresh',
      showSessionExpiredModal: true,
    });
    localStorage.setItem('member', '{"id":1}');
    localStorage.setItem('settings', '{}');
    localStorage.setItem('notifications', '{}');
    useAffiliateToolsForm.getState().setForm({ campaign_name: 'Spring' });
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
  });

  it('shows the title, the text and one Login button, and ignores Escape', async () => {
    renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(dialog).toHaveTextContent('Your session has expired. Please relogin.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Login']);

    await userEvent.setup().keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
  });

  it('Login hides it, logs out and goes to the login route', async () => {
    const requests = stubFetch(() => ({ status: 200, data: { data: { loggedOut: true } } }));
    const { router } = renderWithDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Session Expired' });

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(screen.queryByRole('dialog', { name: 'Session Expired' })).not.toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      data: { refreshToken: 'refresh' },
    });
    expect(useAuthStore.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      expiresAt: null,
      user: null,
      showSessionExpiredModal: false,
    });
    expect(['member', 'settings', 'notifications'].map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(useAffiliateToolsForm.getState()).toMatchObject({
      activeTab: 'generateTab',
      form: { campaign_name: '' },
    });
  });
});
