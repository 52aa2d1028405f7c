import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { allChanges } from '@/testing/change-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { memberFixture, pageMeta, startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ChangesScreen } from '../changes-screen';

function renderChanges(entries = allChanges) {
  stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === '/api/v1/affiliate/7/changes')
      return { status: 200, data: { data: entries, meta: pageMeta(1, 10, entries.length) } };
    return { status: 404, data: { message: 'Not found' } };
  });
  renderRoutes([page('/changes', <ChangesScreen />)], '/changes');
}

async function headings(name: string) {
  const list = await screen.findByRole('list', { name });
  await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'));
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('the Changes screen in other languages', () => {
  beforeEach(() => startSignedInSession());

  // German writes the euro after the amount, a no-break space between them.
  it('reads in German: what happened, money and dates the German way, by what, the filter', async () => {
    await showInLanguage('de');
    renderChanges();
    expect(await screen.findByRole('heading', { level: 1, name: 'Änderungen' })).toBeInTheDocument();
    expect(await headings('Änderungen, neueste zuerst')).toEqual([
      'Spieler 123456 wurde einem anderen Affiliate zugeordnet',
      'Spieler 777001 wurde Ihnen zugeordnet',
      'Spieler 123456 wurde entfernt',
      'Spieler 123457 wurde als Duplikat von Spieler 123456 markiert',
      'Die Aktivität vom 28.11.2026 wurde korrigiert: NGR -120,00\u00a0€',
      'CPA von Spieler 123456 storniert: -50,00\u00a0€',
      'Ihr Vergütungsmodell hat sich geändert: Standard (Version 1) → Standard (Version 2)',
    ]);
    expect(screen.getByText('Einzahlungen 500,00 € → 300,00 €')).toBeInTheDocument();
    expect(screen.getAllByText('Durch das Programmteam').length).toBeGreaterThan(0);
    expect(screen.getByText('Durch einen geplanten Import')).toBeInTheDocument();
    expect(screen.getAllByText('Grund:').length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^04\.12\.2026, 14:05 UTC$/).length).toBe(7);
    const kinds = within(screen.getByLabelText('Art der Änderung')).getAllByRole('option');
    expect(kinds.map((option) => option.textContent)).toContain('Stornierte CPAs');
  });

  it('reads in Brazilian Portuguese, the empty state too', async () => {
    await showInLanguage('pt-BR');
    renderChanges([]);
    expect(await screen.findByText('Nenhuma alteração até agora')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Indicações' })).toBeInTheDocument();
  });
});
