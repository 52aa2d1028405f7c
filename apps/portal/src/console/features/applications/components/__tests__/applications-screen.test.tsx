import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@/testing/axe';
import { queryOf, type RecordedRequest } from '@/testing/fetch-stub';
import { renderConsole, signInOperator } from '../../../../testing/render-console';
import { application, duplicates, gateway, pageOf, paths } from './fixtures';

const queueCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === paths.queue && r.method === 'GET').map(queryOf);

const unconfirmed = application({
  id: 40,
  status: 'unconfirmed',
  kind: 'individual',
  company_name: null,
  first_name: 'Ivo',
  last_name: 'Pereira',
  email: 'ivo@mail.example',
  email_confirmed_at: null,
  country: 'BR',
  currency: 'BRL',
  traffic_sources: ['tipster'],
  applied_at: '2026-11-19T08:00:00.000Z',
});
const withDuplicates = application({ duplicates });

describe('the Applications queue', () => {
  beforeEach(() => signInOperator());

  it('lists the waiting applications, oldest first, with who applied, the email, where from, the duplicates and the status', async () => {
    const requests = gateway((request) =>
      request.url === paths.queue ? pageOf([unconfirmed, withDuplicates]) : undefined,
    );
    renderConsole('/applications');
    const table = await screen.findByRole('table', { name: 'Waiting applications' }, { timeout: 10_000 });
    expect(queueCalls(requests)).toEqual([{ page: '1', per_page: '25' }]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Applied at',
      'Applicant',
      'Email',
      'Country',
      'Currency',
      'Traffic sources',
      'Duplicates',
      'Status',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Ivo Pereira' })).toHaveAttribute(
      'href',
      '/operator/applications/40',
    );
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell');
    expect(cells(first!)[0]).toHaveTextContent('11/19/2026');
    expect(cells(first!)[2]).toHaveTextContent('ivo@mail.example');
    expect(cells(first!)[2]).toHaveTextContent('Not confirmed');
    expect(cells(first!)[3]).toHaveTextContent('BR');
    expect(cells(first!)[4]).toHaveTextContent('BRL');
    expect(cells(first!)[5]).toHaveTextContent('Tipster');
    expect(cells(first!)[6]).toHaveTextContent('None');
    expect(cells(first!)[7]).toHaveTextContent('Email not confirmed');

    // A company is named by the company, the person under it.
    expect(within(second!).getByRole('link', { name: 'Northwind Media' })).toHaveAttribute(
      'href',
      '/operator/applications/41',
    );
    expect(cells(second!)[1]).toHaveTextContent('Nora Lind · company');
    expect(cells(second!)[2]).toHaveTextContent('Confirmed');
    expect(cells(second!)[5]).toHaveTextContent('SEO, Social media');
    expect(cells(second!)[6]).toHaveTextContent('3 duplicates');
    expect(cells(second!)[7]).toHaveTextContent('Waiting for a decision');
    expect(screen.getByText('Showing 1–2 of 2, oldest first')).toBeInTheDocument();
  });

  it('filters by status, kept in the URL; Waiting asks the gateway for its default', async () => {
    const requests = gateway((request) => {
      if (request.url !== paths.queue) return undefined;
      return queryOf(request).status === 'approved'
        ? pageOf([application({ id: 30, status: 'approved', member_id: 77, deal: 'Standard EUR' })])
        : pageOf([withDuplicates]);
    });
    const { router } = renderConsole('/applications');
    await screen.findByRole('table', { name: 'Waiting applications' }, { timeout: 10_000 });
    const user = userEvent.setup();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Waiting (all three below)',
      'Email not confirmed',
      'Waiting for a decision',
      'Awaiting an answer',
      'Approved',
      'Rejected',
    ]);

    await user.selectOptions(status, 'approved');
    await waitFor(() => expect(router.state.location.search).toBe('?status=approved'));
    const table = await screen.findByRole('table', { name: 'Approved applications' });
    // The waiting rows stay (marked busy) until the approved ones come.
    await waitFor(() =>
      expect(within(table).getByRole('link', { name: 'Northwind Media' })).toHaveAttribute(
        'href',
        '/operator/applications/30',
      ),
    );
    expect(queueCalls(requests).at(-1)).toEqual({ page: '1', per_page: '25', status: 'approved' });
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();

    await user.selectOptions(status, 'waiting');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const waiting = await screen.findByRole('table', { name: 'Waiting applications' });
    expect(within(waiting).getByRole('link', { name: 'Northwind Media' })).toHaveAttribute(
      'href',
      '/operator/applications/41',
    );
    // The waiting ones are the gateway's default: asked for without a status.
    expect(queueCalls(requests)[0]).toEqual({ page: '1', per_page: '25' });
  });

  it('pages through a long queue by links', async () => {
    const requests = gateway((request) => {
      if (request.url !== paths.queue) return undefined;
      return queryOf(request).page === '2'
        ? pageOf([application({ id: 90, company_name: 'Late Media' })], { page: 2, total: 26 })
        : pageOf([withDuplicates], { total: 26 });
    });
    const { router } = renderConsole('/applications?status=pending');
    await screen.findByRole('table', { name: 'Applications waiting for a decision' }, { timeout: 10_000 });
    const pages = screen.getByRole('navigation', { name: 'Application pages' });
    await userEvent.setup().click(within(pages).getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Late Media' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2&status=pending');
    expect(queueCalls(requests).at(-1)).toEqual({ page: '2', per_page: '25', status: 'pending' });
    expect(screen.getByText('Showing 26–26 of 26, oldest first')).toBeInTheDocument();
  });

  it('says when nothing waits, and when the queue could not be loaded', async () => {
    const answers = [{ status: 503, data: { message: 'The database is unavailable.' } }, pageOf([])];
    gateway((request) => (request.url === paths.queue ? answers.shift() : undefined), 'finance');
    renderConsole('/applications');
    expect(
      await screen.findByText(
        /We could not load the applications\. The database is unavailable\./,
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No application waits')).toBeInTheDocument();
  });

  it('has no axe violation', async () => {
    gateway((request) => (request.url === paths.queue ? pageOf([unconfirmed, withDuplicates]) : undefined));
    renderConsole('/applications');
    await screen.findByRole('table', { name: 'Waiting applications' }, { timeout: 10_000 });
    expect(await axeViolations()).toEqual([]);
  });
});
