import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@affiliate/contract';
import { APPLICATION_QUESTION_NOT_VALID, APPLICATION_REASON_NOT_VALID } from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { axeViolations } from '@/testing/axe';
import type { RecordedRequest, StubReply } from '@/testing/fetch-stub';
import { renderConsole, signInOperator } from '../../../../testing/render-console';
import { application, deals, duplicates, gateway, messages, one, pageOf, paths } from './fixtures';

const ID = 41;

/**
 * The gateway of one application: its detail (changed by the answers to the decisions), the deals, the
 * queue; `decide` answers the POSTs (by default the application as the gateway would make it).
 */
function applicationGateway(
  start: Application,
  role: OperatorRole = 'marketing',
  decide?: (request: RecordedRequest) => StubReply | undefined,
) {
  let current = start;
  return gateway((request) => {
    if (request.url === paths.detail(ID) && request.method === 'GET') return one(current);
    if (request.url === paths.deals) return one(deals());
    if (request.url === paths.queue) return pageOf([current]);
    if (request.method !== 'POST') return undefined;
    const answer = decide?.(request);
    if (answer) return answer;
    const body = request.data as { deal?: string; reason?: string; question?: string };
    if (request.url === paths.approve(ID))
      current = {
        ...current,
        status: 'approved',
        decided_at: '2026-11-23T10:00:00.000Z',
        decided_by: 'mia@goldline.example',
        member_id: 120,
        deal: body.deal ?? null,
      };
    if (request.url === paths.reject(ID))
      current = {
        ...current,
        status: 'rejected',
        decided_at: '2026-11-23T10:00:00.000Z',
        decided_by: 'mia@goldline.example',
        reject_reason: body.reason ?? null,
      };
    if (request.url === paths.ask(ID))
      current = {
        ...current,
        status: 'awaiting_answer',
        messages: [
          ...current.messages,
          {
            question: body.question ?? '',
            asked_by: 'mia@goldline.example',
            asked_at: '2026-11-23T10:00:00.000Z',
            answer: null,
            answered_at: null,
          },
        ],
      };
    return one(current);
  }, role);
}

const posts = (requests: RecordedRequest[], url: string) =>
  requests.filter((r) => r.url === url && r.method === 'POST').map((r) => r.data);
const detailReads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === paths.detail(ID) && r.method === 'GET').length;

const openPage = async () =>
  screen.findByRole('heading', { level: 1, name: 'Northwind Media' }, { timeout: 10_000 });
/** A card of the page, by its heading. */
const section = (name: string) => screen.getByRole('heading', { level: 2, name }).parentElement!;
const decision = () => section('Decision');

