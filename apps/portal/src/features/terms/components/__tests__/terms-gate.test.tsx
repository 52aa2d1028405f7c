import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/testing/fetch-stub';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { termsServer } from '@/testing/terms-fixtures';
import { TermsGate } from '../terms-gate';

function renderGate(inForce: number | null, accepted: number[] = []) {
  const server = termsServer(inForce, accepted);
  const requests = stubFetch(
    (request) => server(request) ?? { status: 404, data: { message: 'Not found.' } },
  );
  renderRoutes(
    [
      page(
        '/',
        <TermsGate>
          <h1>Dashboard</h1>
        </TermsGate>,
      ),
    ],
    '/',
  );
  return requests;
}

describe('the terms gate', () => {
  it('asks for the version in force before any screen, and shows the screen once it is accepted', async () => {
    const user = userEvent.setup();
    const requests = renderGate(2, [1]);
    expect(await screen.findByRole('heading', { level: 1, name: 'The program’s terms' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByText(/Version 2, in force since 11\/01\/2026/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'The program’s terms, version 2' })).toHaveTextContent(
      'Pay is monthly.',
    );
    // The text's own headings sit under the screen's: one h1 on the page.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Terms v2' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(screen.getByText('Tick the box to accept the terms.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept these terms.' }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({ version: 2 });
  });

  it('shows the screens at once when the version in force is accepted', async () => {
    renderGate(2, [1, 2]);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('shows the screens when the program has published no terms', async () => {
    renderGate(null);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('does not lock the affiliate out when the status cannot be read', async () => {
    stubFetch(() => ({ status: 500, data: { message: 'Internal server error.' } }));
    renderRoutes(
      [
        page(
          '/',
          <TermsGate>
            <h1>Dashboard</h1>
          </TermsGate>,
        ),
      ],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  it('reads in the language shown; the terms themselves are the program’s words, not translated', async () => {
    await showInLanguage('pt-BR');
    renderGate(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Termos do programa' })).toBeVisible();
    expect(screen.getByText(/Versão 3, em vigor desde 01\/11\/2026/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Aceitar e continuar' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Termos do programa, versão 3' })).toHaveAttribute(
      'translate',
      'no',
    );
  });
});
