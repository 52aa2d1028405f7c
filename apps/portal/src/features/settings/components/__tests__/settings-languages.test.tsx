import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Member } from '@affiliate/contract/endpoints/members';
import { useAuthStore } from '@/lib/auth-store';
import { currentLanguage } from '@/lib/i18n/language';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { SettingsScreen } from '../settings-screen';

const allOn = { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true };

/** One affiliate in Malta (profile in English) signed in on two browsers of the same device. */
function settingsServer() {
  const member: Member = {
    ...memberFixture(),
    preferences: {
      language: 'en',
      timezone: 'Europe/Malta',
      theme: 'light',
      emailNotifications: true,
      emailEvents: allOn,
    },
  };
  const sessions = ['1', '2'].map((digit, index) => ({
    id: `${digit.repeat(8)}-${digit.repeat(4)}-4${digit.repeat(3)}-8${digit.repeat(3)}-${digit.repeat(12)}`,
    current: index === 0,
    device: 'Chrome on Windows',
    ip: '203.0.113.•••',
    created_at: '2026-11-20T10:00:00Z',
    last_seen_at: '2026-11-23T10:00:00Z',
  }));
  return (request: RecordedRequest): StubReply => {
    if (request.method === 'GET' && request.url === '/api/v1/bo/me')
      return { status: 200, data: { data: member } };
    if (request.method === 'GET' && request.url === '/api/v1/bo/me/sessions')
      return { status: 200, data: { data: sessions } };
    if (request.method === 'PUT' && request.url === '/api/v1/bo/me/preferences') {
      member.preferences = { ...member.preferences!, ...(request.data as object) };
      return { status: 200, data: { data: member } };
    }
    return { status: 404, data: { message: 'Not found' } };
  };
}

function renderSettings() {
  const requests = stubFetch(settingsServer());
  renderRoutes([page('/settings', <SettingsScreen />)], '/settings');
  return requests;
}

describe('settings in other languages', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in German: headings, fields, the country in German and the sessions counted', async () => {
    await showInLanguage('de');
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Vorname')).toHaveValue('Dana');
    expect(screen.getByText('Vereinigtes Königreich')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Präferenzen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zeitzone')).toHaveValue('Europe/Malta');
    expect(screen.getByRole('checkbox', { name: 'Auszahlungen' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Präferenzen speichern' })).toBeInTheDocument();
    expect(await screen.findByText(/2 Sitzungen/)).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Die andere 1 Sitzung auf Chrome on Windows abmelden' }),
    ).toBeInTheDocument();
  });

  it('shows the profile language in the Language field, in each language its own name', async () => {
    renderSettings();
    const field = await screen.findByRole('combobox', { name: 'Language' });
    expect(field).toHaveValue('en');
    expect(screen.getByRole('option', { name: 'Deutsch' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Português (Brasil)' })).toBeInTheDocument();
  });

  it('choosing Deutsch turns the portal German at once and saves it on the profile', async () => {
    const user = userEvent.setup();
    const requests = renderSettings();
    // An unsaved time zone stays an edit: the language is saved with the saved preferences.
    await user.selectOptions(await screen.findByLabelText('Time zone'), 'Europe/Berlin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'de');

    expect(await screen.findByText('Ihre Präferenzen sind gespeichert.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Einstellungen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(currentLanguage()).toBe('de');
    // Kept for this device's next visits too.
    expect(localStorage.getItem('language')).toBe('de');
    const put = requests.filter((r) => r.method === 'PUT' && r.url === '/api/v1/bo/me/preferences');
    expect(put).toHaveLength(1);
    expect(put[0]!.data).toEqual({
      language: 'de',
      timezone: 'Europe/Malta',
      emailNotifications: true,
      emailEvents: allOn,
    });
    expect(screen.getByLabelText('Zeitzone')).toHaveValue('Europe/Berlin');
  });
});
