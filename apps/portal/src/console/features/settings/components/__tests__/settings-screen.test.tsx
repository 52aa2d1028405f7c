import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import type { ProgramSettings } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const settingsPath = api.operator.operatorSettings.path;
const maintenancePath = fillPath(api.operator.putSetting.path, { code: 'system.maintenance' });
const identityPath = fillPath(api.operator.putSetting.path, { code: 'kyc.withdrawals' });
const broadcastPath = api.operator.broadcast.path;

const stored: ProgramSettings = {
  maintenance: {
    affiliate: false,
    app: [
      { key: 'affiliate', value: false },
      { key: 'casino', value: true },
    ],
    updated_at: '2026-11-20T08:30:00.000Z',
  },
  withdrawal_identity: { rule: { require: 'never' }, updated_at: null },
};

function gateway(
  role: 'admin' | 'marketing',
  settings: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === settingsPath && request.method === 'GET') return settings();
    return other(request);
  });
}
const answer = (settings: ProgramSettings): StubReply => ({ status: 200, data: { data: settings } });

describe('the Program settings screen', () => {
  beforeEach(() => signInOperator());

  it('shows whether the portal is under maintenance and the identity rule in force', async () => {
    gateway('admin', () => answer(stored));
    renderConsole('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Program settings' })).toBeInTheDocument();
    expect(await screen.findByText('Off: the portal is open.')).toBeInTheDocument();
    expect(screen.getByText(/No withdrawal needs a verified identity\./)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Never/ })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save rule' })).toBeDisabled();
  });

  it('shows its loading state, then a failed load with a way to try again', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      answer(stored),
    ];
    gateway('admin', () => answers.shift()!);
    renderConsole('/settings');
    expect(await screen.findByRole('status', { name: 'Loading the settings' })).toBeInTheDocument();
    expect(
      await screen.findByText(/We could not load the settings\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Off: the portal is open.')).toBeInTheDocument();
  });

  it("turns maintenance on only once confirmed, keeping the other apps' switches", async () => {
    let current = stored;
    const requests = gateway(
      'admin',
      () => answer(current),
      (request) => {
        if (request.url !== maintenancePath) return { status: 500 };
        current = { ...stored, maintenance: { ...stored.maintenance, affiliate: true } };
        return { status: 200, data: { data: { code: 'system.maintenance', value: request.data } } };
      },
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Put the portal under maintenance?' });
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    expect(await screen.findByText('On: the portal shows its maintenance screen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({
      app: [
        { key: 'affiliate', value: true },
        { key: 'casino', value: true },
      ],
    });
    expect(screen.getByRole('button', { name: 'Turn maintenance off' })).toBeInTheDocument();
  });

  it('tells a refused maintenance change in its dialog', async () => {
    gateway(
      'admin',
      () => answer(stored),
      () => ({ status: 403, data: { message: 'Your role does not allow this action.', code: 40300 } }),
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn maintenance on' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your role does not allow this action.',
    );
  });

  it('sets the identity rule above an amount, asking for the amount first', async () => {
    let current = stored;
    const requests = gateway(
      'admin',
      () => answer(current),
      (request) => {
        if (request.url !== identityPath) return { status: 500 };
        current = {
          ...stored,
          withdrawal_identity: {
            rule: request.data as ProgramSettings['withdrawal_identity']['rule'],
            updated_at: '2026-11-27T10:00:00.000Z',
          },
        };
        return { status: 200, data: { data: { code: 'kyc.withdrawals', value: request.data } } };
      },
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /^Above an amount/ }));
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    const amount = await screen.findByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter the amount.'));
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter an amount like 500 or 500.00.'));
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));

    expect(
      await screen.findByText(
        /Withdrawals above 500(\.00)? \(in the affiliate's balance currency\) need a verified identity\./,
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('The rule is saved.')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({
      require: 'above-amount',
      amount: '500',
    });
  });

  it('sends no amount with the rule before the first withdrawal', async () => {
    const requests = gateway(
      'admin',
      () =>
        answer({
          ...stored,
          withdrawal_identity: { rule: { require: 'above-amount', amount: '250.00' }, updated_at: null },
        }),
      () => ({ status: 200, data: { data: { code: 'kyc.withdrawals', value: {} } } }),
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Amount')).toHaveValue('250.00');
    await user.click(screen.getByRole('radio', { name: /^Before the first withdrawal/ }));
    expect(screen.queryByLabelText('Amount')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({ require: 'first-withdrawal' }),
    );
  });

  it('broadcasts to everyone after a confirmation, then says how many got it', async () => {
    const requests = gateway(
      'admin',
      () => answer(stored),
      (request) =>
        request.url === broadcastPath
          ? { status: 201, data: { data: { delivered: 1234 } } }
          : { status: 500 },
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('Title is not valid.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), 'New banners');
    await user.type(screen.getByLabelText('Message'), 'Winter creatives are in.');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent('“New banners” goes to every enabled affiliate.');
    expect(requests.filter((r) => r.url === broadcastPath)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Notification sent' })).toHaveTextContent(
      'Delivered to 1,234 affiliates.',
    );
    expect(requests.find((r) => r.url === broadcastPath)?.data).toEqual({
      title: 'New banners',
      body: 'Winter creatives are in.',
    });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('broadcasts to listed affiliates, refusing an entry that is not an id', async () => {
    const requests = gateway(
      'admin',
      () => answer(stored),
      () => ({ status: 201, data: { data: { delivered: 2 } } }),
    );
    renderConsole('/settings');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Title'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'Just you two.');
    await user.click(screen.getByRole('radio', { name: 'Only the affiliates I list' }));
    const ids = screen.getByLabelText('Affiliate ids');
    await user.type(ids, '12, abc');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await waitFor(() =>
      expect(ids).toHaveAccessibleDescription(
        '"abc" is not an affiliate id: ids are whole numbers like 1042.',
      ),
    );

    await user.clear(ids);
    await user.type(ids, '12, 40{enter}12');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this notification?' });
    expect(dialog).toHaveTextContent('goes to the 2 affiliates listed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('dialog', { name: 'Notification sent' })).toHaveTextContent(
      'Delivered to 2 affiliates.',
    );
    expect(requests.find((r) => r.url === broadcastPath)?.data).toEqual({
      title: 'Hello',
      body: 'Just you two.',
      memberIds: [12, 40],
    });
  });

  it('shows marketing the broadcast alone, without asking for the settings', async () => {
    const requests = gateway('marketing', () => answer(stored));
    renderConsole('/settings');
    expect(await screen.findByRole('heading', { name: 'Send a notification' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Maintenance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Identity rule for withdrawals' })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === settingsPath)).toHaveLength(0);
  });
});
