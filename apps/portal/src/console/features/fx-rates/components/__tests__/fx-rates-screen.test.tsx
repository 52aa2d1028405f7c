import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type FxRate } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const ratesPath = api.fxRates.fxRateList.path;

const brl: FxRate = {
  from: 'BRL',
  to: 'EUR',
  date: '2026-12-01',
  rate: '0.16',
  source: 'ECB',
  set_by: 'anna@brand.example',
  set_at: '2026-12-01T16:00:00.000Z',
};

function gateway(
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: 'finance' | 'support' = 'finance',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url.startsWith(ratesPath) && request.method === 'GET')
      return { status: 200, data: { data: [brl] } };
    return other(request);
  });
}

describe('the Exchange rates screen', () => {
  beforeEach(() => signInOperator());

  it('lists the latest rate of each pair; a role that may only read sees no form', async () => {
    const requests = gateway(undefined, 'support');
    renderConsole('/exchange-rates');
    const table = await screen.findByRole('table', { name: 'Latest rates' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('BRL → EUR')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('0.16')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Set a rate' })).not.toBeInTheDocument();
    expect(requests.find((r) => r.url === ratesPath)?.fullUrl).toContain('latest=true');
  });

  it('sets a rate as the gateway wants it, and shows a refusal on its field', async () => {
    const requests = gateway((request) => {
      const body = request.data as { date: string };
      if (body.date === '2026-10-15')
        return {
          status: 422,
          data: {
            message: 'October 2026 is closed: its figures are frozen, so its rates cannot change.',
            errors: { date: ['October 2026 is closed: its figures are frozen, so its rates cannot change.'] },
          },
        };
      return {
        status: 200,
        data: {
          data: { date: body.date, source: 'ECB', rates: [{ ...brl, date: body.date }], reconverted_days: 4 },
        },
      };
    });
    renderConsole('/exchange-rates');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Set a rate' });
    const day = within(form).getByLabelText('Day');
    await user.clear(day);
    await user.type(day, '2026-10-15');
    await user.type(within(form).getByLabelText('From'), 'brl');
    await user.type(within(form).getByLabelText('Rate'), '0.16');
    await user.click(within(form).getByRole('button', { name: 'Set rate' }));
    await waitFor(() => expect(day).toHaveAccessibleDescription(/October 2026 is closed/));
    expect(requests.filter((r) => r.method === 'PUT')[0]?.data).toEqual({
      date: '2026-10-15',
      source: 'ECB',
      rates: [{ from: 'BRL', to: 'EUR', rate: '0.16' }],
    });

    await user.clear(day);
    await user.type(day, '2026-11-30');
    await user.click(within(form).getByRole('button', { name: 'Set rate' }));
    expect(
      await screen.findByText(
        "Set BRL→EUR 0.16 for 11/30/2026: 4 players' days of activity converted again.",
      ),
    ).toBeInTheDocument();
  });
});
