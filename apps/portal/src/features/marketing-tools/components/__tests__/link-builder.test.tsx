import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LANDING_PAGE_NOT_ALLOWED,
  type AllowedLandingPage,
  type BuildTrackingLinkRequest,
} from '@affiliate/contract/endpoints/landing-pages';
import { useAuthStore } from '@/lib/auth-store';
import { referralCodeFixture } from '@/testing/banner-fixtures';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { LinkBuilder } from '../link-builder';

const PAGES = '/api/v1/affiliate/7/landing-pages';
const BUILD = '/api/v1/affiliate/7/tracking-links';
const sports: AllowedLandingPage = { label: 'Sports betting', prefix: 'https://brand.example/sports' };
const casino: AllowedLandingPage = { label: 'Casino games', prefix: 'https://brand.example/casino' };

/** The gateway's answer as the link builder endpoint builds it (the order of its parameters included). */
function built(request: RecordedRequest): StubReply {
  const body = request.data as BuildTrackingLinkRequest;
  const query = new URLSearchParams();
  for (const field of ['sub1', 'sub2', 'sub3', 'sub4', 'sub5', 'campaign'] as const)
    if (body[field]) query.set(field, body[field]);
  if (body.to) query.set('to', body.to);
  const text = query.toString();
  return {
    status: 200,
    data: {
      data: {
        code: body.code,
        to: body.to ?? null,
        tracking_url: `https://gateway.test/r/${body.code}${text ? `?${text}` : ''}`,
      },
    },
  };
}

function renderBuilder(
  build: (request: RecordedRequest) => StubReply = built,
  pages: StubReply = { status: 200, data: { data: [sports, casino] } },
) {
  const requests = stubFetch((request) => {
    if (request.url === PAGES) return pages;
    if (request.url === BUILD) return build(request);
    return { status: 404, data: { message: 'Not found' } };
  });
  const codes = [referralCodeFixture('BLOG'), referralCodeFixture('DEMO', { is_default: true })];
  renderRoutes([page('/affilliate-tools', <LinkBuilder codes={codes} />)], '/affilliate-tools');
  return { posts: () => requests.filter((r) => r.method === 'POST').map((r) => r.data) };
}

describe('the link builder', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('builds a deep link to a page under an allowed landing page with sub-IDs, to copy and as a QR code', async () => {
    const user = userEvent.setup();
    const { posts } = renderBuilder();
    const form = screen.getByRole('form', { name: 'Build a tracking link' });
    // The default code first; the default landing page until another is chosen.
    expect(within(form).getByLabelText('Code for the link')).toHaveValue('DEMO');
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Sports betting' })).toBeInTheDocument(),
    );
    expect(within(form).queryByLabelText('Page under it (optional)')).not.toBeInTheDocument();

    await user.selectOptions(within(form).getByLabelText('Landing page'), 'Sports betting');
    const pageField = within(form).getByLabelText('Page under it (optional)');
    await user.type(pageField, '/final');
    expect(pageField).toHaveAccessibleDescription('Leads to https://brand.example/sports/final');
    await user.type(within(form).getByLabelText('Sub-ID 1'), 'spring mail');
    await user.click(within(form).getByText('More sub-IDs'));
    await user.type(within(form).getByLabelText('Sub-ID 3'), 'header');
    await user.click(within(form).getByRole('button', { name: 'Build link' }));

    const link = await screen.findByLabelText('Your link');
    const expected =
      'https://gateway.test/r/DEMO?sub1=spring+mail&sub3=header&to=https%3A%2F%2Fbrand.example%2Fsports%2Ffinal';
    expect(link).toHaveValue(expected);
    expect(posts()).toEqual([
      { code: 'DEMO', to: 'https://brand.example/sports/final', sub1: 'spring mail', sub3: 'header' },
    ]);
    expect(screen.getByText('Lands on https://brand.example/sports/final.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(screen.getByRole('img', { name: 'QR code of your link' }).tagName.toLowerCase()).toBe('svg');

    // Changing the form takes the link away until it is built again.
    await user.selectOptions(within(form).getByLabelText('Code for the link'), 'BLOG');
    expect(screen.queryByLabelText('Your link')).not.toBeInTheDocument();
  });

  it('downloads the QR code as an SVG file', async () => {
    const user = userEvent.setup();
    renderBuilder();
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:qr';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Build link' }));
    await user.click(await screen.findByRole('button', { name: 'Download SVG' }));
    expect(clicked).toEqual(['tracking-link-DEMO.svg']);
    expect(saved[0]!.type).toBe('image/svg+xml');
    const svg = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(svg).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    );
    expect(svg).toContain('<path');
    expect(svg).not.toContain('aria-label');
    click.mockRestore();
  });

  it("puts the gateway's refusal of the target on the page field, and of a sub-ID on its field behind the disclosure, opened", async () => {
    const user = userEvent.setup();
    const refusals: StubReply[] = [
      {
        status: 422,
        data: {
          message: 'Sub-ID 4 must be at most 100 characters.',
          errors: { sub4: ['Sub-ID 4 must be at most 100 characters.'] },
        },
      },
      {
        status: 422,
        data: { message: LANDING_PAGE_NOT_ALLOWED, errors: { to: [LANDING_PAGE_NOT_ALLOWED] } },
      },
    ];
    const { posts } = renderBuilder(() => refusals.shift()!);
    const form = screen.getByRole('form', { name: 'Build a tracking link' });
    await waitFor(() =>
      expect(within(form).getByRole('option', { name: 'Casino games' })).toBeInTheDocument(),
    );

    const details = form.querySelector('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(within(form).getByRole('button', { name: 'Build link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Sub-ID 4')).toHaveAccessibleDescription(
        'Sub-ID 4 must be at most 100 characters.',
      ),
    );
    expect(details).toHaveAttribute('open');
    expect(within(form).getByLabelText('Sub-ID 4')).toHaveFocus();

    await user.selectOptions(within(form).getByLabelText('Landing page'), 'Casino games');
    await user.type(within(form).getByLabelText('Page under it (optional)'), '../admin');
    await user.click(within(form).getByRole('button', { name: 'Build link' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Page under it (optional)')).toHaveAccessibleDescription(
        LANDING_PAGE_NOT_ALLOWED,
      ),
    );
    expect(posts().at(-1)).toEqual({ code: 'DEMO', to: 'https://brand.example/casino/../admin' });
    expect(screen.queryByLabelText('Your link')).not.toBeInTheDocument();
  });

  it('still builds links to the default landing page when the allowed pages cannot be loaded', async () => {
    const user = userEvent.setup();
    const { posts } = renderBuilder(built, { status: 500, data: { message: 'Server error' } });
    const landing = screen.getByLabelText('Landing page');
    await waitFor(() =>
      expect(landing).toHaveAccessibleDescription(
        'The brand’s pages could not be loaded: links go to the default landing page.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Build link' }));
    expect(await screen.findByLabelText('Your link')).toHaveValue('https://gateway.test/r/DEMO');
    expect(posts()).toEqual([{ code: 'DEMO' }]);
  });
});
