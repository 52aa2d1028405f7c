import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Member } from '@affiliate/contract/endpoints/members';
import { useAuthStore } from '@/lib/auth-store';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { notePickedWhileSignedOut } from '@/lib/i18n/choose-language';
import { currentLanguage } from '@/lib/i18n/language';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { SettingsScreen } from '../../components/settings-screen';
import { useProfileLanguage } from '../use-profile-language';

const emailEvents = { withdrawal: true, kyc: true, commission: false, security: true, broadcast: false };

/** The gateway with one affiliate whose profile holds `language`. */
function serve(language: string) {
  const member: Member = {
    ...memberFixture(),
    preferences: {
      language,
      timezone: 'Europe/Malta',
      theme: 'light',
      emailNotifications: true,
      emailEvents,
    },
  };
  return stubFetch((request: RecordedRequest): StubReply => {
    if (request.method === 'GET' && request.url === '/api/v1/bo/me')
      return { status: 200, data: { data: member } };
    if (request.method === 'GET' && request.url === '/api/v1/bo/me/sessions')
      return { status: 200, data: { data: [] } };
    if (request.method === 'PUT' && request.url === '/api/v1/bo/me/preferences') {
      member.preferences = { ...member.preferences!, ...(request.data as object) };
      return { status: 200, data: { data: member } };
    }
    return { status: 404, data: { message: 'Not found' } };
  });
}

/** The signed-in layout's part in this: the hook, with a screen that loads the member. */
function SignedIn() {
  useProfileLanguage();
  return <SettingsScreen />;
}

const preferenceSaves = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'PUT' && r.url === '/api/v1/bo/me/preferences');

describe("the profile's language after sign-in", () => {
  beforeEach(async () => {
    // The signed-in screens' texts, as the router loads them with the signed-in layout.
    await loadCatalog('portal');
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it("shows the profile's language when none was picked before signing in, and keeps it for this device", async () => {
    const requests = serve('de');
    renderRoutes([page('/settings', <SignedIn />)], '/settings');
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('de');
    expect(localStorage.getItem('language')).toBe('de');
    expect(preferenceSaves(requests)).toHaveLength(0);
  });

  it('saves the language picked on the sign-in page to the profile, and stays in it', async () => {
    const requests = serve('en');
    await showInLanguage('es');
    notePickedWhileSignedOut('es');
    renderRoutes([page('/settings', <SignedIn />)], '/settings');
    expect(await screen.findByRole('heading', { name: 'Configuración' })).toBeInTheDocument();
    await waitFor(() => expect(preferenceSaves(requests)).toHaveLength(1));
    expect(preferenceSaves(requests)[0]!.data).toEqual({
      language: 'es',
      timezone: 'Europe/Malta',
      emailNotifications: true,
      emailEvents,
    });
    expect(await screen.findByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(currentLanguage()).toBe('es');
  });

  it('saves nothing when the language picked is already the profile’s', async () => {
    const requests = serve('pt-BR');
    await showInLanguage('pt-BR');
    notePickedWhileSignedOut('pt-BR');
    renderRoutes([page('/settings', <SignedIn />)], '/settings');
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(preferenceSaves(requests)).toHaveLength(0);
  });

  it("lets ?lang= on the address win over the profile's language for the visit", async () => {
    const requests = serve('de');
    await showInLanguage('pt-BR');
    renderRoutes([page('/settings', <SignedIn />)], '/settings?lang=pt-BR');
    expect(await screen.findByRole('heading', { name: 'Perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Configurações' })).toBeInTheDocument();
    expect(currentLanguage()).toBe('pt-BR');
    expect(preferenceSaves(requests)).toHaveLength(0);
  });
});
