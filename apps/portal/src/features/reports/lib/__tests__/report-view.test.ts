import { describe, expect, it } from 'vitest';
import { changeUrlFilters } from '@/lib/url-filters';
import { chartFigure, drillDown, nextSort, reportQueryOf, reportViewInUrl } from '../report-view';

const today = new Date(2026, 10, 28);

describe('the report view in the URL', () => {
  it('reads a link field by field: a bad value takes its default, custom dates need both ends in order', () => {
    const view = reportViewInUrl.parse(
      'group=sub9&range=custom&from=2026-11-05&to=2026-11-01&compare=previous&sub1=spring&limit=7',
    );
    expect(view).toMatchObject({
      group: 'day',
      range: 'this-month',
      from: undefined,
      to: undefined,
      compare: 'previous',
      sub1: 'spring',
      limit: 100,
    });
    expect(reportQueryOf(view, today)).toEqual({
      group: 'day',
      from: '2026-11-01',
      to: '2026-11-28',
      compare: 'previous',
      sub1: 'spring',
      limit: 100,
    });
    expect(reportViewInUrl.toSearch(view).toString()).toBe('compare=previous&sub1=spring');
    expect(reportViewInUrl.toSearch(reportViewInUrl.defaults).toString()).toBe('');
  });

  it('keeps an empty sub-ID filter (links without one) in the URL', () => {
    const view = reportViewInUrl.parse('sub2=');
    expect(view.sub2).toBe('');
    expect(reportViewInUrl.toSearch(view).toString()).toBe('sub2=');
  });

  it('drops the sort on a new grouping, and custom dates on a preset', () => {
    const current = reportViewInUrl.parse(
      'group=sub1&sort=ngr&order=asc&range=custom&from=2026-11-01&to=2026-11-05',
    );
    const next = changeUrlFilters(reportViewInUrl, current, { group: 'campaign' });
    expect(next).toMatchObject({
      group: 'campaign',
      sort: undefined,
      order: undefined,
      range: 'custom',
      from: '2026-11-01',
    });
    expect(changeUrlFilters(reportViewInUrl, current, { range: 'last-month' })).toMatchObject({
      range: 'last-month',
      from: undefined,
      to: undefined,
      sort: 'ngr',
    });
  });

  it('groups by product without any filter: choosing it drops them', () => {
    const current = reportViewInUrl.parse('group=day&brand=goldline-br&sub1=spring');
    expect(current).toMatchObject({ brand: 'goldline-br', sub1: 'spring' });
    const next = changeUrlFilters(reportViewInUrl, current, { group: 'product' });
    expect(next).toMatchObject({ group: 'product', brand: undefined, sub1: undefined });
    expect(reportQueryOf(next)).not.toHaveProperty('brand');
    // Products have no clicks: their rows come in key order and the bars show sign-ups.
    expect(chartFigure(next)).toBe('signups');
  });

  it('opens a brand by day filtered to it; a product opens nothing', () => {
    expect(drillDown('brand', 'goldline-br')).toEqual({ group: 'day', brand: 'goldline-br' });
    expect(drillDown('brand', '')).toBeNull();
    expect(drillDown('product', 'casino')).toBeNull();
  });

  it('opens a source by day with its value as a filter', () => {
    expect(drillDown('sub1', 'spring')).toEqual({ group: 'day', sub1: 'spring' });
    expect(drillDown('banner', '12')).toEqual({ group: 'day', banner: 12 });
    expect(drillDown('country', '')).toBeNull();
    expect(drillDown('week', '2026-11-02')).toBeNull();
  });

  it('sorts a new column most first and flips the same one; the bars follow the sorted figure', () => {
    expect(nextSort({ group: 'sub1' }, 'clicks')).toEqual({ sort: 'clicks', order: 'asc' });
    expect(nextSort({ group: 'sub1' }, 'ngr')).toEqual({ sort: 'ngr', order: 'desc' });
    expect(nextSort({ group: 'day' }, 'key')).toEqual({ sort: 'key', order: 'desc' });
    expect(chartFigure(reportViewInUrl.parse('group=sub1&sort=deposits&figure=ngr'))).toBe('deposits');
    expect(chartFigure(reportViewInUrl.parse('group=day&sort=deposits&figure=ngr'))).toBe('ngr');
  });
});
