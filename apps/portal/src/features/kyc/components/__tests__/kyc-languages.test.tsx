import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { kycAttempt, kycCallback, kycStatusFixture } from '@/testing/kyc-fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { KycScreen } from '../kyc-screen';

const STATUS = '/api/v1/kyc/status/7';
const RULE = '/api/v1/bo/me/withdrawal-identity';

const refused = kycStatusFixture({
  attempts: [
    kycAttempt(
      12,
      'DONE',
      kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_FRAUD' }),
      '2026-05-04T12:00:00.000Z',
    ),
  ],
  // The operator's own words: shown as written.
  review_note: 'Bitte das Original verwenden.',
  attempts_left_today: 2,
});

describe('the identity verification screen in German', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in German: the state, why it failed, the next step, the attempts and the amount and date the German way', async () => {
    await showInLanguage('de');
    stubFetch((request) => {
      if (request.url === STATUS) return { status: 200, data: { data: refused } };
      if (request.url === RULE)
        return {
          status: 200,
          data: { data: { require: 'above-amount', amount: '1500.00', verified: false, message: null } },
        };
      return { status: 404, data: { message: 'Not found' } };
    });
    renderRoutes([page('/kyc', <KycScreen />)], '/kyc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Identitätsprüfung' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Bestätigen Sie einmalig Ihre Identität, damit Auszahlungen über 1.500,00 ausgezahlt werden können.',
      ),
    ).toBeInTheDocument();

    expect(await screen.findByText('Ihre Prüfung war nicht erfolgreich')).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(screen.getByText(/^Das Dokument konnte nicht als echt anerkannt werden\./)).toBeInTheDocument();
    expect(screen.getByText('Anmerkung des Prüfers: Bitte das Original verwenden.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neu beginnen' })).toBeEnabled();
    expect(screen.getByText('Heute noch 2 Versuche übrig.')).toBeInTheDocument();

    const attempts = screen.getByRole('list', { name: 'Ihre Versuche' });
    const [attempt] = within(attempts).getAllByRole('listitem');
    expect(attempt).toHaveTextContent(/^04\.05\.2026, \d{2}:\d{2}/);
    expect(attempt).toHaveTextContent('Abgelehnt: Dokument nicht als echt anerkannt');
  });
});
