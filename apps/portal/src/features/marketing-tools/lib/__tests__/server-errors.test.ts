import { describe, expect, it } from 'vitest';
import { placeServerErrors } from '../server-errors';

const response = (status: number, data: unknown) => ({ status, headers: new Headers(), data });
const fields = ['campaign_name', 'website', 'referral_code', 'size'] as const;

describe('placing a failed save’s errors', () => {
  it('puts a 422’s website and referral_code errors on their fields, first message each, no dialog', () => {
    const reason = response(422, {
      message: 'Enter a website.',
      errors: { website: ['Enter a website.', 'Second'], referral_code: ['This code is not yours.'] },
    });
    expect(placeServerErrors(reason, fields)).toEqual({ fieldErrors: { website: 'Enter a website.', referral_code: 'This code is not yours.' }, message: null });
  });

  it('puts any other field of the form the server names on that field', () => {
    expect(placeServerErrors(response(422, { message: 'x', errors: { size: ['Pick another size.'] } }), fields)).toEqual({
      fieldErrors: { size: 'Pick another size.' },
      message: null,
    });
  });

  it('sends an error about something the form has no field for to the dialog', () => {
    expect(placeServerErrors(response(422, { message: 'Invalid.', errors: { body: ['Archive is full.'], website: ['Bad site.'] } }), fields)).toEqual({
      fieldErrors: { website: 'Bad site.' },
      message: 'Archive is full.',
    });
    expect(placeServerErrors(response(422, { message: 'You can keep at most 1000 banners.' }), fields)).toEqual({
      fieldErrors: {},
      message: 'You can keep at most 1000 banners.',
    });
  });

  it('sends any other failure to the dialog with the server message', () => {
    expect(placeServerErrors(response(409, { message: 'Conflict here.', errors: { website: ['ignored'] } }), fields)).toEqual({ fieldErrors: {}, message: 'Conflict here.' });
    expect(placeServerErrors(response(500, {}), fields).message).toBe('Request failed (HTTP 500).');
    expect(placeServerErrors(new TypeError('offline'), fields).message).toBe('offline');
  });
});
