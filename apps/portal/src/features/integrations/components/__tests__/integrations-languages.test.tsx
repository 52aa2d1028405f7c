import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { IntegrationsScreen } from '../integrations-screen';
import {
  DELIVERIES,
  deliveryFixture,
  POSTBACKS,
  postbackFixture,
  TOKENS,
  tokenFixture,
} from './integration-fixtures';

describe('the Integrations screen in German', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in German: headings, cards, the log, the tokens, and dates written the German way', async () => {
    await showInLanguage('de');
    stubFetch((request) => {
      if (request.url === POSTBACKS)
        return {
          status: 200,
          data: {
            data: {
              postbacks: [
                postbackFixture({
                  enabled: false,
                  consecutive_failures: 20,
                  disabled_at: '2026-11-25T12:00:00.000Z',
                }),
              ],
              secret: { created_at: '2026-11-20T12:00:00.000Z', previous_valid_until: null },
            },
          },
        };
      if (request.url === DELIVERIES)
        return {
          status: 200,
          data: {
            data: {
              deliveries: [deliveryFixture(1, { test: true, last_attempt_at: '2026-11-24T12:00:00.000Z' })],
              more: false,
            },
          },
        };
      if (request.url === TOKENS)
        return {
          status: 200,
          data: { data: [tokenFixture('StatsDrone', { created_at: '2026-11-03T12:00:00.000Z' })] },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderRoutes([page('/integrations', <IntegrationsScreen />)], '/integrations');

    expect(await screen.findByRole('heading', { level: 1, name: 'Integrationen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Zustellprotokoll' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'API-Token' })).toBeInTheDocument();

    // The postback card: its event, state and buttons; the switch-off with its date in German.
    const card = await screen.findByRole('form', { name: 'Postback „Registrierung“' });
    expect(within(card).getByText('Adressvorlage')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Test senden' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Am 25\.11\.2026, \d{2}:\d{2} nach 20 Fehlern in Folge abgeschaltet\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Erstellt am 20\.11\.2026, \d{2}:\d{2}\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schlüssel erneuern' })).toBeInTheDocument();

    // The delivery log: German column headers, the test marked, the time in German.
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Zeit', 'Event', 'Ergebnis', 'Versuche', 'Adresse', 'Antwort']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(/24\.11\.2026, \d{2}:\d{2}/);
    expect(row).toHaveTextContent('RegistrierungTest');

    // The tokens: the list, its labels and the creation date in German.
    const tokens = await screen.findByRole('list', { name: 'Ihre API-Token' });
    expect(within(tokens).getByRole('button', { name: 'StatsDrone widerrufen' })).toBeInTheDocument();
    expect(within(tokens).getByText('Erstellt').nextSibling).toHaveTextContent('03.11.2026');
    expect(within(tokens).getByRole('list', { name: 'Berechtigungen' })).toHaveTextContent('Berichte');
    expect(screen.getByRole('button', { name: 'Token erstellen' })).toBeInTheDocument();
  });
});
