import { describe, expect, it } from 'vitest';
import { contactFailure, contactOutcome } from '../contact-outcome';

const sent = 'Your message has been sent successfully! We will get back to you soon.';
const checkForm = 'Please check your form data and try again.';
const serverError = 'Server error. Please try again later or contact support.';
const defaultError = 'An error occurred while sending your message. Please try again later.';

describe('contactOutcome', () => {
  it('201: sent', () => {
    expect(contactOutcome(201)).toEqual({ sent: true, message: sent });
  });

  it('400: check the form, whatever the server said', () => {
    expect(contactOutcome(400, 'Body is not valid JSON.')).toEqual({ sent: false, message: checkForm });
  });

  it("422: the server's message when it has one, else check the form", () => {
    expect(contactOutcome(422, 'Subject must be at least 3 characters.')).toEqual({
      sent: false,
      message: 'Subject must be at least 3 characters.',
    });
    expect(contactOutcome(422)).toEqual({ sent: false, message: checkForm });
    expect(contactOutcome(422, '  ')).toEqual({ sent: false, message: checkForm });
  });

  it('500 and 503: server error', () => {
    expect(contactOutcome(500, 'boom')).toEqual({ sent: false, message: serverError });
    expect(contactOutcome(503)).toEqual({ sent: false, message: serverError });
  });

  it('429, 403 and no response at all: the default error', () => {
    expect(contactOutcome(429, 'Too many attempts. Please try again in 60 seconds.')).toEqual({
      sent: false,
      message: defaultError,
    });
    expect(contactOutcome(403)).toEqual({ sent: false, message: defaultError });
    expect(contactOutcome(null)).toEqual({ sent: false, message: defaultError });
  });
});

describe('contactFailure', () => {
  it('reads the status and message of a rejected response', () => {
    expect(
      contactFailure({ status: 422, headers: {}, data: { message: 'Category is not valid.', errors: {} } }),
    ).toEqual({ sent: false, message: 'Category is not valid.' });
    expect(contactFailure({ status: 502, headers: {}, data: '<html>Bad gateway</html>' })).toEqual({
      sent: false,
      message: serverError,
    });
  });

  it('a network failure is the default error', () => {
    expect(contactFailure(new TypeError('Failed to fetch'))).toEqual({ sent: false, message: defaultError });
  });
});
