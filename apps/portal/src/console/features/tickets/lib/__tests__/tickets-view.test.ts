import { describe, expect, it } from 'vitest';
import { answerError, answerState, readTicketsView, ticketsSearch } from '../tickets-view';

describe("the Tickets screen's URL", () => {
  it('reads the status and the open ticket, and falls back to the open list for anything else', () => {
    expect(readTicketsView(new URLSearchParams('status=closed&ticket=12'))).toEqual({
      status: 'closed',
      ticket: 12,
    });
    expect(readTicketsView(new URLSearchParams(''))).toEqual({ status: 'open', ticket: null });
    expect(readTicketsView(new URLSearchParams('status=answered&ticket=abc'))).toEqual({
      status: 'open',
      ticket: null,
    });
    expect(readTicketsView(new URLSearchParams('ticket=99999999999'))).toEqual({
      status: 'open',
      ticket: null,
    });
  });

  it('writes a view back with the default status left out', () => {
    expect(ticketsSearch({ status: 'open', ticket: null })).toBe('');
    expect(ticketsSearch({ status: 'open', ticket: 7 })).toBe('?ticket=7');
    expect(ticketsSearch({ status: 'all', ticket: 7 })).toBe('?status=all&ticket=7');
    expect(readTicketsView(new URLSearchParams(ticketsSearch({ status: 'closed', ticket: 3 })))).toEqual({
      status: 'closed',
      ticket: 3,
    });
  });
});

describe('a ticket and its answer', () => {
  it('says whether support answered it', () => {
    expect(answerState({ status: 'open', answered_at: null })).toBe('Not answered yet');
    expect(answerState({ status: 'open', answered_at: '2026-11-27T10:00:00.000Z' })).toBe('Answered');
    expect(answerState({ status: 'closed', answered_at: '2026-11-27T10:00:00.000Z' })).toBe('Answered');
    expect(answerState({ status: 'closed', answered_at: null })).toBe('Closed without an answer');
  });

  it('needs some text, within the 5,000 characters the gateway takes', () => {
    expect(answerError('  \n ')).toBe('Write an answer.');
    expect(answerError(`  ${'x'.repeat(5000)}  `)).toBeUndefined();
    expect(answerError('x'.repeat(5001))).toBe('Keep the answer under 5000 characters.');
  });
});