describe('an application in the console', () => {
  beforeEach(() => signInOperator());

  it('shows every field the applicant filled in, websites opening in a new tab', async () => {
    applicationGateway(application({ referred_by: { member_id: 5, username: 'partner' } }));
    renderConsole(`/applications/${ID}`);
    await openPage();
    const fields = section('Application');
    const value = (term: string) => within(fields).getByText(term).nextElementSibling as HTMLElement;
    expect(value('Applies as')).toHaveTextContent('A company');
    expect(value('Company')).toHaveTextContent('Northwind Media');
    expect(value('Name')).toHaveTextContent('Nora Lind');
    expect(value('Email')).toHaveTextContent('nora@northwind.example');
    expect(value('Email')).toHaveTextContent('Confirmed');
    expect(value('Username')).toHaveTextContent('northwind');
    expect(value('Country')).toHaveTextContent('DE');
    expect(value('Currency')).toHaveTextContent('EUR');
    expect(value('Language')).toHaveTextContent('Deutsch');
    const site = within(value('Websites')).getByRole('link', {
      // jsdom's name computation drops the space a browser keeps before the screen reader's note.
      name: /^https:\/\/northwind\.example\/casino ?\(opens in a new tab\)$/,
    });
    expect(site).toHaveAttribute('href', 'https://northwind.example/casino');
    expect(site).toHaveAttribute('target', '_blank');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(value('Websites')).getAllByRole('link')).toHaveLength(2);
    expect(value('Traffic sources')).toHaveTextContent('SEO, Social media');
    expect(value('Traffic description').textContent).toBe(
      'German casino reviews.\nAbout 40,000 visits a month.',
    );
    expect(value('Messenger')).toHaveTextContent('Telegram: @nora_nw');
    expect(value('Heard from')).toHaveTextContent('A conference in Berlin');
    expect(value('Terms accepted')).toHaveTextContent('Version 3');
    expect(value('IP address')).toHaveTextContent('203.0.113.24');
    expect(within(value('Referred by')).getByRole('link', { name: 'partner (#5)' })).toHaveAttribute(
      'href',
      '/operator/affiliates/5',
    );
    expect(value('Applied at')).toHaveTextContent('11/20/2026');
  });

  it('names each duplicate’s reason and value, with a link to the affiliate or the other application', async () => {
    applicationGateway(application({ duplicates }));
    renderConsole(`/applications/${ID}`);
    await openPage();
    const items = within(screen.getByRole('list', { name: 'Possible duplicates' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Same email domain: northwind.example');
    expect(within(items[0]!).getByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/operator/affiliates/7',
    );
    expect(within(items[0]!).getByRole('link', { name: 'application #12' })).toHaveAttribute(
      'href',
      '/operator/applications/12',
    );
    expect(items[1]).toHaveTextContent('Same IP address: 203.0.113.24');
    expect(within(items[1]!).getByRole('link', { name: 'Application #39' })).toHaveAttribute(
      'href',
      '/operator/applications/39',
    );
    expect(items[2]).toHaveTextContent('Same website: northwind.example');
    expect(within(items[2]!).getByRole('link', { name: 'rival' })).toHaveAttribute(
      'href',
      '/operator/affiliates/9',
    );
  });

  it('says when no duplicate was found and no question asked', async () => {
    applicationGateway(application());
    renderConsole(`/applications/${ID}`);
    await openPage();
    expect(screen.getByText(/None found: no affiliate or other application shares/)).toBeInTheDocument();
    expect(screen.getByText('No question was asked.')).toBeInTheDocument();
  });

  it('shows the questions and the applicant’s answers in order, and the one not answered yet', async () => {
    applicationGateway(application({ status: 'awaiting_answer', messages }));
    renderConsole(`/applications/${ID}`);
    await openPage();
    const thread = screen.getByRole('list', { name: 'Questions and answers' });
    const [first, second] = within(thread).getAllByRole('listitem');
    const question = within(first!).getByRole('article', { name: 'Question from mia@goldline.example' });
    expect(question).toHaveTextContent('Which markets do you send traffic from?');
    expect(question).toHaveTextContent('11/21/2026');
    const answer = within(first!).getByRole('article', { name: 'Answer from Nora' });
    expect(within(answer).getByText(/Germany and Austria/).textContent).toBe(
      'Germany and Austria.\nSome Switzerland.',
    );
    expect(second).toHaveTextContent('Can you share a traffic report?');
    expect(second).toHaveTextContent('Not answered yet.');
    expect(screen.getByText('Awaiting an answer')).toBeInTheDocument();
  });

  it('approves with the chosen deal of the applicant’s currency, the default preselected, then shows the affiliate created', async () => {
    const requests = applicationGateway(application());
    renderConsole(`/applications/${ID}`);
    await openPage();
    const deal = await screen.findByRole('combobox', { name: 'Deal' });
    // The deals for all brands in EUR: not a brand's own deal, nor one in another currency.
    expect(
      within(deal)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a deal', 'Standard EUR · the default', 'Casino tiers 2027']);
    expect(deal).toHaveValue('Standard EUR');
    const queueReadsBefore = requests.filter((r) => r.url === paths.queue).length;
    const readsBefore = detailReads(requests);

    const user = userEvent.setup();
    await user.selectOptions(deal, 'Casino tiers 2027');
    await user.click(screen.getByRole('button', { name: 'Approve with this deal' }));
    expect(
      await screen.findByText(
        'Approved: Northwind Media is now the affiliate northwind on the deal Casino tiers 2027, and was mailed.',
      ),
    ).toBeInTheDocument();
    expect(posts(requests, paths.approve(ID))).toEqual([{ deal: 'Casino tiers 2027' }]);
    expect(detailReads(requests)).toBeGreaterThan(readsBefore);
    // The queue is marked stale: it reads again when shown.
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Applications' }));
    await screen.findByRole('table', { name: 'Waiting applications' });
    expect(requests.filter((r) => r.url === paths.queue).length).toBeGreaterThan(queueReadsBefore);
  });

  it('shows an approved application’s decision and the affiliate it created, without the forms', async () => {
    applicationGateway(
      application({
        status: 'approved',
        decided_at: '2026-11-23T10:00:00.000Z',
        decided_by: 'mia@goldline.example',
        member_id: 120,
        deal: 'Standard EUR',
      }),
    );
    renderConsole(`/applications/${ID}`);
    await openPage();
    expect(decision()).toHaveTextContent(
      'Approved by mia@goldline.example on 11/23/2026, 10:00 AM, on the deal Standard EUR.',
    );
    expect(
      within(decision()).getByRole('link', { name: 'Open the affiliate northwind (#120)' }),
    ).toHaveAttribute('href', '/operator/affiliates/120');
    expect(screen.queryByRole('button', { name: 'Approve with this deal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject…' })).not.toBeInTheDocument();
  });

  it('tells the gateway’s refusal of the deal at the field, and a conflict above the button', async () => {
    let answer: StubReply = {
      status: 422,
      data: {
        message: 'There is no deal with this name.',
        errors: { deal: ['There is no deal with this name.'] },
      },
    };
    applicationGateway(application(), 'admin', (request) =>
      request.url === paths.approve(ID) ? answer : undefined,
    );
    renderConsole(`/applications/${ID}`);
    await openPage();
    const user = userEvent.setup();
    const deal = await screen.findByRole('combobox', { name: 'Deal' });
    await user.click(screen.getByRole('button', { name: 'Approve with this deal' }));
    await waitFor(() => expect(deal).toHaveAccessibleDescription('There is no deal with this name.'));

    answer = {
      status: 409,
      data: { message: 'This application was decided already.', code: 40900 },
    };
    await user.click(screen.getByRole('button', { name: 'Approve with this deal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This application was decided already.');
  });

  it('keeps Approve and the question disabled, saying why, while the email is not confirmed', async () => {
    const requests = applicationGateway(application({ status: 'unconfirmed', email_confirmed_at: null }));
    renderConsole(`/applications/${ID}`);
    await openPage();
    const approve = await screen.findByRole('button', { name: 'Approve with this deal' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'The applicant has not confirmed their email yet: an application is approved once they have.',
    );
    expect(screen.getByRole('button', { name: 'Send question' })).toBeDisabled();
    // Rejecting does not wait for the email.
    expect(screen.getByRole('button', { name: 'Reject…' })).toBeEnabled();
    expect(posts(requests, paths.approve(ID))).toEqual([]);
  });

  it('rejects only with a reason, after a confirmation, then shows the reason the applicant read', async () => {
    const requests = applicationGateway(application());
    renderConsole(`/applications/${ID}`);
    await openPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(dialog).toHaveTextContent('Northwind Media (nora@northwind.example) is mailed your reason.');
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveAttribute('maxLength', '2000');
    expect(reason).toHaveAccessibleDescription('0/2,000');

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription(/Write a reason of 1 to 2,000 characters\./),
    );
    expect(APPLICATION_REASON_NOT_VALID).toBe('Write a reason of 1 to 2,000 characters.');
    expect(posts(requests, paths.reject(ID))).toEqual([]);

    await user.clear(reason);
    await user.type(reason, 'We work with licensed sites only.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    expect(await screen.findByText('Rejected: Northwind Media was mailed your reason.')).toBeInTheDocument();
    expect(posts(requests, paths.reject(ID))).toEqual([{ reason: 'We work with licensed sites only.' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(decision()).toHaveTextContent('Rejected by mia@goldline.example on 11/23/2026');
    expect(decision()).toHaveTextContent('We work with licensed sites only.');
    expect(screen.getByRole('heading', { level: 2, name: 'Decision' })).toHaveFocus();
  });

  it('asks the applicant a question, which joins the thread', async () => {
    const requests = applicationGateway(application());
    renderConsole(`/applications/${ID}`);
    await openPage();
    const user = userEvent.setup();
    const question = await screen.findByLabelText('Question to Nora');
    expect(question).toHaveAccessibleDescription(
      /Mailed to nora@northwind\.example with a link to answer; the application waits for the answer\./,
    );
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    await waitFor(() =>
      expect(question).toHaveAccessibleDescription(new RegExp(APPLICATION_QUESTION_NOT_VALID)),
    );
    expect(posts(requests, paths.ask(ID))).toEqual([]);

    await user.type(question, 'Which licence do your sites promote?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(
      await screen.findByText(
        'Your question was mailed to nora@northwind.example; the application waits for the answer.',
      ),
    ).toBeInTheDocument();
    expect(posts(requests, paths.ask(ID))).toEqual([{ question: 'Which licence do your sites promote?' }]);
    const thread = await screen.findByRole('list', { name: 'Questions and answers' });
    expect(thread).toHaveTextContent('Which licence do your sites promote?');
    expect(thread).toHaveTextContent('Not answered yet.');
    expect(question).toHaveValue('');
  });

  it.each<OperatorRole>(['finance', 'support'])(
    'shows %s the application read-only: no decision buttons, no deals asked for',
    async (role) => {
      const requests = applicationGateway(application({ duplicates, messages }), role);
      renderConsole(`/applications/${ID}`);
      await openPage();
      expect(decision()).toHaveTextContent('Marketing and admins decide on applications');
      expect(screen.queryByRole('button', { name: 'Approve with this deal' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Reject…' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Send question' })).not.toBeInTheDocument();
      expect(requests.filter((r) => r.url === paths.deals)).toHaveLength(0);
      expect(screen.getByRole('list', { name: 'Possible duplicates' })).toBeInTheDocument();
    },
  );

  it('says when no application has the id', async () => {
    gateway((request) =>
      request.url === paths.detail(404)
        ? { status: 404, data: { message: 'There is no application with this id.' } }
        : undefined,
    );
    renderConsole('/applications/404');
    expect(
      await screen.findByText('No application has this id.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('has no axe violation, with the forms and with the reject dialog open', async () => {
    applicationGateway(application({ duplicates, messages, status: 'awaiting_answer' }));
    renderConsole(`/applications/${ID}`);
    await openPage();
    await screen.findByRole('combobox', { name: 'Deal' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reject…' }));
    await screen.findByRole('dialog', { name: 'Reject this application?' });
    expect(await axeViolations()).toEqual([]);
  });
});
