import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubAffiliateList } from '@affiliate/contract/endpoints/sub-affiliates';
import { seriousAxeViolations } from '@/testing/axe';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { startSignedInSession } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { annaMedia, betTips, subAffiliateBrands, subAffiliateList } from '@/testing/sub-affiliate-fixtures';
import { SubAffiliatesScreen } from '../sub-affiliates-screen';

const LIST = '/api/v1/affiliate/7/sub-affiliates';
const BRANDS = '/api/v1/affiliate/7/brands';

function renderSubAffiliates(
  list: SubAffiliateList | ((request: RecordedRequest) => StubReply) = subAffiliateList(),
) {
  const requests = stubFetch((request) => {
    if (request.url === BRANDS) return { status: 200, data: { data: subAffiliateBrands } };
    if (typeof list === 'function') return list(request);
    return request.url === LIST
      ? { status: 200, data: list }
      : { status: 404, data: { message: 'Not found' } };
  });
  const view = renderRoutes([page('/sub-affiliates', <SubAffiliatesScreen />)], '/sub-affiliates');
  return { requests, ...view };
}

/** Each row of the table as its cells' texts, the brand lines included. */
function tableRows(): string[][] {
  return within(screen.getByRole('table', { name: 'Your sub-affiliates' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

/** A phone card's figures as [label, value]. */
function cardFigures(card: HTMLElement): Array<[string, string]> {
  return [...card.querySelector('dl')!.querySelectorAll('dt')].map((dt) => [
    dt.textContent ?? '',
    dt.nextElementSibling?.textContent ?? '',
  ]);
}

describe('sub-affiliates screen', () => {
  beforeEach(startSignedInSession);

  it("lists each sub with when it joined, its status, the months, this month's basis and estimate and earnings to date, by brand; it asks for nothing of their players", async () => {
    const { requests } = renderSubAffiliates();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub-affiliates' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Your sub-affiliates' });
    // The brands' names come once the list shows a sub split by brand.
    await screen.findAllByText('Goldline Bet Brasil');

    expect(tableRows()).toEqual([
      [
        'Sub-affiliate',
        'Joined',
        'Status',
        'Earning until',
        'Their commission this month',
        'Your estimated earnings this month',
        'Your earnings to date',
      ],
      ['anna-media', '03/15/2026', 'Active', 'February 2027', '€1,240.50', '€62.03', '€410.20'],
      ['anna-media, brand Goldline Bet Brasil', '', '', '', '€1,000.00', '€50.00', '€380.00'],
      ['anna-media, brand Goldline Deutschland', '', '', '', '€240.50', '€12.03', '€30.20'],
      // Past its months: ended, nothing this month; one brand only, so no breakdown.
      ['bet-tips-blog', '06/01/2025', 'Suspended', 'May 2026 (ended)', '—', '—', '€95.00'],
    ]);
    expect(screen.getByText(/^This month’s figures are for December 2026 so far/)).toBeInTheDocument();

    // The phone's cards say the same, the brands in a list of their own.
    const cards = within(screen.getByRole('list', { name: 'Your sub-affiliates' })).getAllByRole('listitem');
    const anna = cards.find((card) => within(card).queryByRole('heading', { name: 'anna-media' }))!;
    expect(cardFigures(anna)).toEqual([
      ['Joined', '03/15/2026'],
      ['Status', 'Active'],
      ['Earning until', 'February 2027'],
      ['Their commission this month', '€1,240.50'],
      ['Your estimated earnings this month', '€62.03'],
      ['Your earnings to date', '€410.20'],
    ]);
    const byBrand = within(anna).getByRole('list', { name: 'anna-media by brand' });
    expect(
      within(byBrand)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Goldline Bet BrasilTheir commission this month€1,000.00Your estimated earnings this month€50.00Your earnings to date€380.00',
      'Goldline DeutschlandTheir commission this month€240.50Your estimated earnings this month€12.03Your earnings to date€30.20',
    ]);

    // The list and the brands' names: never a player list, a player's months or a sub's own figures.
    expect([...new Set(requests.map((request) => `${request.method} ${request.url}`))].sort()).toEqual([
      `GET ${BRANDS}`,
      `GET ${LIST}`,
    ]);
    expect(document.body).not.toHaveTextContent(/member id|deposit|turnover|win\/loss|bonus/i);
  });

  it('shows the invite link to copy, with its QR code to download', async () => {
    const user = userEvent.setup();
    renderSubAffiliates();
    const invite = await screen.findByRole('region', { name: 'Your invite link' });
    const field = within(invite).getByLabelText('Invite link');
    expect(field).toHaveValue('https://partners.example.com/auth/register?ref=K7QX2M9A');
    expect(field).toHaveAttribute('readonly');

    await user.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(
      'https://partners.example.com/auth/register?ref=K7QX2M9A',
    );
    expect(within(invite).getByRole('status')).toHaveTextContent('Copied');

    const qr = within(invite).getByRole('img', { name: 'QR code of your invite link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(within(invite).getByRole('button', { name: 'Download SVG' })).toBeInTheDocument();
    expect(within(invite).getByRole('button', { name: 'Download PNG' })).toBeInTheDocument();
  });

  it('says how to invite when no one has joined yet, the invite link above', async () => {
    const { requests } = renderSubAffiliates(subAffiliateList({}, []));
    expect(await screen.findByText('No sub-affiliates yet')).toBeInTheDocument();
    expect(
      screen.getByText(/^Send your invite link, or its QR code, to people who could promote the program/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Invite link')).toHaveValue(
      'https://partners.example.com/auth/register?ref=K7QX2M9A',
    );
    // No sub split by brand: no need for the brands' names.
    expect(requests.map((request) => request.url)).toEqual([LIST]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it.each([
    [
      { share_of: 'commission', rate: '0.05', months: 12 },
      '5% of each sub-affiliate’s commission for 12 months from their approval',
      'Their commission this month',
    ],
    [
      { share_of: 'ngr', rate: '0.125', months: 1 },
      '12.5% of each sub-affiliate’s NGR for 1 month from their approval',
      'Their NGR this month',
    ],
    [
      { per_qualified_player: '10.00', months: 6 },
      '€10.00 per qualified player of each sub-affiliate for 6 months from their approval',
      'Qualified players this month',
    ],
  ] as const)('says in words what the deal pays on subs: %j', async (terms, words, basis) => {
    renderSubAffiliates(subAffiliateList({ terms }));
    const card = await screen.findByRole('region', { name: 'What your deal pays on them' });
    expect(within(card).getByText(words)).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: basis })).toBeInTheDocument();
  });

  it('counts qualified players under a deal paying per player', async () => {
    const perPlayer: SubAffiliateList['data'][number] = {
      ...annaMedia,
      this_month: {
        basis: null,
        qualified_players: 3,
        earnings: '30.00',
        brands: [{ brand: 'goldline-br', basis: null, qualified_players: 3, earnings: '30.00' }],
      },
      to_date: { earnings: '0.00', brands: [] },
    };
    renderSubAffiliates(
      subAffiliateList({ terms: { per_qualified_player: '10.00', months: 6 } }, [perPlayer]),
    );
    await screen.findByRole('table', { name: 'Your sub-affiliates' });
    expect(tableRows()[1]).toEqual([
      'anna-media',
      '03/15/2026',
      'Active',
      'February 2027',
      '3',
      '€30.00',
      '€0.00',
    ]);
  });

  it("says the deal pays nothing on subs, and lists them with what they earned before, without this month's columns", async () => {
    renderSubAffiliates(
      subAffiliateList({ terms: null }, [{ ...betTips, earning_until: null, status: 'active' }]),
    );
    const card = await screen.findByRole('region', { name: 'What your deal pays on them' });
    expect(within(card).getByText('Your deal pays nothing on sub-affiliates.')).toBeInTheDocument();
    expect(tableRows()).toEqual([
      ['Sub-affiliate', 'Joined', 'Status', 'Your earnings to date'],
      ['bet-tips-blog', '06/01/2025', 'Active', '€95.00'],
    ]);
    expect(screen.getByText('Earnings to date are what closed months credited you.')).toBeInTheDocument();
  });

  it('has no serious accessibility findings with the list and its brand lines shown', async () => {
    renderSubAffiliates();
    await screen.findAllByText('Goldline Bet Brasil');
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says when the list could not be loaded, and tries again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderSubAffiliates(() =>
      fail
        ? { status: 503, data: { message: 'Down for a moment' } }
        : { status: 200, data: subAffiliateList({}, []) },
    );
    expect(await screen.findByText(/^We could not load your sub-affiliates\./)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No sub-affiliates yet')).toBeInTheDocument();
  });
});
