import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import type { OperatorAccount } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const self = operatorAccount();
const nora = operatorAccount({ id: 2, email: 'nora@goldline.example', role: 'finance', lastSignInAt: null });
const pending = {
  id: 7,
  email: 'sam@goldline.example',
  role: 'support',
  purpose: 'join',
  expiresAt: '2026-11-30T12:00:00.000Z',
  createdAt: '2026-11-27T12:00:00.000Z',
  invitedBy: { id: 1, email: 'ada@goldline.example' } as { id: number; email: string } | null,
};
const listPath = api.operatorConsole.operatorAccounts.path;

function gateway(
  list: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: self } };
    if (request.url === listPath && request.method === 'GET') return list();
    return other(request);
  });
}

const listOf = (operators: OperatorAccount[], invitations: (typeof pending)[] = []) => ({
  status: 200,
  data: { data: { operators, invitations } },
});

describe('the Operators screen', () => {
  beforeEach(() => signInOperator());

  it('lists the operators with role, status and last sign-in, and the pending invitations', async () => {
    gateway(() => listOf([self, nora], [pending]));
    renderConsole('/operators');

    const operators = await screen.findByRole('table', { name: 'Operators' });
    const noraRow = within(operators).getByRole('row', { name: /^nora@goldline\.example/ });
    expect(within(noraRow).getAllByText('Finance').length).toBeGreaterThan(0);
    expect(within(noraRow).getAllByText('Active').length).toBeGreaterThan(0);
    expect(within(noraRow).getAllByText(/Never/).length).toBeGreaterThan(0);
    expect(
      within(noraRow).getByRole('button', { name: 'Change role of nora@goldline.example' }),
    ).toBeInTheDocument();
    // Nobody changes their own account: the admin's own row has no actions.
    const selfRow = within(operators).getByRole('row', { name: /^ada@goldline\.example/ });
    expect(within(selfRow).getByText('(you)')).toBeInTheDocument();
    expect(within(selfRow).queryByRole('button')).not.toBeInTheDocument();
    const invitations = screen.getByRole('table', { name: 'Pending invitations' });
    expect(within(invitations).getByText('sam@goldline.example')).toBeInTheDocument();
  });

  it('says who sent each pending invitation, the command line for a machine token', async () => {
    gateway(() =>
      listOf([self], [pending, { ...pending, id: 8, email: 'cli@goldline.example', invitedBy: null }]),
    );
    renderConsole('/operators');
    const invitations = await screen.findByRole('table', { name: 'Pending invitations' });
    const sam = within(invitations).getByRole('row', { name: /^sam@goldline\.example/ });
    expect(within(sam).getAllByText(/ada@goldline\.example/).length).toBeGreaterThan(0);
    const cli = within(invitations).getByRole('row', { name: /^cli@goldline\.example/ });
    expect(within(cli).getAllByText(/the command line/).length).toBeGreaterThan(0);
  });

  it('cancels a pending invitation once confirmed, and lists it no more', async () => {
    let listed = [pending];
    const requests = gateway(
      () => listOf([self], listed),
      (request) => {
        if (request.method !== 'DELETE') return { status: 500 };
        listed = [];
        return { status: 200, data: { data: { cancelled: true, email: pending.email } } };
      },
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Cancel the invitation of sam@goldline.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the invitation?' });
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      fillPath(api.operatorConsole.cancelInvitation.path, { invitationId: 7 }),
    );
    expect(await screen.findByText(/No pending invitations\./)).toBeInTheDocument();
  });

  it('says when no invitation is pending', async () => {
    gateway(() => listOf([self]));
    renderConsole('/operators');
    expect(await screen.findByText(/No pending invitations\./)).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      listOf([self, nora]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/operators');
    expect(
      await screen.findByText(/We could not load the operators\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /^nora@goldline\.example/ })).toBeInTheDocument();
  });

  it('invites by address and role, and shows the link once with a copy button and its 72 hours', async () => {
    const link = 'http://localhost:3000/operator/invitation#abcdefghijklmnopqrstuvwxyz0123456789';
    const requests = gateway(
      () => listOf([self]),
      (request) =>
        request.url === api.operatorConsole.inviteOperator.path
          ? {
              status: 201,
              data: {
                data: { email: 'sam@goldline.example', role: 'support', link, expiresAt: pending.expiresAt },
              },
            }
          : { status: 500 },
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Choose a role.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'sam@goldline.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'support');
    await user.click(screen.getByRole('button', { name: 'Invite' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invitation ready' });
    expect(within(dialog).getByText(link)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).getByText(/works once, for 72 hours/)).toBeInTheDocument();
    expect(within(dialog).getByText(/It signs them up as Support\./)).toBeInTheDocument();
    expect(requests.find((r) => r.url === api.operatorConsole.inviteOperator.path)?.data).toEqual({
      email: 'sam@goldline.example',
      role: 'support',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(link)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    // The role's scope shows under the select once one is chosen.
    await user.selectOptions(screen.getByLabelText('Role'), 'finance');
    expect(
      screen.getByText('Withdrawals, adjustments, commission, rates and payout options.'),
    ).toBeInTheDocument();
  });

  it('says why the server refused an address', async () => {
    gateway(
      () => listOf([self]),
      () => ({
        status: 409,
        data: {
          message: 'This address already has an operator account.',
          code: 40900,
          errors: { email: ['This address already has an operator account.'] },
        },
      }),
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'nora@goldline.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'finance');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    // On the address it is about, which keeps what was typed and takes the focus.
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('This address already has an operator account.'),
      ),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('nora@goldline.example');
    expect(email).toHaveFocus();
  });

  it("changes an operator's role after choosing it in a dialog", async () => {
    const requests = gateway(
      () => listOf([self, nora]),
      (request) =>
        request.method === 'PATCH'
          ? { status: 200, data: { data: { ...nora, role: 'marketing' } } }
          : { status: 500 },
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change role of nora@goldline.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    expect(within(dialog).getByRole('button', { name: 'Save role' })).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('New role'), 'marketing');
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));

    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch).toMatchObject({
      url: fillPath(api.operatorConsole.updateOperator.path, { operatorId: 2 }),
      data: { role: 'marketing' },
    });
  });

  it("disables an operator only once confirmed, and shows the server's 409 in the dialog", async () => {
    const requests = gateway(
      () => listOf([self, nora]),
      () => ({ status: 409, data: { message: 'The console needs at least one active admin.', code: 40900 } }),
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable nora@goldline.example' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable this operator?' });
    expect(within(dialog).getByText(/signed out at once/)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The console needs at least one active admin.',
    );
    expect(requests.find((r) => r.method === 'PATCH')?.data).toEqual({ status: 'disabled' });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers to enable a disabled operator again', async () => {
    const requests = gateway(
      () => listOf([self, { ...nora, status: 'disabled' }]),
      () => ({ status: 200, data: { data: nora } }),
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Re-enable nora@goldline.example' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Enable this operator again?' })).getByRole('button', {
        name: 'Enable',
      }),
    );
    expect(await screen.findByRole('table', { name: 'Operators' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PATCH')?.data).toEqual({ status: 'active' });
  });

  it('resets an operator’s sign-in once confirmed, and shows the link that sets it up again, once', async () => {
    const link = 'http://localhost:3000/operator/invitation#abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
    const requests = gateway(
      () => listOf([self, nora]),
      (request) =>
        request.method === 'POST' &&
        request.url === fillPath(api.operatorConsole.resetOperatorSignIn.path, { operatorId: 2 })
          ? {
              status: 201,
              data: {
                data: { email: nora.email, role: 'finance', link, expiresAt: '2026-11-30T12:00:00.000Z' },
              },
            }
          : { status: 500 },
    );
    renderConsole('/operators');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Reset the sign-in of nora@goldline.example' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Reset this operator’s sign-in?' });
    expect(dialog).toHaveTextContent('is signed out at once and their password stops working');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Reset sign-in' }));

    const shown = await screen.findByRole('dialog', { name: 'Sign-in reset' });
    expect(within(shown).getByText(link)).toBeInTheDocument();
    expect(shown).toHaveTextContent('It lets them choose a new password and enrol a new authenticator');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers no sign-in reset for a disabled operator', async () => {
    gateway(() => listOf([self, { ...nora, status: 'disabled' }]));
    renderConsole('/operators');
    expect(
      await screen.findByRole('button', { name: 'Re-enable nora@goldline.example' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Reset the sign-in of nora@goldline.example' }),
    ).not.toBeInTheDocument();
  });
});
