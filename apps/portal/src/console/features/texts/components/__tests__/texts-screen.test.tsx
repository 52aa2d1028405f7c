import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, textWrongPlaces, type OperatorRole, type TextEntry } from '@affiliate/contract';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const textsPath = api.operatorConsole.textList.path;

const signIn: TextEntry = {
  scope: 'portal',
  key: 'Sign in',
  english: 'Sign in',
  translation: 'Entrar',
  override: null,
  shown: 'Entrar',
  updated_by: null,
  updated_at: null,
};
const programName: TextEntry = {
  ...signIn,
  key: 'Goldline Partners',
  english: 'Goldline Partners',
  translation: '',
  override: 'Goldline Afiliados',
  shown: 'Goldline Afiliados',
  updated_by: 'admin@goldline.example',
  updated_at: '2026-12-03T10:00:00.000Z',
};

function page(data: TextEntry[]): StubReply {
  return {
    status: 200,
    data: {
      data,
      meta: {
        current_page: 1,
        last_page: 1,
        from: data.length ? 1 : null,
        to: data.length || null,
        total: data.length,
        per_page: 25,
        prev_page_url: null,
        next_page_url: null,
        links: [],
        counts: [
          { language: 'en', total: 1234, missing: 0, overridden: 0 },
          { language: 'pt-BR', total: 1234, missing: 0, overridden: 3 },
          { language: 'es', total: 1234, missing: 12, overridden: 0 },
          { language: 'de', total: 1234, missing: 0, overridden: 0 },
        ],
      },
    },
  };
}

function gateway(
  texts: (request: RecordedRequest) => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: OperatorRole = 'admin',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === textsPath && request.method === 'GET') return texts(request);
    return other(request);
  });
}

describe('the Texts screen', () => {
  beforeEach(() => signInOperator());

  it("lists a language's texts with English, the translation and the override, and counts them", async () => {
    gateway(() => page([programName, signIn]));
    renderConsole('/texts');
    const table = await screen.findByRole('table', { name: 'Português (Brasil) · Portal' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Goldline Partners');
    expect(rows[0]).toHaveTextContent('Missing');
    expect(rows[0]).toHaveTextContent('Goldline Afiliados');
    expect(rows[1]).toHaveTextContent('Entrar');
    expect(screen.getByText('pt-BR: 0 missing, 3 overridden of 1,234')).toBeInTheDocument();
  });

  it('asks for the language, catalog, words and filter chosen', async () => {
    const recorded = gateway(() => page([]));
    renderConsole('/texts');
    const user = userEvent.setup();
    await screen.findByText('No text matches.');
    await user.selectOptions(screen.getByLabelText('Language'), 'es');
    await user.selectOptions(screen.getByLabelText('Texts of'), 'gateway');
    await user.selectOptions(screen.getByLabelText('Show'), 'missing');
    await user.type(screen.getByLabelText('Search'), 'code');
    await waitFor(() =>
      expect(queryOf(recorded.filter((r) => r.url === textsPath).at(-1)!)).toMatchObject({
        language: 'es',
        scope: 'gateway',
        only: 'missing',
        q: 'code',
      }),
    );
    expect(screen.getByText('es: 12 missing, 0 overridden of 1,234')).toBeInTheDocument();
  });

  it('saves an override in a dialog and shows the gateway’s refusal on the field', async () => {
    let attempts = 0;
    const recorded = gateway(
      () => page([signIn]),
      (request) => {
        if (request.url !== api.operatorConsole.setText.path) return { status: 500 };
        attempts += 1;
        if (attempts === 1) {
          const message = textWrongPlaces('');
          return { status: 422, data: { message, errors: { text: [message] } } };
        }
        return { status: 200, data: { data: { ...signIn, override: 'Acessar', shown: 'Acessar' } } };
      },
    );
    renderConsole('/texts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Override “Sign in”' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Text affiliates read');
    expect(field).toHaveValue('Entrar');
    await user.clear(field);
    await user.type(field, 'Acessar {{name}');
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(await within(dialog).findByText(textWrongPlaces(''))).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Acessar');
    await user.click(within(dialog).getByRole('button', { name: 'Save override' }));
    expect(
      await screen.findByText('Saved the override of “Sign in” in Português (Brasil).'),
    ).toBeInTheDocument();
    expect(recorded.find((r) => r.method === 'PUT')?.data).toMatchObject({
      scope: 'portal',
      language: 'pt-BR',
      key: 'Sign in',
    });
  });

  it('resets an override after asking', async () => {
    const recorded = gateway(
      () => page([programName]),
      (request) =>
        request.url === api.operatorConsole.resetText.path
          ? { status: 200, data: { data: { ...programName, override: null, shown: 'Goldline Partners' } } }
          : { status: 500 },
    );
    renderConsole('/texts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset “Goldline Partners”' }));
    await user.click(await screen.findByRole('button', { name: 'Reset text' }));
    expect(await screen.findByText('Reset “Goldline Partners” in Português (Brasil).')).toBeInTheDocument();
    expect(recorded.find((r) => r.url === api.operatorConsole.resetText.path)?.data).toEqual({
      scope: 'portal',
      language: 'pt-BR',
      key: 'Goldline Partners',
    });
  });

  it('shows other roles the texts only: no Edit or Reset', async () => {
    gateway(() => page([programName]), undefined, 'support');
    renderConsole('/texts');
    await screen.findByRole('table', { name: 'Português (Brasil) · Portal' });
    expect(screen.queryByRole('button', { name: /Override|Reset/ })).not.toBeInTheDocument();
  });
});
