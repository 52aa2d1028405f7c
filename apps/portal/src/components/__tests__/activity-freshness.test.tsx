import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ActivityFreshness as Freshness } from '@affiliate/contract/common/feed-freshness';
import { seriousAxeViolations } from '@/testing/axe';
import { showInLanguage } from '@/testing/in-language';
import { ActivityFreshness } from '../activity-freshness';

const NOW = new Date('2026-12-02T10:00:00Z');

const brand = (over: Partial<Freshness['activity_brands'][number]> = {}) => ({
  brand: 'goldline',
  name: 'Goldline',
  activity_through: '2026-12-01T23:59:59.000Z',
  activity_received_at: '2026-12-02T08:00:00.000Z',
  expected_every_minutes: null,
  activity_late: false,
  ...over,
});

const oneBrand: Freshness = {
  activity_through: '2026-12-01T23:59:59.000Z',
  activity_received_at: '2026-12-02T08:00:00.000Z',
  activity_late: false,
  activity_brands: [brand()],
};

const oneLate: Freshness = {
  activity_through: '2026-11-30T23:59:59.000Z',
  activity_received_at: '2026-12-01T02:00:00.000Z',
  activity_late: true,
  activity_brands: [
    brand(),
    brand({
      brand: 'second',
      name: 'Second Bet',
      activity_through: '2026-11-30T23:59:59.000Z',
      activity_received_at: '2026-12-01T02:00:00.000Z',
      expected_every_minutes: 60,
      activity_late: true,
    }),
  ],
};

describe('the activity freshness line', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('says up to when the activity runs, in UTC, and how long ago it came, in English', async () => {
    await showInLanguage('en');
    render(<ActivityFreshness freshness={oneBrand} />);
    expect(screen.getByText(/Activity up to/)).toHaveTextContent(
      'Activity up to 12/01/2026, 23:59 UTC — received 2 hours ago',
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('By brand')).not.toBeInTheDocument();
  });

  it('says it in German, with the day as German readers write it', async () => {
    await showInLanguage('de');
    render(<ActivityFreshness freshness={oneBrand} />);
    expect(screen.getByText(/Aktivität bis/)).toHaveTextContent(
      'Aktivität bis 01.12.2026, 23:59 UTC — erhalten vor 2 Stunden',
    );
  });

  it('warns in words when a brand is late, naming it and from when figures may be missing', async () => {
    await showInLanguage('en');
    render(<ActivityFreshness freshness={oneLate} />);
    expect(screen.getByText(/Activity up to/)).toHaveTextContent(
      'Activity up to 11/30/2026, 23:59 UTC — received yesterday',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'The data of Second Bet is late: the figures may be missing activity after 11/30/2026, 23:59 UTC.',
    );
    // Each brand's own line, the late one marked in words.
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Goldline: up to 12/01/2026, 23:59 UTC — received 2 hours ago',
      'Second Bet: up to 11/30/2026, 23:59 UTC — received yesterday (late)',
    ]);
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('warns in Portuguese too', async () => {
    await showInLanguage('pt-BR');
    render(<ActivityFreshness freshness={oneLate} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Os dados de Second Bet estão atrasados: os números podem não incluir a atividade após 30/11/2026, 23:59 UTC.',
    );
  });

  it('shows nothing while no brand in view has sent activity', async () => {
    await showInLanguage('en');
    const { container } = render(
      <ActivityFreshness
        freshness={{
          activity_through: null,
          activity_received_at: null,
          activity_late: false,
          activity_brands: [brand({ activity_through: null, activity_received_at: null })],
        }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
