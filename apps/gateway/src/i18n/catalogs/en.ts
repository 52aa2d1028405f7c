/**
 * The gateway's texts in English, the source every other language translates: ICU messages
 * (`{name}` variables, `{count, plural, one {…} other {…}}`) keyed by where they are used. Keep keys
 * grouped by their use; a key is never reused for a different text.
 */
export const en = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'When: {when}',
  // Security notices: two-factor changes, a changed email address, new payout details, a revoked API
  // token, a postback switched off (mailed whatever the preferences say, except the last two).
  'notice.security.ifNotYou': 'If this was not you, change your password at once and contact support.',
  'notice.totp.enabled.title': 'Two-factor authentication turned on',
  'notice.totp.enabled.body':
    'Signing in to your account now needs a code from your authenticator app. {ifNotYou}',
  'notice.totp.disabled.title': 'Two-factor authentication turned off',
  'notice.totp.disabled.body':
    'Signing in to your account no longer needs a code from your authenticator app. {ifNotYou}',
  'notice.totp.reset.title': 'Two-factor authentication reset',
  'notice.totp.reset.body':
    'The authenticator app and the recovery codes were removed from your account; set up two-factor authentication again to protect your sign-ins. {ifNotYou}',
  'notice.totp.recoveryCodesReplaced.title': 'New recovery codes',
  'notice.totp.recoveryCodesReplaced.body':
    'New two-factor recovery codes were created for your account; the previous ones no longer work. {ifNotYou}',
  'notice.totp.recoveryCodeUsed.title': 'A recovery code was used',
  'notice.totp.recoveryCodeUsed.body':
    'A recovery code was used to sign in to your account; {count} of them are left. {ifNotYou}',
  'notice.emailChanged.title': 'Email address changed',
  'notice.emailChanged.body':
    'The email address of your account was changed to {email}. If this was not you, contact support at once.',
  'notice.payoutDetails.title': 'New payout details for {option}',
  'notice.payoutDetails.body':
    'Your {option} payout details were changed to {destination}. Withdrawals to them wait for our review for 24 hours. {ifNotYou}',
  'notice.apiToken.revoked.title': 'An API token of yours was revoked',
  'notice.apiToken.revoked.body':
    'Our affiliate team revoked your API token "{name}" ({prefix}…). Reason: {reason}\n\nTools that use it are refused from now on. If you still need one, create a new token in Integrations.',
  'notice.postback.switchedOff.title': 'A postback was switched off',
  'notice.postback.switchedOff.body':
    'Your {event} postback failed {count} times in a row, so it was switched off. Check the address of your tracker and its answers in the delivery log (Integrations), then switch it on again.',
  'postback.event.registration': 'registration',
  'postback.event.first_deposit': 'first deposit',
  'postback.event.qualified_cpa': 'qualified CPA',
  'postback.event.commission_credited': 'commission credited',

  // Emailed one-time codes (codes/service.ts): the code goes in the text, never in the subject.
  'mail.code.subject': 'Your Goldline Partners verification code',
  'mail.code.use': 'Use this code to {purpose}: {code}',
  'mail.code.purpose.withdrawal': 'confirm your withdrawal request',
  'mail.code.purpose.payment-details': 'confirm the change of your payout details',
  'mail.code.purpose.totp-disable': 'turn off two-factor authentication',
  'mail.code.purpose.password-reset': 'reset your password',
  'mail.code.purpose.email-change': 'confirm this new email address for your account',
  'mail.code.passwordResetEffects':
    'Resetting your password signs you out everywhere and revokes your personal API tokens: tools that use them stop working until you create new tokens in Integrations.',
  'mail.code.validity':
    'It is valid for 10 minutes and can be used once. If you did not ask for it, ignore this email and consider changing your password.',

  // Withdrawals, each step (withdrawals/notices.ts).
  'notice.withdrawal.requested.title': 'Withdrawal requested',
  'notice.withdrawal.requested.body': 'Your withdrawal #{id} of {amount} by {option} is pending.',
  'notice.withdrawal.reviewHold': 'New payout details: this withdrawal waits for our review until {until}.',
  'notice.withdrawal.approved.title': 'Withdrawal approved',
  'notice.withdrawal.approved.body':
    'Your withdrawal #{id} of {amount} by {option} was approved and will be paid soon.',
  'notice.withdrawal.paid.title': 'Withdrawal paid',
  'notice.withdrawal.paid.body':
    'Your withdrawal #{id} of {amount} by {option} was paid: {sent} sent. Payout reference: {reference}.',
  'notice.withdrawal.rejected.title': 'Withdrawal rejected',
  'notice.withdrawal.rejected.body':
    'Your withdrawal #{id} of {amount} by {option} was rejected: {reason} {released}',
  'notice.withdrawal.cancelled.title': 'Withdrawal cancelled',
  'notice.withdrawal.cancelledByYou.body':
    'You cancelled your withdrawal #{id} of {amount} by {option}. {released}',
  'notice.withdrawal.cancelledByUs.body':
    'Your withdrawal #{id} of {amount} by {option} was cancelled by us: {reason} {released}',
  'notice.withdrawal.released': 'The amount is back in your available balance.',

  // Earnings: the month's commission, an operator's adjustment or fee, a deal change.
  'notice.commission.title': 'Commission for {month}',
  'notice.commission.zero': 'Your commission for {month} is {amount}.',
  'notice.commission.credited':
    'Your commission for {month} is {amount}. It has been added to your available balance.',
  'notice.commission.carried': 'A negative NGR of {amount} is carried into the next period.',
  'notice.commission.howWorkedOut': 'The statement of account shows how it was worked out.',
  'notice.adjustment.fee.title': 'A fee was charged',
  'notice.adjustment.credited.title': 'Your balance was credited',
  'notice.adjustment.debited.title': 'Your balance was debited',
  'notice.adjustment.credited.body': 'Credited {amount}: {reason} Your available balance is now {available}.',
  'notice.adjustment.debited.body': 'Debited {amount}: {reason} Your available balance is now {available}.',
  'notice.deal.title': 'Your deal from {from}',
  'notice.deal.brand.title': 'Your deal for {brand} from {from}',
  'notice.deal.body':
    'From {from} you are paid under "{deal}" (version {version}). {summary} The Commission screen shows what your running month pays under it.',
  'notice.deal.brand.body':
    'From {from} your players of {brand} are paid under "{deal}" (version {version}). {summary} The Commission screen shows what your running month pays under it.',
  'notice.deal.brandEnded.body':
    'From {from} your players of {brand} are paid under your deal for all brands again. The Commission screen shows what your running month pays.',

  // Identity verification (KYC) results.
  'notice.kyc.verified.title': 'Identity verified',
  'notice.kyc.verified.body': 'Your identity has been verified. Thank you!',
  'notice.kyc.manualReview.title': 'Identity verification: manual review',
  'notice.kyc.manualReview.body':
    'The verification provider could not check your ID automatically. Our team will review it and let you know.',
  'notice.kyc.failed.title': 'Identity verification failed',
  'notice.kyc.failed.body': '{reason} You can start a new verification from the Identity verification page.',
  'notice.kyc.failed.DENIED_FRAUD': 'The ID could not be accepted.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_TYPE': 'This type of ID is not supported.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_COUNTRY': 'IDs of this country are not supported.',
  'notice.kyc.failed.ERROR_NOT_READABLE_ID':
    'The ID could not be read: please use a sharp, well-lit, uncropped picture.',
  'notice.kyc.failed.NO_ID_UPLOADED': 'No ID was uploaded.',
  'notice.kyc.approvedAfterReview.body':
    'Our team has reviewed your ID and verified your identity. Thank you!',
  'notice.kyc.refused.title': 'Identity verification refused',
  'notice.kyc.refused.body':
    'Our team has reviewed your ID and could not verify your identity: {reason} You can start a new verification from the Identity verification page.',

  // Contact us: the acknowledgement, and support's answer (its text goes as the operator wrote it).
  'mail.contact.received.subject': 'We received your message (ticket #{id})',
  'mail.contact.received.body':
    'Hello {username},\n\nthank you for contacting {brand}. We received your message "{subject}" ({category}) and will get back to you soon at this address.\n\nYour ticket number is #{id}.',
  'notice.contact.answer.title': 'Answer to your message "{subject}"',
  'mail.contact.answer.subject': 'Re: {subject} (ticket #{id})',
  'mail.contact.answer.hello': 'Hello {username},',
  'mail.contact.answer.signature': '— {brand} support',
  'mail.contact.answer.yourMessage': 'Your message ({category}, {day}):',
  'contact.category.general': 'General question',
  'contact.category.payments': 'Payments and withdrawals',
  'contact.category.technical': 'Technical problem',
  'contact.category.marketing': 'Marketing tools and tracking',
  'contact.category.account': 'My account',
} satisfies Record<string, string>;

export type GatewayText = keyof typeof en;
