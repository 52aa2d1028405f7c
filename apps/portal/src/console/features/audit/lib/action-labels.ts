import type { AuditActor, AuditEntry } from '@affiliate/contract/endpoints/operator-audit';

/**
 * What each action of the trail means, in words. Operators' changes are `operator.<endpoint name>`
 * (one per changing operator endpoint of the contract; a test keeps this list complete); the rest are
 * the names the gateway writes for sign-ins, refusals and the affiliates' own security events. A name
 * not listed here is shown as it is.
 */
export const actionLabels: Readonly<Record<string, string>> = {
  'operator.putSetting': 'Changed a setting',
  'operator.broadcast': 'Sent a notification to affiliates',
  'operator.createAffiliate': 'Created an affiliate',
  'operator.demoSeed': 'Loaded the demo data',
  'operator.upsertPlayers': 'Imported players',
  'operator.ingestActivity': 'Imported player activity',
  'operator.addCatalogueBanner': 'Added a banner',
  'operator.retireCatalogueBanner': 'Retired a banner',
  'operator.addLandingPage': 'Allowed a landing page',
  'operator.removeLandingPage': 'Removed a landing page',
  'operator.setText': 'Changed an affiliate-facing text',
  'operator.resetText': "Reset an affiliate-facing text to the catalog's",
  'operator.addBrand': 'Added a brand',
  'operator.editBrand': 'Changed a brand',
  'operator.createFeedSource': 'Added a feed source (scheduled pull)',
  'operator.updateFeedSource': 'Changed a feed source',
  'operator.deleteFeedSource': 'Deleted a feed source',
  'operator.pullFeedSourceNow': 'Pulled a feed source now',
  'operator.setFeedExpectedEvery': 'Set how often a brand’s feed is expected',
  'operator.movePlayer': 'Moved a player to another affiliate',
  'operator.deletePlayer': 'Removed a player',
  'operator.markPlayerDuplicate': 'Marked a player as a duplicate',
  'operator.publishTerms': 'Published a version of the program’s terms',
  'operator.approveApplication': 'Approved an application to join',
  'operator.rejectApplication': 'Rejected an application to join',
  'operator.askApplicant': 'Asked an applicant a question',
  'operator.saveDeal': 'Saved a deal',
  'operator.setDefaultDeal': 'Made a deal the default',
  'operator.assignDeal': 'Put an affiliate on a deal',
  'operator.reverseCpa': 'Reversed a player’s CPA',
  'operator.answerTicket': 'Answered a ticket',
  'operator.closeTicket': 'Closed a ticket',
  'operator.reopenTicket': 'Reopened a ticket',
  'operator.approveWithdrawal': 'Approved a withdrawal',
  'operator.rejectWithdrawal': 'Rejected a withdrawal',
  'operator.payWithdrawal': 'Paid a withdrawal',
  'operator.operatorCancelWithdrawal': 'Cancelled a withdrawal',
  'operator.postAdjustment': 'Posted an adjustment',
  'operator.setRate': 'Set a rate',
  'operator.putFxRates': 'Set exchange rates',
  'operator.updatePaymentOption': 'Changed a payment option',
  'operator.setCommissionPlan': 'Set a commission plan',
  'operator.closePeriod': 'Closed a commission period',
  'operator.approveKyc': 'Approved an identity review',
  'operator.refuseKyc': 'Refused an identity review',
  'operator.inviteOperator': 'Invited an operator',
  'operator.cancelInvitation': 'Cancelled an invitation',
  'operator.updateOperator': 'Changed an operator',
  'operator.resetOperatorSignIn': "Reset an operator's sign-in",
  'operator.endOperatorSession': 'Ended a console session',
  'operator.suspendAffiliate': 'Suspended an affiliate',
  'operator.reactivateAffiliate': 'Reactivated an affiliate',
  'operator.revokeAffiliateApiToken': "Revoked an affiliate's API token",
  'operator.setSubAffiliateParent': 'Moved or detached a sub-affiliate',
  'operator-sign-in.succeeded': 'Signed in to the console',
  'operator-sign-in.failed': 'Failed to sign in to the console',
  'operator-sign-in.refused': 'Was refused sign-in to the console',
  'operator-refresh.succeeded': 'Renewed a console session',
  'operator-refresh.refused': 'Was refused a console session renewal',
  'operator-refresh.reuse-detected': 'Reused an old console session token',
  'operator-sign-out': 'Signed out of the console',
  'operator-invitation.accepted': 'Accepted an invitation',
  'operator-sign-in-reset.completed': 'Set up their sign-in again',
  'operator-invitation.refused': 'Was refused an invitation',
  'operator-invitation.voided': "Voided a former admin's invitations",
  'access.denied': 'Was refused access',
  'xsrf.denied': 'Was refused a request without its XSRF token',
  'rate-limit.account': 'Hit the sign-in limit',
  'login.succeeded': 'Signed in',
  'login.failed': 'Failed to sign in',
  'login.refused': 'Was refused sign-in',
  'login.second-factor-required': 'Was asked for the second factor',
  'login.second-factor-refused': 'Was refused the second factor',
  'refresh.succeeded': 'Renewed a session',
  'refresh.refused': 'Was refused a session renewal',
  'refresh.reuse-detected': 'Reused an old session token',
  logout: 'Signed out',
  'password.changed': 'Changed the password',
  'password.change-refused': 'Was refused a password change',
  'password-reset.code-sent': 'Asked for a password reset',
  'password-reset.unknown-email': 'Asked for a password reset of an unknown address',
  'password-reset.refused': 'Was refused a password reset',
  'password-reset.completed': 'Reset the password',
  'session.expired': 'Sessions expired',
  'session.revoked': 'Ended a session',
  'session.others-revoked': 'Ended the other sessions',
  'session.group-revoked': 'Ended a group of sessions',
  'email-change.code-sent': 'Asked to change the email address',
  'email-change.refused': 'Was refused an email change',
  'email-change.confirmed': 'Changed the email address',
  'code.requested': 'Asked for a code',
  'totp.setup': 'Began two-factor setup',
  'totp.confirm': 'Confirmed two-factor setup',
  'totp.enable': 'Turned two-factor on',
  'totp.disable': 'Turned two-factor off',
  'totp.reset': 'Reset two-factor',
  'totp.recovery-codes': 'Made new recovery codes',
  'totp.refused': 'Was refused a two-factor change',
  'postback.created': 'Added a postback',
  'postback.changed': 'Changed a postback',
  'postback.removed': 'Removed a postback',
  'postback.secret-rotated': 'Rotated the postback secret',
  'api-token.created': 'Created an API token',
  'api-token.revoked': 'Revoked an API token',
  'payout-details.changed': 'Changed the payout details',
  'payout-details.refused': 'Was refused a payout details change',
  'withdrawal.requested': 'Requested a withdrawal',
  'withdrawal.refused': 'Was refused a withdrawal',
  'withdrawal.hold_overridden': 'Paid before the payout hold ended',
  'kyc.restart': 'Restarted identity verification',
  'kyc.callback.denied': 'Refused an identity provider callback',
  'affiliate.deal_assigned': 'Put an affiliate on a deal',
};

