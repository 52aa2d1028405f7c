import { describe, expect, it } from 'vitest';
import { api } from '@affiliate/contract';
import type { AuditActor } from '@affiliate/contract';
import { changeUrlFilters, urlFiltersQuery } from '@/lib/url-filters';
import { actionLabel, actionLabels, actorLabel, entryActionLabel, outcomeLabel } from '../action-labels';
import { auditFiltersInUrl, isFiltered, shownPage } from '../audit-filters';

const cursor = '2026-11-27T17:01:05.123456Z~42';

describe("the Audit screen's filters in the URL", () => {
  it('reads every filter, the cursor and the page, and asks the gateway without the page number', () => {
    const filters = auditFiltersInUrl.parse(
      `operator=3&action=operator.payWithdrawal&affiliate=demo&from=2026-11-01&to=2026-11-27&before=${encodeURIComponent(cursor)}&page=4&per_page=50`,
    );
    expect(filters).toEqual({
      operator: 3,
      action: 'operator.payWithdrawal',
      affiliate: 'demo',
      from: '2026-11-01',
      to: '2026-11-27',
      before: cursor,
      page: 4,
      per_page: 50,
    });
    expect(urlFiltersQuery(auditFiltersInUrl, filters)).toEqual({
      operator: 3,
      action: 'operator.payWithdrawal',
      affiliate: 'demo',
      from: '2026-11-01',
      to: '2026-11-27',
      before: cursor,
      per_page: 50,
    });
    expect(isFiltered(filters)).toBe(true);
    expect(shownPage(filters)).toBe(4);
  });

  it('drops what is invalid and keeps the rest; the default view is the bare path', () => {
    const filters = auditFiltersInUrl.parse(
      "operator=abc&action=drop%20table&affiliate=demo&before=1'%20OR%201=1&per_page=7&from=2026-02-02&to=2026-02-01",
    );
    expect(filters.operator).toBeUndefined();
    expect(filters.action).toBeUndefined();
    expect(filters.before).toBeUndefined();
    expect(filters.per_page).toBe(25);
    expect(filters.affiliate).toBe('demo');
    expect(filters.from !== undefined && filters.to !== undefined).toBe(false);
    expect(auditFiltersInUrl.toSearch(auditFiltersInUrl.defaults).toString()).toBe('');
    expect(isFiltered(auditFiltersInUrl.defaults)).toBe(false);
  });

  it('starts again from the newest rows when a filter changes, and keeps the cursor when the page does', () => {
    const paged = auditFiltersInUrl.parse(`action=login.failed&before=${encodeURIComponent(cursor)}&page=3`);
    const filtered = changeUrlFilters(auditFiltersInUrl, paged, { operator: 2 });
    expect(filtered).toMatchObject({
      operator: 2,
      action: 'login.failed',
      before: undefined,
      after: undefined,
      page: 1,
    });
    const older = changeUrlFilters(auditFiltersInUrl, paged, { before: 'x', after: undefined, page: 4 });
    expect(older).toMatchObject({ before: 'x', page: 4 });
    // A page number without a cursor is the first page.
    expect(shownPage(auditFiltersInUrl.parse('page=5'))).toBe(1);
  });

  it('keeps the end of a range just chosen when the ends cross', () => {
    const range = auditFiltersInUrl.parse('from=2026-11-10&to=2026-11-20');
    expect(changeUrlFilters(auditFiltersInUrl, range, { from: '2026-11-25' })).toMatchObject({
      from: '2026-11-25',
      to: undefined,
    });
    expect(changeUrlFilters(auditFiltersInUrl, range, { to: '2026-11-01' })).toMatchObject({
      from: undefined,
      to: '2026-11-01',
    });
  });
});

describe('actions, who and outcome in words', () => {
  it('has a label for every change an operator can make (every operator endpoint that is not a read)', () => {
    const changes = Object.values(api).flatMap((group) =>
      Object.entries(group).flatMap(([name, endpoint]) =>
        endpoint.access === 'operator' && endpoint.method !== 'GET' ? [`operator.${name}`] : [],
      ),
    );
    expect(changes.length).toBeGreaterThan(15);
    expect(changes.filter((action) => !(action in actionLabels))).toEqual([]);
  });

  it('reads an action in words, and an unknown one by its name', () => {
    expect(actionLabel('operator.payWithdrawal')).toBe('Paid a withdrawal');
    expect(actionLabel('operator.inviteOperator')).toBe('Invited an operator');
    expect(actionLabel('something.new')).toBe('something.new');
  });

  it('names the brand of a deal assigned for one brand, and only there', () => {
    const forBrand = { 'params.memberId': '7', brand: 'goldline-br', method: 'PUT' };
    expect(entryActionLabel({ action: 'operator.assignDeal', detail: forBrand })).toBe(
      'Put an affiliate on a deal for brand goldline-br',
    );
    expect(entryActionLabel({ action: 'affiliate.deal_assigned', detail: { brand: 'goldline-br' } })).toBe(
      'Put an affiliate on a deal for brand goldline-br',
    );
    expect(entryActionLabel({ action: 'operator.assignDeal', detail: { method: 'PUT' } })).toBe(
      'Put an affiliate on a deal',
    );
    expect(entryActionLabel({ action: 'operator.editBrand', detail: { brand: 'goldline-br' } })).toBe(
      'Changed a brand',
    );
  });

  it('names who acted: the operator, a machine by fingerprint, the affiliate, or nobody known', () => {
    const who = (kind: AuditActor['kind'], name: string | null): AuditActor => ({
      kind,
      operatorId: null,
      name,
    });
    expect(actorLabel(who('operator', 'ada@goldline.example'))).toBe('ada@goldline.example');
    expect(actorLabel(who('machine', '1a2b3c4d'))).toBe('machine 1a2b3c4d');
    expect(actorLabel(who('affiliate', 'demo'))).toBe('demo');
    expect(actorLabel(who('unknown', null))).toBe('Unknown');
    expect(outcomeLabel({ outcome: 'done', status: 200 })).toBe('Done');
    expect(outcomeLabel({ outcome: 'refused', status: 403 })).toBe('Refused (403)');
    expect(outcomeLabel({ outcome: 'refused', status: null })).toBe('Refused');
  });
});
