/**
 * The product's user-visible strings (the error catalogue and the dialogs), word for word, as the
 * specification writes them. Both halves import them from here so a string is never retyped.
 */
export const messages = {
  passwordUpdated: 'Your password have been updated',
  withdrawalSubmitted: 'Your request has been submitted',
  bannerDeleted: 'Banner successfully deleted.',
  contactSent: 'Your message has been sent successfully! We will get back to you soon.',
  contactDefaultError: 'An error occurred while sending your message. Please try again later.',
  contactCheckForm: 'Please check your form data and try again.',
  contactServerError: 'Server error. Please try again later or contact support.',
  playersFetchFailed: 'Failed to fetch members',
  expiredToken: 'Expired Token!',
  noToken: 'No Token!',
  sessionExpiredTitle: 'Session Expired',
  sessionExpiredText: 'Your session has expired. Please relogin.',
  sessionExpiredAction: 'Login',
  pleaseStandBy: 'Please stand by',
} as const;

/** The generic required rule's default message: '{field} is not valid.' */
export function fieldNotValid(field: string): string {
  return `${field} is not valid.`;
}
