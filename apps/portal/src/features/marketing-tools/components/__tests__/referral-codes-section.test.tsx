import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REFERRAL_CODE_BRAND_NOT_OFFERED,
  REFERRAL_CODE_TAKEN,
  type AffiliateBrand,
} from '@affiliate/contract/endpoints/referral-codes';
import { useAuthStore } from '@/lib/auth-store';
import { referralCodeFixture } from '@/testing/banner-fixtures';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ReferralCodesSection } from '../referral-codes-section';

const CODES = '/api/v1/affiliate/7/referral-codes';
const BRANDS = '/api/v1/affiliate/7/brands';

const brand = (code: string, name: string, open = true): AffiliateBrand => ({
  code,
  name,
  currency: code.endsWith('-br') ? 'BRL' : 'EUR',
  logo_url: null,
  landing_url: `https://${code}.example/`,
  open_to_affiliates: open,
});

function renderCodes(
  create: (request: RecordedRequest) => StubReply,
  brands: AffiliateBrand[] = [brand('goldline', 'Goldline Casino')],
) {
  let codes = [
    referralCodeFixture('DEMO', { is_default: true, clicks: 1234 }),
    referralCodeFixture('BLOG', { clicks: 1 }),
  ];
  const requests = stubFetch((request) => {
    if (request.url === BRANDS) return { status: 200, data: { data: brands } };
    if (request.url !== CODES) return { status: 404, data: { message: 'Not found' } };
    if (request.method === 'GET') return { status: 200, data: { data: codes } };
    const answer = create(request);
    if (answer.status === 201) codes = [...codes, (answer.data as { data: (typeof codes)[number] }).data];
    return answer;
  });
  renderRoutes([page('/affilliate-tools', <ReferralCodesSection />)], '/affilliate-tools');
  return { requests, gets: () => requests.filter((r) => r.method === 'GET' && r.url === CODES) };
}

const created = (request: RecordedRequest): StubReply => ({
  status: 201,
  data: { data: referralCodeFixture((request.data as { code: string }).code) },
});

describe('referral codes section', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('lists the codes with the default badge, the tracking link to copy and the clicks', async () => {
    const user = userEvent.setup();
    renderCodes(created);
    const list = await screen.findByRole('list', { name: 'Your referral codes' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['DEMO', 'BLOG']);
    expect(items[0]).toHaveTextContent('Default');
    expect(items[0]).toHaveTextContent('1,234 clicks');
    expect(items[1]).not.toHaveTextContent('Default');
    expect(items[1]).toHaveTextContent('1 click ·');
    expect(within(items[0]!).getByLabelText('Tracking link of DEMO')).toHaveValue(
      'https://gateway.test/r/DEMO',
    );

    await user.click(within(items[0]!).getByRole('button', { name: 'Copy tracking link of DEMO' }));
    expect(await navigator.clipboard.readText()).toBe('https://gateway.test/r/DEMO');
    expect(within(items[0]!).getByText('Copied')).toBeInTheDocument();
  });

  it("creates a code: the contract's rule first, then the server's 422 on the field, then the new code in the list", async () => {
    const user = userEvent.setup();
    let answer = (_request: RecordedRequest): StubReply => ({
      status: 422,
      data: { message: REFERRAL_CODE_TAKEN, errors: { code: [REFERRAL_CODE_TAKEN] } },
    });
    const { requests, gets } = renderCodes((request) => answer(request));
    await screen.findByRole('list', { name: 'Your referral codes' });
    const input = screen.getByLabelText('New code');

    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code is not valid.')).toBeInTheDocument();
    await user.type(input, 'no way!');
    await user.tab();
    expect(
      await screen.findByText('Referral code may contain letters, digits, dashes and underscores.'),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, 'TAKEN-ONE');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(REFERRAL_CODE_TAKEN)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(REFERRAL_CODE_TAKEN);
    expect(input).toHaveFocus();

    answer = created;
    await user.clear(input);
    await user.type(input, 'SPRING-BLOG');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code SPRING-BLOG created.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
      { code: 'TAKEN-ONE' },
      { code: 'SPRING-BLOG' },
    ]);
    await waitFor(() => expect(gets()).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'SPRING-BLOG' })).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('offers no brand picker when one brand is open to the affiliate, and names no brand', async () => {
    const user = userEvent.setup();
    const { requests } = renderCodes(created, [
      brand('goldline', 'Goldline Casino'),
      brand('goldline-vip', 'Goldline VIP', false),
    ]);
    await screen.findByRole('list', { name: 'Your referral codes' });
    await waitFor(() => expect(requests.some((r) => r.url === BRANDS)).toBe(true));
    expect(screen.queryByLabelText('Brand')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New code'), 'ONLY-ONE');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code ONLY-ONE created.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([{ code: 'ONLY-ONE' }]);
  });

  it("offers the open brands, the first one chosen, sends the brand picked and shows each code's brand", async () => {
    const user = userEvent.setup();
    const { requests } = renderCodes(
      (request) => {
        const body = request.data as { code: string; brand?: string };
        if (body.code === 'CLOSED')
          return {
            status: 422,
            data: {
              message: REFERRAL_CODE_BRAND_NOT_OFFERED,
              errors: { brand: [REFERRAL_CODE_BRAND_NOT_OFFERED] },
            },
          };
        return {
          status: 201,
          data: {
            data: referralCodeFixture(body.code, { brand: 'goldline-br', brand_name: 'Goldline Bet Brasil' }),
          },
        };
      },
      [
        brand('goldline', 'Goldline Casino'),
        brand('goldline-br', 'Goldline Bet Brasil'),
        brand('goldline-vip', 'Goldline VIP', false),
      ],
    );
    await screen.findByRole('list', { name: 'Your referral codes' });
    const picker = await screen.findByLabelText('Brand');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Goldline Casino', 'Goldline Bet Brasil']);
    await waitFor(() => expect(picker).toHaveValue('goldline'));
    await user.selectOptions(picker, 'goldline-br');
    await user.type(screen.getByLabelText('New code'), 'BRASIL1');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('Code BRASIL1 (Goldline Bet Brasil) created.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
      { code: 'BRASIL1', brand: 'goldline-br' },
    ]);
    // The brand stays picked for the next code; the new code shows its brand in the list.
    expect(picker).toHaveValue('goldline-br');
    const item = (await screen.findByRole('heading', { name: 'BRASIL1' })).closest('li')!;
    expect(item).toHaveTextContent('Brand: Goldline Bet Brasil');

    await user.type(screen.getByLabelText('New code'), 'CLOSED');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText(REFERRAL_CODE_BRAND_NOT_OFFERED)).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription(REFERRAL_CODE_BRAND_NOT_OFFERED);
  });
});
