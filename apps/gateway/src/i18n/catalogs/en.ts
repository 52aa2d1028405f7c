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
  'notice.terms.title': 'New program terms: version {version}',
  'notice.terms.body':
    'The program published version {version} of its terms, in force from {from}. The portal asks you to read and accept it the next time you sign in; Settings shows it and every version you accepted.',
  'notice.terms.upcoming.body':
    'The program published version {version} of its terms, in force from {from}; until then the version you accepted applies. You can read it now on Settings; from {from} the portal asks you to accept it when you sign in.',
  'notice.player.movedOut.title': 'Player {customer} moved to another affiliate',
  'notice.player.movedOut.body':
    'From {from} player {customer} counts for another affiliate: {reason} Months already closed are not changed. The Changes screen lists every change to your players.',
  'notice.player.deleted.title': 'Player {customer} was deleted',
  'notice.player.deleted.body':
    'The program team deleted player {customer}; from {from} it no longer counts for you: {reason} Months already closed are not changed.',
  'notice.player.duplicate.title': 'Player {customer} was marked as a duplicate',
  'notice.player.duplicate.body':
    'The program team marked player {customer} as a duplicate of another player; from {from} it no longer counts for you: {reason} Months already closed are not changed.',
  'notice.activity.restated.title': 'Activity of {day} was restated',
  'notice.activity.restated.body':
    'The brand sent new figures for {day}, a day of a closed month: NGR {before} before, {after} now ({difference}). The difference is settled at the next close. The Changes screen shows the figures.',
  'notice.cpa.reversed.title': 'The CPA of player {customer} was reversed',
  'notice.cpa.reversed.body': 'The program team reversed the CPA of player {customer}: {reason} {paid}',
  'notice.cpa.reversed.paid': 'The {amount} paid for it is taken back at the next close.',
  'notice.cpa.reversed.unpaid': 'It no longer counts in its month.',
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
  // Applications to join the program (issue 38): a manager's decision or question, mailed to the applicant
  // (the manager's reason or question goes between these texts as written).
  'mail.application.approved.subject': 'Welcome to {brand}: your application is approved',
  'mail.application.approved.body':
    'Hello {firstName},\n\nyour application to the {brand} affiliate program is approved: welcome! Sign in at {url} with your username {username} and the password you chose when you applied.\n\nThe {brand} team',
  'mail.application.rejected.subject': 'Your application to {brand}',
  'mail.application.rejected.body':
    'Hello {firstName},\n\nthank you for applying to the {brand} affiliate program. We have decided not to accept your application, for this reason:',
  'mail.application.rejected.signature': 'The {brand} team',
  'mail.application.question.subject': 'A question about your application to {brand}',
  'mail.application.question.body':
    'Hello {firstName},\n\nbefore we decide on your application to the {brand} affiliate program, our team has a question for you:',
  'mail.application.question.answer': 'Answer it here: {link}\n\nThe link works until you send your answer.',
  'mail.application.question.signature': 'The {brand} team',
  'contact.category.general': 'General question',
  'contact.category.payments': 'Payments and withdrawals',
  'contact.category.technical': 'Technical problem',
  'contact.category.marketing': 'Marketing tools and tracking',
  'contact.category.account': 'My account',
  // Applying to the program (applications/applicant-mails.ts): the one mail every accepted form sends,
  // and the one once the address is confirmed.
  'mail.application.subject': 'Your application to {brand}',
  'mail.application.confirm.subject': 'Confirm your email address for {brand}',
  'mail.application.confirm.body':
    'Hello {name},\n\nthank you for applying to join {brand}. To confirm your email address, open this link:\n\n{link}\n\nor enter this code on the application page: {code}\n\nThe link and the code work for 24 hours. If you did not apply, ignore this email: without the confirmation, nothing happens.',
  'mail.application.existingAccount.body':
    'Hello,\n\nsomeone, probably you, applied to join {brand} with this email address, but it already belongs to an affiliate account. Sign in with it here:\n\n{signIn}\n\nIf you forgot your password, reset it here:\n\n{reset}\n\nIf this was not you, ignore this email: nothing was changed.',
  'mail.application.alreadyApplied.body':
    'Hello {name},\n\nyou applied to join {brand} on {date}, and your application is with our team. We will write to you at this address as soon as it is decided: there is no need to apply again.',
  'mail.application.usernameTaken.subject': 'Your application to {brand}: choose another username',
  'mail.application.usernameTaken.body':
    'Hello {name},\n\nthank you for applying to join {brand}. The username "{username}" is already taken, so your application was not kept. Please apply again with another username:\n\n{link}\n\nIf you did not apply, ignore this email.',
  'mail.application.received.subject': 'We received your application to {brand}',
  'mail.application.received.body':
    'Hello {name},\n\nthank you for confirming your email address. Your application to join {brand} is now with our team, who usually review applications within {days, plural, one {# working day} other {# working days}}. We will write to you at this address when it is decided.',
  // The statement of account, PDF (statement-pdf.ts): letterhead, summary, commission, transactions, footer.
  'statement.title': 'Statement of account',
  'statement.programme': 'Affiliate programme',
  'statement.username': 'Username: {username}',
  'statement.affiliate_id': 'Affiliate ID: {id}',
  'statement.country': 'Country: {country}',
  'statement.period': 'Statement period: {period}',
  'statement.currency': 'Currency: {currency}',
  'statement.issued': 'Issued: {day} (UTC)',
  'statement.summary': 'Summary',
  'statement.account_summary': 'Account summary',
  'statement.amount': 'Amount',
  'statement.opening_balance': 'Opening balance',
  'statement.commission_credited': 'Commission credited',
  'statement.withdrawals_paid': 'Withdrawals paid',
  'statement.adjustments': 'Adjustments',
  'statement.fees': 'Fees',
  'statement.held_pending': 'Held for pending withdrawals ({held} at the end)',
  'statement.closing_balance': 'Closing balance',
  'statement.closing_balance_so_far': 'Closing balance so far',
  'statement.commission': 'Commission',
  'statement.no_commission': 'No commission was credited in this period.',
  'statement.commission_for': 'Commission for {month}',
  'statement.commission_for_credited': 'Commission for {month}, credited {day}',
  'statement.deal': 'Deal: {deal} (version {version})',
  'statement.turnover': 'Turnover',
  'statement.winloss': 'Win/loss',
  'statement.bonuses': 'Bonuses',
  'statement.admin_fee': 'Admin fee ({rate} of win/loss)',
  'statement.ngr': 'Net gaming revenue (NGR)',
  'statement.late_activity': 'Late activity for {month}: NGR ({reason})',
  'statement.late_activity_cpa': 'Late activity for {month}: NGR, {count} CPA ({reason})',
  'statement.carry_in': 'Carry-over in',
  'statement.carry_out': 'Carry-over out',
  'statement.revenue_share': 'Revenue share',
  'statement.revenue_share_at': 'Revenue share ({rate})',
  'statement.product_part': '{product} NGR {ngr} at {rate}',
  'statement.band_above': 'Band {from} and above: {amount} at {rate}',
  'statement.band_to': 'Band {from} to {to}: {amount} at {rate}',
  'statement.cpa': 'CPA ({count} × {amount})',
  'statement.cpa_over_cap': 'CPA ({count} × {amount}; {over} over the monthly cap, not paid)',
  'statement.brand_line': '{brand}: NGR {ngr}, revenue share {share}, CPA {count}',
  'statement.brand_own_deal': 'under its own deal {deal} (version {version}) at {rate}',
  'statement.brand_own_deal_carrying':
    'under its own deal {deal} (version {version}) at {rate}, carrying {amount} into the next month',
  'statement.of_no_brand_row': 'Of no brand: late activity, carry-over in',
  'statement.transactions': 'Transactions',
  'statement.date': 'Date',
  'statement.description': 'Description',
  'statement.reference': 'Reference',
  'statement.held': 'Held',
  'statement.balance': 'Balance',
  'statement.footer': '{brand} · Statement of account {month} · {username}',
  'statement.page': 'Page {page} of {count}',
  'statement.pdf_title': '{brand} statement of account {month}',
  'statement.pdf_subject': 'Statement of account for {username}, {month}',
  // The statement's kinds of line and its rates sentence (English: the contract's statementLineLabels and statementRatesLine).
  'statement.line.commission': 'Commission',
  'statement.line.withdrawal_hold': 'Withdrawal requested',
  'statement.line.withdrawal_paid': 'Withdrawal paid',
  'statement.line.withdrawal_released': 'Withdrawal returned',
  'statement.line.adjustment': 'Adjustment',
  'statement.line.fee': 'Fee',
  'statement.rates_used': 'Rates used: {rates}.',
  'statement.rates_later': 'Rates of {day} used for {span}.',
  // The statement of account, CSV (statement-csv.ts): its labels and column headers.
  'statement.csv.period': 'Period',
  'statement.csv.so_far': 'so far, on {day}',
  'statement.csv.affiliate': 'Affiliate',
  'statement.csv.currency': 'Currency',
  'statement.csv.exchange_rates': 'Exchange rates',
  'statement.csv.withdrawals': 'Withdrawals',
  'statement.csv.held': 'Held for pending withdrawals',
  'statement.csv.deal_version': '{deal} (version {version})',
  'statement.csv.band': 'band',
  'statement.csv.of_no_brand': 'Of no brand',
  'statement.column.commission_period': 'commission_period',
  'statement.column.turnover': 'turnover',
  'statement.column.winloss': 'winloss',
  'statement.column.bonuses': 'bonuses',
  'statement.column.admin_fee_rate': 'admin_fee_rate',
  'statement.column.admin_fee': 'admin_fee',
  'statement.column.ngr': 'ngr',
  'statement.column.late_ngr': 'late_ngr',
  'statement.column.carry_in': 'carry_in',
  'statement.column.revenue_share': 'revenue_share',
  'statement.column.revenue_share_amount': 'revenue_share_amount',
  'statement.column.cpa_count': 'cpa_count',
  'statement.column.cpa_amount': 'cpa_amount',
  'statement.column.cpa_total': 'cpa_total',
  'statement.column.carry_out': 'carry_out',
  'statement.column.amount': 'amount',
  'statement.column.credited_at': 'credited_at',
  'statement.column.deal': 'deal',
  'statement.column.cpa_over_cap_count': 'cpa_over_cap_count',
  'statement.column.revenue_share_part': 'revenue_share_part',
  'statement.column.from': 'from',
  'statement.column.to': 'to',
  'statement.column.rate': 'rate',
  'statement.column.paid': 'paid',
  'statement.column.brand': 'brand',
  'statement.column.brand_name': 'brand_name',
  'statement.column.brand_deal': 'brand_deal',
  'statement.column.brand_deal_rate': 'brand_deal_rate',
  'statement.column.brand_carry_out': 'brand_carry_out',
  'statement.column.date': 'date',
  'statement.column.type': 'type',
  'statement.column.description': 'description',
  'statement.column.reference': 'reference',
  'statement.column.available_change': 'available_change',
  'statement.column.balance_after': 'balance_after',
  'statement.column.available_after': 'available_after',
  // Sentences of figures and deals (issue 37), in the language an API request asks: what each figure
  // means (figures/definitions.ts, referrals/player-months.ts), a player's CPA status in words
  // (figures/cpa-words.ts), what a deal pays (deals/deal-words-in.ts; English is the contract's
  // deal-words.ts), why a payout option cannot be used and its detail field (payments/), and the
  // descriptions the transactions list writes (statements/history-presenter.ts).
  'figures.conversion':
    "Every amount is in {currency}. A brand that reports in another currency is converted day by day: each player's day at that day's reference rate set by the program (the latest earlier rate when the day has none of its own), rounded once to the cent, half away from zero; a figure is the sum of those converted days. Your statement lists the rates used.",
  'figures.yourCurrency': 'your currency',
  'figures.brandShares':
    "Your statement shows each brand's commission on its own line: the brand's CPA, and its NGR × the revenue share (negative for a brand that lost money); the admin fee and the revenue share are split by largest remainders so that the lines add up to the total to the cent. The revenue share of late activity and of a negative carried in belongs to no brand.",
  'figures.dealRule':
    "A month's commission is worked out under your deal, as its close will be (the Commission screen shows every input). The base is the month’s NGR plus late NGR of closed months plus a negative carried in. A flat deal pays the base at its rate; a tiered deal pays the whole base at the rate of the highest tier the base (or the month’s first depositors) reaches; a ladder pays each band of the base at its own rate; a product with a rate of its own has its NGR paid at that rate instead. Nothing is paid on a base of 0 or less; each amount is rounded half-up to the cent once. A negative base is carried into the next month whole, up to a cap, or not at all, as your deal says. CPA: a player qualifies on the first day, within the deal’s window counted from registration (day 1), on which every criterion holds (the first deposit, and deposits and turnover since registration, each at least the deal’s minimum); it is paid in the month the player qualifies, at the amount of the CPA tier the month’s qualified players reach, up to the monthly cap, whatever the NGR.",
  'figures.registrations':
    'Players who completed registration, counted on the UTC date of their registration.',
  'figures.firstDepositAmount': "Sum of those players' deposits on their first deposit day.",
  'figures.dashboard.clicks':
    'Visits through your tracking links, counted the moment they happen (UTC day of the click); crawlers and link previews are not counted. A click comes before a player picks a product, so the category filter does not narrow it.',
  'figures.dashboard.signups':
    'Players who signed up through your links, counted on the day they joined (date_joined).',
  'figures.dashboard.firstDepositors':
    'Players whose first deposit (their first day with deposits above zero) falls in the bucket.',
  'figures.dashboard.deposits': "Sum of your players' deposits.",
  'figures.dashboard.turnover': 'Sum of the stakes your players placed.',
  'figures.dashboard.winloss':
    "The house's win/loss on your players: stakes minus payouts, negative when players won.",
  'figures.dashboard.bonuses': 'Bonuses granted to your players.',
  'figures.dashboard.ngr':
    'Net gaming revenue: win/loss minus bonuses minus the admin fee of {fee} of win/loss (rounded to cents).',
  'figures.dashboard.estimatedCommission':
    "Per bucket: NGR × your deal's first rate of {rate} (rounded to cents; nothing when NGR is negative) plus {cpa} CPA for each first depositor whose first deposit was at least {minimum}, with the deal of the range's last month. For the current period from its first day, the total is what closing the period would credit now, under your whole deal: {late} An estimate until the period is closed. {dealRule} {brandShares}",
  'figures.dashboard.lateWithCarry':
    'late activity of closed periods and a negative NGR carried in from the last closed period count too.',
  'figures.dashboard.lateWithoutCarry':
    'late activity of closed periods counts too; your deal carries no negative NGR from one period to the next.',
  'figures.report.source':
    "A player's source is the click the brand fed back with the player (its code, sub-IDs, banner and campaign) and the player's country; a player without a click counts under the referral code with no sub-IDs, banner or campaign. A click counts under the country of the visitor's address (\"Not known\" when the address is not public or no country is known for it); the address itself is not kept.",
  'figures.report.brand':
    "A player's brand is the brand of the referral code the player came through, a click's the brand of its link's code: grouped or filtered by brand, a row counts the players and clicks of your codes of that brand.",
  'figures.report.product':
    "A player's product is the category the brand reports the player in (casino, sports, live casino, poker). Clicks come before a player picks a product: grouped by product they do not apply (n/a).",
  'figures.report.clicks':
    'Visits through your tracking links on the UTC day of the click; crawlers and link previews are not counted.',
  'figures.report.signups': 'Players who signed up through your links, counted on the day they joined.',
  'figures.report.firstDepositors':
    'Players whose first deposit (their first day with deposits above zero) falls in the period.',
  'figures.report.deposits': "Sum of the players' deposits.",
  'figures.report.ngr':
    'Net gaming revenue: win/loss minus bonuses minus the admin fee of your plan on win/loss (rounded to cents).',
  'figures.report.commission':
    "NGR × your deal's first rate (nothing when a row's NGR is negative) plus the CPA for each first depositor who qualified, with the deal of the period's last month. Before tiers and carry-over: what a closed month credits is on your statement. {dealRule} {brandShares}",
  'figures.playerMonth.deposits': "The player's deposits in the month (UTC).",
  'figures.playerMonth.withdrawals': "The player's withdrawals in the month.",
  'figures.playerMonth.turnover': 'The stakes the player placed in the month.',
  'figures.playerMonth.winloss':
    "The house's win/loss on the player: stakes minus payouts, negative when the player won.",
  'figures.playerMonth.bonuses': 'Bonuses granted to the player in the month.',
  'figures.playerMonth.adminFee':
    "Your plan's admin fee for the month on the player's win/loss (rounded to cents).",
  'figures.playerMonth.ngr': "The player's net gaming revenue: win/loss minus bonuses minus the admin fee.",
  'figures.playerMonth.revenueShare':
    "The player's NGR × your revenue share of the month (rounded to cents). Negative when the player's NGR is: such a player lowers the revenue share the month pays, which is worked out on all your players' NGR together (nothing is paid on a negative month, and your plan may carry it into the next). The month as credited is on your statement.",
  'figures.playerMonth.cpa':
    "Your plan's CPA, in the month of the player's first deposit, when that deposit was at least the plan's minimum.",
  'figures.playerMonth.earned': 'Revenue share plus CPA: what the player brought you in the month.',
  // A player's CPA status (its criteria lacking are joined as a list: "a, b and c").
  'cpa.qualified': 'Qualified on {day}',
  'cpa.pendingDaysLeft': '{missing} — {days, plural, one {# day left} other {# days left}}',
  'cpa.lowFirstDeposit': 'First deposit {deposit} was below the {required} required',
  'cpa.windowEnded': 'The {days}-day window ended on {day} with {missing}',
  'cpa.overCap':
    'Qualified on {day}, after the monthly cap of {cap, plural, one {# paid player} other {# paid players}} was reached',
  'cpa.reversed': 'Reversed by the program on {day}: {reason}',
  'cpa.lacking.noDepositYet': 'no deposit yet',
  'cpa.lacking.noDepositYetMinimum': 'no deposit yet (a first deposit of {minimum} or more is required)',
  'cpa.lacking.noDeposit': 'no deposit',
  'cpa.lacking.noDepositMinimum': 'no deposit (a first deposit of {minimum} or more is required)',
  'cpa.lacking.deposits': 'deposits {reached} of {required}',
  'cpa.lacking.turnover': 'turnover {reached} of {required}',
  // What a deal pays, a sentence a line (the phrases of the contract's deal-words.ts).
  'deal.noRevenueShare': 'No revenue share.',
  'deal.flat': 'Revenue share: {rate} of NGR.',
  'deal.tiered':
    'Revenue share, tiered: {rate} of NGR; {steps}. The whole month is paid at the tier reached.',
  'deal.tierStep': '{rate} from {threshold}',
  'deal.thresholdDepositors': '{count} first depositors in the month',
  'deal.thresholdNgr': '{amount} of NGR',
  'deal.ladder': 'Revenue share by bands of NGR: {bands}. Each band is paid at its own rate.',
  'deal.band': '{rate} from {from} to {to}',
  'deal.bandAbove': '{rate} above {from}',
  'deal.productRates': '{products}, instead of the tier’s rate.',
  'deal.productRate': '{product} NGR at {rate}',
  'deal.product.casino': 'Casino',
  'deal.product.sports': 'Sports',
  'deal.product.live-casino': 'Live-casino',
  'deal.product.poker': 'Poker',
  'deal.adminFee': 'Admin fee: {rate} of win/loss, taken off NGR.',
  'deal.noAdminFee': 'No admin fee.',
  'deal.carry': 'A negative month is carried into the next and earned back before revenue share is paid.',
  'deal.reset': 'A negative month is not carried over: each month starts from zero.',
  'deal.carryCap': 'A negative month is carried into the next, up to {amount}.',
  'deal.noCpa': 'No CPA.',
  'deal.firstDepositMin': 'makes a first deposit of at least {amount}',
  'deal.firstDeposit': 'makes a first deposit',
  'deal.depositsMin': 'deposits at least {amount} in all',
  'deal.turnoverMin': 'wagers at least {amount}',
  'deal.cpa': 'CPA: {amount} per player who {criteria}.',
  'deal.cpaWithin':
    'CPA: {amount} per player who within {days, plural, one {# day} other {# days}} of registering (the registration day is day 1) {criteria}.',
  'deal.cpaTier': 'From {count} qualified players in a month, every one is paid {amount}.',
  'deal.cap':
    '{count, plural, one {At most # player is paid a month; the rest are over the cap.} other {At most # players are paid a month; the rest are over the cap.}}',
  'deal.cpaWhateverNgr': 'The CPA is paid whatever the NGR.',
  'deal.subShareCommission':
    'Sub-affiliates: {rate} of each sub-affiliate’s commission, for {months, plural, one {# month} other {# months}} from their approval.',
  'deal.subShareNgr':
    'Sub-affiliates: {rate} of each sub-affiliate’s NGR, for {months, plural, one {# month} other {# months}} from their approval.',
  'deal.subPerPlayer':
    'Sub-affiliates: {amount} for each of a sub-affiliate’s players who qualifies for the CPA, for {months, plural, one {# month} other {# months}} from their approval.',
  // What a close credited a parent on its sub-affiliates (figures/sub-affiliate-words.ts).
  'subAffiliates.line.month': 'Sub-affiliate earnings for {month}: {parts}',
  'subAffiliates.line.corrected': 'Sub-affiliate earnings corrected: {parts}',
  'subAffiliates.part.commission': '{sub} — {rate} of commission {basis}',
  'subAffiliates.part.ngr': '{sub} — {rate} of NGR {basis}',
  'subAffiliates.part.players':
    '{sub} — {count, plural, one {# qualified player} other {# qualified players}} at {amount}',
  'subAffiliates.corrected.commission': '{sub} for {month} — {rate} of commission, now {basis}',
  'subAffiliates.corrected.ngr': '{sub} for {month} — {rate} of NGR, now {basis}',
  'subAffiliates.corrected.players':
    '{sub} for {month} — {count, plural, one {# qualified player} other {# qualified players}} now, at {amount}',
  // Why a payout option cannot be used now (payments/payout-messages.ts), and its detail field (payout-fields.ts).
  'payout.disabled': '{option} withdrawals are not offered at the moment.',
  'payout.rateMissing': '{option} withdrawals are paused: there is no exchange rate yet.',
  'payout.rateStale': '{option} withdrawals are paused: the exchange rate is out of date.',
  'payout.notEur':
    '{option} withdrawals need a balance in EUR: its exchange rate is only quoted against EUR, and your balance is in {currency}.',
  'payout.belowMinimum': 'Your available balance ({available}) is below the {option} minimum of {minimum}.',
  'payout.field.irreversible':
    'A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.',
  'payout.field.bitcoin.label': 'Bitcoin wallet address',
  'payout.field.bitcoin.hint':
    'A Bitcoin address: legacy (1…), P2SH (3…), SegWit (bc1q…) or Taproot (bc1p…). {irreversible}',
  'payout.field.tron.label': 'TRON (TRC20) wallet address',
  'payout.field.tron.hint':
    'A TRON address: 34 characters starting with T. Only USDT on the TRON network is sent to it. {irreversible}',
  'payout.field.ethereum.label': 'Ethereum (ERC20) wallet address',
  'payout.field.ethereum.hint':
    'An Ethereum address: 0x and 40 hexadecimal characters; a mixed-case address must match its checksum. {irreversible}',
  'payout.field.neteller.label': 'Neteller account',
  'payout.field.neteller.hint': 'The email address or account ID of your Neteller account.',
  'payout.field.skrill.label': 'Skrill account',
  'payout.field.skrill.hint': 'The email address or customer ID of your Skrill account.',
  // The transactions list's descriptions the gateway writes (an operator's reason is shown as typed).
  'transaction.withdrawalTo': 'Withdrawal to {option} {destination}',
  'transaction.withdrawalToOption': 'Withdrawal to {option}',
  'transaction.commissionFor': 'Commission for {month}',
  'transaction.holdOverridden':
    'Paid before the review of the new payout details ended, after a check by our team.',
  // The statement's lines the gateway wrote (statements/line-descriptions.ts; English is the ledger's own text).
  'statement.text.withdrawalRequested': 'Withdrawal #{id} requested ({option})',
  'statement.text.withdrawalPaid': 'Withdrawal #{id} paid ({option}, reference {reference})',
  'statement.text.withdrawalRejected': 'Withdrawal #{id} rejected ({option}): amount released',
  'statement.text.withdrawalCancelled': 'Withdrawal #{id} cancelled ({option}): amount released',
  // The identity check's sandbox pages (kyc/sandbox-page.ts, sandbox-routes.ts, sandbox-flow.ts).
  'kyc.sandbox.title': 'Identity verification (sandbox)',
  'kyc.sandbox.page_title': 'Identity verification (sandbox) - {brand}',
  'kyc.sandbox.intro':
    'This is the test provider of {brand}: no real check takes place. Upload any picture and choose the result the provider should report.',
  'kyc.sandbox.picture_label': 'Picture of your ID (PNG, JPEG, GIF or WebP, at most {size} MB)',
  'kyc.sandbox.picture_note':
    'Required unless you choose "No ID uploaded". The picture is checked and discarded, never stored.',
  'kyc.sandbox.result_legend': 'Result to report',
  'kyc.sandbox.submit': 'Submit',
  'kyc.sandbox.cancel': 'Cancel and go back to the portal',
  'kyc.sandbox.back': 'Back to the portal',
  'kyc.sandbox.outcome.approved': 'Approved: the ID is genuine and readable',
  'kyc.sandbox.outcome.fraud': 'Fraud: the ID was manipulated',
  'kyc.sandbox.outcome.unsupported-id': 'Unsupported ID type',
  'kyc.sandbox.outcome.unreadable': 'Unreadable ID',
  'kyc.sandbox.outcome.no-id': 'No ID uploaded',
  'kyc.sandbox.outcome.processing': 'Still processing: no result yet',
  'kyc.sandbox.gone':
    'This verification page has expired or does not exist. Start a new verification from the portal.',
  'kyc.sandbox.image_missing': 'Choose a picture of your ID (or the result "No ID uploaded").',
  'kyc.sandbox.not_an_image': 'The file is not a PNG, JPEG, GIF or WebP picture.',
  'kyc.sandbox.too_large': 'The picture is larger than {size} MB.',
  'kyc.sandbox.choose_result': 'Choose the result to report.',
  'kyc.sandbox.send_multipart': 'Send the form as multipart/form-data.',
  // The demo landing page (tracking/landing-page.ts): what a player who followed a partner's link reads.
  'landing.title': 'Goldline Casino, demo landing',
  'landing.tag': 'Demo landing',
  'landing.welcome': 'Welcome to {casino}',
  'landing.page': "You landed on the page {page}, where the partner's link led.",
  'landing.intro':
    "This is the demo landing page of the Goldline Partners portal: the tracking redirect has recorded your click and sent you here with the partner's code attached, as it would send you to the brand's own page.",
  'landing.your_partner': 'Your partner',
  'landing.partner_code': 'Partner code',
  'landing.placement': 'Placement',
  'landing.click_id': 'Click id (the brand keeps it with your registration)',
  'landing.no_partner': 'None: you came without a partner link, so no partner is credited.',
  'landing.cta': 'Open the partner portal',
  'landing.footer': 'Goldline Casino, demo landing. 18+ only. Play responsibly.',
  // API errors (http/api-error.ts, plugins/errors.ts, i18n/api-error-language.ts): the `message` and
  // field messages of an error answer, in the language the request asks. A message without variables
  // is found by its English words, which are the specification's: never reword the English here.
  'error.wait.seconds': '{count, plural, one {# second} other {# seconds}}',
  'error.wait.minutes': '{count, plural, one {# minute} other {# minutes}}',
  'error.tooManyRequests': 'Too many attempts. Please try again in {wait}.',
  'error.accountLocked':
    'Too many sign-in attempts for this account. Please try again in {wait}. If two-factor authentication is on, you can sign in now with your password and a code from your authenticator app.',
  'error.unauthenticated': 'Unauthenticated.',
  'error.sessionExpired': 'Your session has expired. Please relogin.',
  'error.accountSuspended': 'This account is suspended. Please contact your affiliate manager.',
  'error.accountDisabled': 'This account is disabled. Please contact support.',
  'error.forbidden': 'This action is unauthorized.',
  'error.csrfMismatch': 'CSRF token mismatch.',
  'error.fieldNotValid': '{field} is not valid.',
  'error.dataInvalid': 'The given data was invalid.',
  'error.valueInvalid': 'Invalid value.',
  'error.unstorableText': 'Text may not contain NUL characters or unpaired surrogates.',
  'error.payloadTooLarge': 'The request body is too large.',
  'error.unsupportedContentType': 'Unsupported content type: send application/json.',
  'error.notFound': 'Not found.',
  'error.malformedRequest': 'Malformed request.',
  'error.invalidJson': 'The request body is not valid JSON.',
  'error.addressTooLong': 'The address is too long.',
  'error.methodNotAllowed': 'This address takes {methods}.',
  'error.unavailable': 'The service is temporarily unavailable. Please try again shortly.',
  'error.databaseUnavailable': 'The database is unavailable.',
  'error.internal': 'Internal server error.',
  'error.idempotencyKeyInvalid': 'The Idempotency-Key header must be 1 to 200 visible ASCII characters.',
  'error.idempotencyKeyReused': 'This Idempotency-Key was used with other parameters.',
  // Signing in, passwords, email address, sessions, codes.
  'error.invalidCredentials': 'These credentials do not match our records.',
  'error.commonPassword': 'This password is too common. Choose a less predictable one.',
  'error.currentPasswordIncorrect': 'The current password is incorrect.',
  'error.passwordIncorrect': 'The password is incorrect.',
  'error.sameEmail': 'This is already your email address.',
  'error.emailNotUsable': 'This email address cannot be used. Choose another one.',
  'error.sessionNotFound': 'There is no such session.',
  'error.codeInvalid': 'The code is invalid or has expired.',
  'error.emailedCodeInvalid': 'The code is not valid or has expired. Request a new code by email.',
  // Two-factor authentication (totp/messages.ts).
  'error.twoFactor.required': 'Enter the code from your authenticator app.',
  'error.twoFactor.signInCodeInvalid':
    'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  'error.twoFactor.appCodeInvalid':
    'The code is not valid. Enter the current code from your authenticator app.',
  'error.twoFactor.anyCodeInvalid':
    'The code is not valid. Enter the current code from your authenticator app, a recovery code or the code we emailed you.',
  'error.twoFactor.replayed':
    'This code has already been used. Wait for the next code in your authenticator app.',
  'error.twoFactor.alreadySetUp':
    'Two-factor authentication is already set up. Reset it before setting it up again.',
  'error.twoFactor.alreadySetUpOff':
    'Two-factor authentication is already set up. Turn it on again, or reset it before setting it up again.',
  'error.twoFactor.nothingToConfirm': 'There is no two-factor setup to confirm. Start the setup first.',
  'error.twoFactor.alreadyConfirmed': 'Two-factor authentication is already confirmed.',
  'error.twoFactor.alreadyConfirmedOff':
    'Two-factor authentication is already confirmed. Turn it on again instead.',
  'error.twoFactor.setUpFirst': 'Set up two-factor authentication first.',
  'error.twoFactor.confirmFirst':
    'Confirm the two-factor setup with a code from your authenticator app first.',
  'error.twoFactor.alreadyOn': 'Two-factor authentication is already on.',
  'error.twoFactor.notOn': 'Two-factor authentication is not on.',
  'error.twoFactor.alreadyOff': 'Two-factor authentication is already off.',
  'error.twoFactor.notSetUp': 'Two-factor authentication is not set up.',
  'error.twoFactor.recoveryCodesNeedOn':
    'Recovery codes are only available while two-factor authentication is on.',
  // API tokens (personal tokens and their scopes).
  'error.apiToken.expired': 'This API token has expired: create a new one in Integrations.',
  'error.apiToken.outOfScope':
    'A personal API token can only read reports and players: sign in for anything else.',
  'error.apiToken.missingScope': 'This token does not have the {scope} scope.',
  'error.apiToken.limit': 'You hold {max} tokens: revoke one you no longer use first.',
  'error.apiToken.notFound': 'No such token.',
  // Withdrawals, balance, payout details.
  'error.insufficientFunds': 'The amount is more than your available balance.',
  'error.withdrawal.notOffered': '{option} is not offered for withdrawals at the moment.',
  'error.withdrawal.minimum': 'The minimum for {option} is {amount}.',
  'error.withdrawal.maximum': 'The maximum for {option} is {amount}.',
  'error.withdrawal.nothingLeft':
    'After the {option} network fee ({fee}) nothing would be left to send. Enter a larger amount.',
  'error.withdrawal.identityFirst': 'Please verify your identity before your first withdrawal.',
  'error.withdrawal.identityAbove': 'Please verify your identity to withdraw more than {amount}.',
  'error.withdrawal.notFound': 'There is no such withdrawal.',
  'error.payoutDetails.walletAddressInvalid': 'Wallet address is not valid.',
  'error.payoutDetails.accountInvalid': 'Account is not valid.',
  'error.customerIdMismatch': 'customerId must be the one in the address.',
  // Identity verification (kyc/service.ts).
  'error.kyc.notYourself': 'userReference must be your own affiliate id.',
  'error.kyc.alreadyVerified': 'Your identity is already verified.',
  'error.kyc.waitingForReview': 'Your identity is waiting for a manual review; you will be told the result.',
  'error.kyc.attemptOpen': 'A verification is already in progress. Continue it, or start again.',
  'error.kyc.noOpenAttempt': 'No verification is in progress: start a new one.',
  'error.kyc.dailyLimit': 'You can start at most 5 verifications a day. Please try again tomorrow.',
  'error.kyc.returnAbsolute': 'Must be an absolute address.',
  'error.kyc.returnAddress': "Must be an address of the portal's identity verification page ({address}).",
  'error.kyc.providerUnavailable':
    'The verification provider is unavailable. Please try again in a few minutes.',
  // Players, reports, statements, dates.
  'error.playerNotFound': 'No player with this id was referred by you.',
  'error.playersExportTooLarge':
    'The export would hold {total} players; at most {max} fit in one file. Narrow the filter (year, month, category or brand).',
  'error.transactionsExportTooLarge':
    'The export would hold {total} transactions; at most {max} fit in one file. Narrow the filter (type, status or dates).',
  'error.transactionNotFound': 'There is no such transaction.',
  'error.dateNotInCalendar': 'Date is not a calendar date.',
  'error.dateDoesNotExist': 'Choose a date that exists.',
  'error.endBeforeStart': 'The end date must not be before the start date.',
  'error.rangeTooLong': 'The range may cover at most {days} days.',
  // Referral codes, tracking links, banners.
  'error.referralCode.brandNotOffered': 'Choose one of the brands open to you.',
  'error.referralCode.limit': 'You can have at most 20 referral codes.',
  'error.referralCode.taken': 'This code is already taken. Try another one.',
  'error.referralCode.notYours': 'Choose one of your referral codes.',
  'error.landingPageNotAllowed':
    'Choose a page the brand allows: this address is not one of its landing pages.',
  'error.banner.notOffered': 'Choose a banner from the catalogue for this type and language.',
  'error.banner.otherBrand':
    "This banner is for another brand than your referral code: choose one of the code's brand's banners.",
  'error.banner.sizeNotOffered': 'Choose one of the sizes of this banner.',
  'error.banner.sizeNotOfferedOf': 'Choose one of the sizes of this banner. ({sizes})',
  'error.banner.archiveFull': 'Your archive holds at most 1000 banners. Delete some before saving new ones.',
  'error.banner.notFound': 'Banner not found.',
  'error.banner.notInCatalogue': 'There is no such banner in the catalogue.',
  'error.banner.noSuchCreative': 'There is no such creative.',
  // Postbacks (postbacks/service.ts, address-guard.ts).
  'error.postback.unknownMacro':
    "Unknown macro {macros}: use '{click_id}', '{sub1}'…'{sub5}', '{event}', '{player}', '{amount}', '{currency}', '{code}' or '{timestamp}'.",
  'error.postback.macroInHost': 'Macros may be used in the path and query, not in the host name.',
  'error.postback.fullAddress': 'Enter a full address, starting with https://.',
  'error.postback.scheme': 'The address must start with https:// (or http://).',
  'error.postback.addressNotPublic': 'The address {host} is not on the public internet.',
  'error.postback.hostNotFound': '{host} cannot be found: check the name of your tracker.',
  'error.postback.resolvesNotPublic': '{host} resolves to {address}, which is not on the public internet.',
  'error.postback.notSet': 'No postback is set for this event.',
  // The program's terms (modules/terms).
  'error.terms.notInForce': 'These are not the terms in force: read the current version and accept that one.',
  'error.terms.nonePublished': 'The program has not published its terms yet.',
  'error.terms.versionNotFound': 'There is no such version of the terms.',
  // Applying to the program (modules/applications; English: the contract's APPLICATION_* and registration.ts).
  'error.application.nameNotValid': 'Enter a name of 1 to 100 characters.',
  'error.application.companyRequired': 'Enter the company’s name.',
  'error.application.websiteNotValid': 'Enter a website address starting with https:// or http://.',
  'error.application.sourcesRequired': 'Choose at least one traffic source.',
  'error.application.termsRequired': 'Accept the program’s terms to apply.',
  'error.application.challengeFailed':
    'The automatic check that you are a person did not pass: wait for it to finish and send again.',
  'error.application.codeNotValid': 'The code is wrong or has expired.',
  'error.application.linkNotValid': 'This link is not valid any more.',
  'error.application.answerNotValid': 'Write an answer of 1 to 5,000 characters.',
  'error.application.currencyNotOffered': 'Choose one of the currencies the program pays in.',
  'error.application.usernameTakenMeanwhile':
    'This username was taken while your application waited for confirmation: apply again with another one.',
  'error.application.emailTakenMeanwhile':
    'This email address now belongs to an affiliate account: sign in, or reset your password.',
} satisfies Record<string, string>;

export type GatewayText = keyof typeof en;
