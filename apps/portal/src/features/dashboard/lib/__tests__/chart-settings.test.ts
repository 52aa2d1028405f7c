import { describe, expect, it } from 'vitest';
import { applyCustomRange, chartSettingsToSearch, choosePreset, parseChartSettings } from '../chart-settings';

const today = new Date(2026, 10, 22, 15, 30);
const parse = (search: string) => parseChartSettings(search, today);

describe('dashboard chart settings in the URL', () => {
  it('opens with this month by day, every category, turnover and win/loss as a chart', () => {
    expect(parse('')).toEqual({
      preset: 'this-month',
      query: { from: '2026-11-01', to: '2026-11-22', granularity: 'day' },
      figures: ['turnover', 'winloss'],
      asTable: false,
    });
    expect(chartSettingsToSearch(parse('')).toString()).toBe('');
  });

  it('reads a shared view and writes it back the same, leaving defaults out', () => {
    const search = 'range=this-year&by=week&category=poker&figures=deposits%2Cngr&view=table';
    const settings = parse(search);
    expect(settings).toEqual({
      preset: 'this-year',
      query: { from: '2026-01-01', to: '2026-11-22', granularity: 'week', category: 'poker' },
      figures: ['deposits', 'ngr'],
      asTable: true,
    });
    expect(chartSettingsToSearch(settings).toString()).toBe(search);
    // The preset's own grouping is the default: not written.
    expect(chartSettingsToSearch(parse('range=this-year&by=month')).toString()).toBe('range=this-year');
  });

  it('reads a brand filter and writes it back; a brand beside a category keeps the brand (the gateway takes one)', () => {
    const settings = parse('brand=goldline-br');
    expect(settings.query).toEqual({
      from: '2026-11-01',
      to: '2026-11-22',
      granularity: 'day',
      brand: 'goldline-br',
    });
    expect(chartSettingsToSearch(settings).toString()).toBe('brand=goldline-br');
    expect(parse('brand=goldline-br&category=poker').query).not.toHaveProperty('category');
    expect(parse('brand=Not%20a%20brand').query).not.toHaveProperty('brand');
  });

  it('keeps a custom range with its dates, and falls back to this month when they are not a valid range', () => {
    expect(parse('range=custom&from=2026-03-10&to=2026-04-30').query).toEqual({
      from: '2026-03-10',
      to: '2026-04-30',
      granularity: 'week',
    });
    expect(chartSettingsToSearch(parse('range=custom&from=2026-03-10&to=2026-04-30')).toString()).toBe(
      'range=custom&from=2026-03-10&to=2026-04-30',
    );
    for (const bad of [
      'range=custom',
      'range=custom&from=2026-04-30&to=2026-03-10',
      'range=custom&from=2026-02-30&to=2026-03-10',
      'range=custom&from=2020-01-01&to=2026-01-01',
    ]) {
      expect(parse(bad).preset, bad).toBe('this-month');
      expect(parse(bad).query.from, bad).toBe('2026-11-01');
    }
  });

  it('ignores unknown values and keeps chosen figures of one unit, without repeats', () => {
    expect(parse('range=next-year&by=hour&category=bingo&view=grid')).toEqual(parse(''));
    expect(parse('figures=deposits,signups,bonuses,deposits').figures).toEqual(['deposits', 'bonuses']);
    expect(parse('figures=signups,turnover,registrations').figures).toEqual(['signups', 'registrations']);
    expect(parse('figures=nothing,,').figures).toEqual(['turnover', 'winloss']);
  });

  it('gives a chosen preset its grouping, and a custom choice keeps the range until one is applied', () => {
    const start = parse('category=sports');
    expect(choosePreset(start, 'last-3-months', today).query).toEqual({
      from: '2026-09-01',
      to: '2026-11-22',
      granularity: 'week',
      category: 'sports',
    });
    const custom = choosePreset(start, 'custom', today);
    expect(custom.preset).toBe('custom');
    expect(custom.query).toEqual(start.query);
    expect(applyCustomRange(custom, { from: '2025-01-01', to: '2025-12-31' }).query).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
      granularity: 'month',
      category: 'sports',
    });
  });
});
