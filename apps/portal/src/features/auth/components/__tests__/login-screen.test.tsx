import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { page, renderRoutes } from '@/testing/render-route';
import { LoginScreen } from '../login-screen';

const notice =
  'You have been signed out because this account is suspended. Please contact your affiliate manager.';

describe('login screen', () => {
  it('says why the portal signed a suspended affiliate out', async () => {
    renderRoutes([page('/auth/login', <LoginScreen />)], '/auth/login?signed_out=suspended');
    expect(await screen.findByRole('status')).toHaveTextContent(notice);
  });

  it('links to the application, taking an invite code along', async () => {
    renderRoutes([page('/auth/login', <LoginScreen />)], '/auth/login?ref=partner7&redirect=%2Freports');
    expect(await screen.findByRole('link', { name: 'Apply to join' })).toHaveAttribute(
      'href',
      '/auth/register?ref=partner7',
    );
  });

  it('shows no notice for an ordinary visit, nor a text of the address', async () => {
    renderRoutes([page('/auth/login', <LoginScreen />)], '/auth/login?signed_out=Call%20this%20number');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Call this number/)).toBeNull();
  });
});
