import { describe, expect, it } from 'vitest';
import {
  changeTransactionFilters,
  defaultTransactionFilters,
  isDefaultTransactionFilters,
  isFiltered,
  parseTransactionFilters,
  transactionFilterQuery,
  transactionFiltersToSearch,
} from '../transaction-filters';

describe('transaction filters in the URL', () => {
  it("defaults to the contract's: page 1, 10 a page, nothing filtered; the default view is the bare path", () => {
    expect(parseTransactionFilters('')).toEqual({ page: 1, per_page: 10 });
    expect(transactionFiltersToSearch({ ...defaultTransactionFilters }).toString()).toBe('');
    expect(isDefaultTransactionFilters(parseTransactionFilters(''))).toBe(true);
  });

  it('writes every filter under the gateway’s names and reads back what it wrote', () => {
    const filters = {
      page: 3,
      per_page: 25,
      type: 'withdrawal' as const,
      status: 'rejected' as const,
      payment_option_type: 'USDTTRC20' as const,
      from: '2026-01-01',
      to: '2026-03-31',
    };
    const search = transactionFiltersToSearch(filters);
    expect(search.toString()).toBe(
      'page=3&per_page=25&type=withdrawal&status=rejected&payment_option_type=USDTTRC20&from=2026-01-01&to=2026-03-31',
    );
    expect(parseTransactionFilters(search)).toEqual(filters);
  });

  it('drops each invalid value of a shared link and keeps the valid ones', () => {
    expect(
      parseTransactionFilters(
        'type=refund&status=lost&payment_option_type=PAYPAL&from=last-week&page=0&per_page=7',
      ),
    ).toEqual(parseTransactionFilters(''));
    expect(parseTransactionFilters('type=fee&status=credited&per_page=50')).toEqual({
      page: 1,
      per_page: 50,
      type: 'fee',
      status: 'credited',
    });
    // A page size the screen does not offer falls back to the default.
    expect(parseTransactionFilters('per_page=30').per_page).toBe(10);
  });

  it('refuses a range whose end is before its start, as the gateway would', () => {
    expect(parseTransactionFilters('from=2026-05-01&to=2026-04-01&type=commission')).toEqual({
      page: 1,
      per_page: 10,
      type: 'commission',
      from: '2026-05-01',
    });
  });

  it('goes back to page 1 on any change but the page', () => {
    const onPage4 = parseTransactionFilters('page=4&type=withdrawal');
    expect(changeTransactionFilters(onPage4, { status: 'paid' })).toEqual({
      page: 1,
      per_page: 10,
      type: 'withdrawal',
      status: 'paid',
    });
    expect(changeTransactionFilters(onPage4, { page: 5 }).page).toBe(5);
    expect(changeTransactionFilters(onPage4, { type: undefined })).toEqual({
      page: 1,
      per_page: 10,
      type: undefined,
    });
  });

  it('keeps the end just chosen when the range would cross', () => {
    const range = parseTransactionFilters('from=2026-03-01&to=2026-03-31');
    expect(changeTransactionFilters(range, { from: '2026-04-10' })).toMatchObject({
      from: '2026-04-10',
      to: undefined,
    });
    expect(changeTransactionFilters(range, { to: '2026-02-01' })).toMatchObject({
      from: undefined,
      to: '2026-02-01',
    });
  });

  it('gives the export the filters without the paging', () => {
    const filters = parseTransactionFilters('page=2&per_page=25&type=withdrawal&from=2026-01-01');
    expect(transactionFilterQuery(filters)).toEqual({ type: 'withdrawal', from: '2026-01-01' });
    expect(isFiltered(filters)).toBe(true);
    expect(isFiltered(parseTransactionFilters('page=9&per_page=100'))).toBe(false);
  });
});