/**
 * The actions that put an affiliate on a deal: the operator's call, and the row issue 36 has the gateway
 * write for an assignment with its brand.
 */
const dealAssignments = new Set(['operator.assignDeal', 'affiliate.deal_assigned']);

/** The action in words, or its name when none is known. */
export function actionLabel(action: string): string {
  return actionLabels[action] ?? action;
}

/**
 * A row's action in words: a deal assigned for one brand (or a brand's own deal ended) names the brand,
 * by the code its details carry: `Put an affiliate on a deal for brand goldline-br`.
 */
export function entryActionLabel(entry: Pick<AuditEntry, 'action' | 'detail'>): string {
  const label = actionLabel(entry.action);
  const brand = entry.detail.brand;
  return dealAssignments.has(entry.action) && typeof brand === 'string' && brand !== ''
    ? `${label} for brand ${brand}`
    : label;
}

/** Who acted, as the table shows them. */
export function actorLabel(who: AuditActor): string {
  if (who.kind === 'machine') return `machine ${who.name ?? ''}`.trim();
  if (who.kind === 'unknown' || who.name === null) return 'Unknown';
  return who.name;
}

export function outcomeLabel(entry: Pick<AuditEntry, 'outcome' | 'status'>): string {
  const word = entry.outcome === 'done' ? 'Done' : 'Refused';
  return entry.status !== null && entry.status >= 400 ? `${word} (${entry.status})` : word;
}
