import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CustomerPaymentOption,
  ProcessedPaymentOption,
  Withdrawal,
} from '@affiliate/contract/endpoints/payments';
import { payoutOptions } from '@affiliate/contract';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { WithdrawalScreen } from '../withdrawal-screen';

function skrill(currency: string): ProcessedPaymentOption {
  return {
    type: 'SKRILL',
    name: 'Skrill',
    kind: 'ewallet',
    min_amount: '20.00',
    max_amount: '5000.00',
    currency,
    rate_asset: null,
    unit: currency,
    available: true,
    unavailable_reason: null,
    has_details: false,
    details_saved_at: null,
    review_until: null,
    decimals: payoutOptions.SKRILL.decimals,
    network_fee: null,
  };
}

/** The detail field's label and hint as the gateway writes them in the language asked (Accept-Language). */
const skrillTexts: Record<string, { label: string; hint: string }> = {
  en: { label: 'Skrill account', hint: 'The email address or customer ID of your Skrill account.' },
  'pt-BR': { label: 'Conta Skrill', hint: 'O e-mail ou o ID de cliente da sua conta Skrill.' },
  de: { label: 'Skrill-Konto', hint: 'Die E-Mail-Adresse oder Kunden-ID Ihres Skrill-Kontos.' },
};

function skrillFields(language: string): CustomerPaymentOption[] {
  return [
    {
      payment_option_type: 'SKRILL',
      saved_at: null,
      review_until: null,
      fields: [
        {
          name: 'account',
          input: 'account',
          placeholder: 'you@example.com',
          ...(skrillTexts[language] ?? skrillTexts.en!),
          value: null,
        },
      ],
    },
  ];
}

function pendingRequest(currency: string): Withdrawal {
  return {
    id: 1,
    status: 'pending',
    payment_option_type: 'SKRILL',
    amount: '150.00',
    currency,
    fee: '0.00',
    payout_amount: '150.00',
    unit: currency,
    rate: null,
    rate_observed_at: null,
    destination: 'dana@example.com',
    review_reason: null,
    hold_until: null,
    reject_reason: null,
    payout_reference: null,
    created_at: '2026-11-23T12:10:00Z',
    updated_at: '2026-11-23T12:10:00Z',
  };
}

/** An affiliate paid in `currency`, 1234.56 available, one pending Skrill request. */
function showScreen(currency: string) {
  stubFetch((request) => {
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/v1/bo/me') return { status: 200, data: { data: memberFixture(currency) } };
    if (route === 'GET /api/v1/bo/me/balance')
      return {
        status: 200,
        data: { data: { currency, balance: '1384.56', available: '1234.56', held: '150.00' } },
      };
    if (route === 'GET /api/v1/bo/me/processed-paymentoptions')
      return { status: 200, data: { data: [skrill(currency)] } };
    if (route === 'GET /api/v1/customer-payment-option/7/fields')
      return { status: 200, data: { data: skrillFields(request.headers['accept-language'] ?? 'en') } };
    if (route === 'GET /api/v1/bo/totp/status') return { status: 200, data: { data: { status: 'off' } } };
    if (route === 'GET /api/v1/bo/me/withdrawals')
      return { status: 200, data: { data: [pendingRequest(currency)], meta: {} } };
    if (route === 'GET /api/v1/bo/me/withdrawal-identity')
      return {
        status: 200,
        data: { data: { require: 'never', amount: null, verified: false, message: null } },
      };
    return { status: 404, data: { message: `No route ${route}` } };
  });
  return renderRoutes([page('/withdrawal', <WithdrawalScreen />)], '/withdrawal');
}

describe('the withdrawal screen in other languages', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: 'user-token', user: signedInUser });
  });

  it('reads in Portuguese, with reais in the Brazilian format and dates as DD/MM/AAAA', async () => {
    const user = userEvent.setup();
    await showInLanguage('pt-BR');
    // Intl puts a no-break space between an amount and its symbol: accessible names keep it, hence \s.
    showScreen('BRL');

    expect(screen.getByRole('heading', { level: 1, name: 'Saque' })).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Saldo disponível' });
    expect(await within(available).findByText('R$ 1.234,56')).toBeInTheDocument();
    expect(screen.getByText('Solicitado e ainda não pago. Saldo total: R$ 1.384,56.')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Solicitações pendentes' })).toBeInTheDocument();
    const request = await screen.findByRole('listitem', { name: /^Saque de R\$\s150,00 por Skrill$/ });
    expect(within(request).getByText(/^23\/11\/2026/)).toBeInTheDocument();
    expect(within(request).getByText('Pendente')).toBeInTheDocument();
    expect(
      within(request).getByRole('button', { name: /^Cancelar o saque de R\$\s150,00 por Skrill$/ }),
    ).toHaveTextContent('Cancelar');

    expect(screen.getByRole('heading', { name: 'Solicitar saque' })).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Skrill' }));
    expect(await screen.findByLabelText('Conta Skrill')).toBeInTheDocument();
    expect(screen.getByText('O e-mail ou o ID de cliente da sua conta Skrill.')).toBeInTheDocument();
    const amount = screen.getByLabelText('Valor (BRL)');
    expect(screen.getByText('De R$ 20,00 a R$ 5.000,00.')).toBeInTheDocument();
    await user.type(amount, '5');
    await user.tab();
    expect(await screen.findByText('Informe no mínimo R$ 20,00.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar código por e-mail' })).toBeInTheDocument();
  });

  it('reads in German, with euros as 1.234,56 € and dates as DD.MM.YYYY', async () => {
    const user = userEvent.setup();
    await showInLanguage('de');
    showScreen('EUR');

    expect(screen.getByRole('heading', { level: 1, name: 'Auszahlung' })).toBeInTheDocument();
    const available = screen.getByRole('region', { name: 'Verfügbares Guthaben' });
    expect(await within(available).findByText('1.234,56 €')).toBeInTheDocument();

    const request = await screen.findByRole('listitem', { name: /^Auszahlung über 150,00\s€ per Skrill$/ });
    expect(within(request).getByText(/^23\.11\.2026/)).toBeInTheDocument();
    expect(within(request).getByText('Beantragter Betrag')).toBeInTheDocument();
    expect(within(request).getByRole('button', { name: /stornieren$/ })).toHaveTextContent('Stornieren');

    await user.click(await screen.findByRole('radio', { name: 'Skrill' }));
    expect(await screen.findByLabelText('Skrill-Konto')).toBeInTheDocument();
    expect(screen.getByLabelText('Betrag (EUR)')).toBeInTheDocument();
    expect(screen.getByText('Von 20,00 € bis 5.000,00 €.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Code per E-Mail senden' })).toBeInTheDocument();
  });
});
