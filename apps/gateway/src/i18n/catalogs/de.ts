import type { GatewayText } from './en.ts';

/** The gateway's texts in de (see en.ts): written for this product, not word by word. */
export const de: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Wann: {when}',
  // Security notices: two-factor changes, a changed email address, new payout details, a revoked API
  // token, a postback switched off.
  'notice.security.ifNotYou':
    'Falls Sie das nicht waren, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
  'notice.totp.enabled.title': 'Zwei-Faktor-Authentifizierung aktiviert',
  'notice.totp.enabled.body':
    'Für die Anmeldung bei Ihrem Konto ist jetzt ein Code aus Ihrer Authenticator-App erforderlich. {ifNotYou}',
  'notice.totp.disabled.title': 'Zwei-Faktor-Authentifizierung deaktiviert',
  'notice.totp.disabled.body':
    'Für die Anmeldung bei Ihrem Konto ist kein Code aus Ihrer Authenticator-App mehr erforderlich. {ifNotYou}',
  'notice.totp.reset.title': 'Zwei-Faktor-Authentifizierung zurückgesetzt',
  'notice.totp.reset.body':
    'Die Authenticator-App und die Wiederherstellungscodes wurden aus Ihrem Konto entfernt; richten Sie die Zwei-Faktor-Authentifizierung erneut ein, um Ihre Anmeldungen zu schützen. {ifNotYou}',
  'notice.totp.recoveryCodesReplaced.title': 'Neue Wiederherstellungscodes',
  'notice.totp.recoveryCodesReplaced.body':
    'Für Ihr Konto wurden neue Wiederherstellungscodes für die Zwei-Faktor-Authentifizierung erstellt; die bisherigen sind nicht mehr gültig. {ifNotYou}',
  'notice.totp.recoveryCodeUsed.title': 'Ein Wiederherstellungscode wurde verwendet',
  'notice.totp.recoveryCodeUsed.body':
    'Bei Ihrem Konto wurde eine Anmeldung mit einem Wiederherstellungscode durchgeführt; {count, plural, one {# Code ist noch übrig} other {# Codes sind noch übrig}}. {ifNotYou}',
  'notice.emailChanged.title': 'E-Mail-Adresse geändert',
  'notice.emailChanged.body':
    'Die E-Mail-Adresse Ihres Kontos wurde in {email} geändert. Falls Sie das nicht waren, wenden Sie sich sofort an den Support.',
  'notice.payoutDetails.title': 'Neue Auszahlungsdaten für {option}',
  'notice.payoutDetails.body':
    'Ihre Auszahlungsdaten für {option} wurden in {destination} geändert. Auszahlungen an diese Daten werden 24 Stunden lang von uns geprüft. {ifNotYou}',
  'notice.apiToken.revoked.title': 'Eines Ihrer API-Tokens wurde widerrufen',
  'notice.apiToken.revoked.body':
    'Unser Affiliate-Team hat Ihr API-Token „{name}“ ({prefix}…) widerrufen. Grund: {reason}\n\nTools, die es verwenden, werden ab sofort abgewiesen. Falls Sie weiterhin ein Token benötigen, erstellen Sie unter „Integrationen“ ein neues.',
  'notice.postback.switchedOff.title': 'Ein Postback wurde deaktiviert',
  'notice.postback.switchedOff.body':
    'Ihr Postback für „{event}“ ist {count}-mal in Folge fehlgeschlagen und wurde daher deaktiviert. Prüfen Sie die Adresse Ihres Trackers und seine Antworten im Zustellprotokoll (Integrationen) und aktivieren Sie das Postback dann wieder.',
  'postback.event.registration': 'Registrierung',
  'postback.event.first_deposit': 'Ersteinzahlung',
  'postback.event.qualified_cpa': 'Qualifizierter CPA',
  'postback.event.commission_credited': 'Provision gutgeschrieben',

  // Emailed one-time codes.
  'mail.code.subject': 'Ihr Bestätigungscode von Goldline Partners',
  'mail.code.use': 'Verwenden Sie diesen Code, um {purpose}: {code}',
  'mail.code.purpose.withdrawal': 'Ihre Auszahlungsanfrage zu bestätigen',
  'mail.code.purpose.payment-details': 'die Änderung Ihrer Auszahlungsdaten zu bestätigen',
  'mail.code.purpose.totp-disable': 'die Zwei-Faktor-Authentifizierung zu deaktivieren',
  'mail.code.purpose.password-reset': 'Ihr Passwort zurückzusetzen',
  'mail.code.purpose.email-change': 'diese neue E-Mail-Adresse für Ihr Konto zu bestätigen',
  'mail.code.passwordResetEffects':
    'Wenn Sie Ihr Passwort zurücksetzen, werden Sie überall abgemeldet und Ihre persönlichen API-Tokens widerrufen: Tools, die sie verwenden, funktionieren erst wieder, wenn Sie unter „Integrationen“ neue Tokens erstellen.',
  'mail.code.validity':
    'Er ist 10 Minuten gültig und kann einmal verwendet werden. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie am besten Ihr Passwort.',

  // Withdrawals, each step.
  'notice.withdrawal.requested.title': 'Auszahlung beantragt',
  'notice.withdrawal.requested.body': 'Ihre Auszahlung Nr. {id} über {amount} per {option} ist ausstehend.',
  'notice.withdrawal.reviewHold':
    'Neue Auszahlungsdaten: Diese Auszahlung wartet bis {until} auf unsere Prüfung.',
  'notice.withdrawal.approved.title': 'Auszahlung genehmigt',
  'notice.withdrawal.approved.body':
    'Ihre Auszahlung Nr. {id} über {amount} per {option} wurde genehmigt und wird in Kürze ausgezahlt.',
  'notice.withdrawal.paid.title': 'Auszahlung ausgeführt',
  'notice.withdrawal.paid.body':
    'Ihre Auszahlung Nr. {id} über {amount} per {option} wurde ausgezahlt: {sent} gesendet. Zahlungsreferenz: {reference}.',
  'notice.withdrawal.rejected.title': 'Auszahlung abgelehnt',
  'notice.withdrawal.rejected.body':
    'Ihre Auszahlung Nr. {id} über {amount} per {option} wurde abgelehnt: {reason} {released}',
  'notice.withdrawal.cancelled.title': 'Auszahlung storniert',
  'notice.withdrawal.cancelledByYou.body':
    'Sie haben Ihre Auszahlung Nr. {id} über {amount} per {option} storniert. {released}',
  'notice.withdrawal.cancelledByUs.body':
    'Wir haben Ihre Auszahlung Nr. {id} über {amount} per {option} storniert: {reason} {released}',
  'notice.withdrawal.released': 'Der Betrag ist wieder in Ihrem verfügbaren Guthaben.',

  // Earnings: the month's commission, an operator's adjustment or fee, a deal change.
  'notice.commission.title': 'Provision für {month}',
  'notice.commission.zero': 'Ihre Provision für {month} beträgt {amount}.',
  'notice.commission.credited':
    'Ihre Provision für {month} beträgt {amount}. Sie wurde Ihrem verfügbaren Guthaben gutgeschrieben.',
  'notice.commission.carried':
    'Ein negativer NGR von {amount} wird als Negativvortrag in den nächsten Zeitraum übertragen.',
  'notice.commission.howWorkedOut': 'Die Abrechnung zeigt, wie sie berechnet wurde.',
  'notice.adjustment.fee.title': 'Eine Gebühr wurde berechnet',
  'notice.adjustment.credited.title': 'Ihrem Guthaben wurde ein Betrag gutgeschrieben',
  'notice.adjustment.debited.title': 'Ihr Guthaben wurde belastet',
  'notice.adjustment.credited.body':
    'Gutschrift von {amount}: {reason} Ihr verfügbares Guthaben beträgt jetzt {available}.',
  'notice.adjustment.debited.body':
    'Belastung von {amount}: {reason} Ihr verfügbares Guthaben beträgt jetzt {available}.',
  'notice.terms.title': 'Neue Programmbedingungen: Version {version}',
  'notice.terms.body':
    'Das Programm hat Version {version} seiner Bedingungen veröffentlicht, gültig ab {from}. Das Portal bittet Sie bei Ihrer nächsten Anmeldung, sie zu lesen und zu akzeptieren; unter Einstellungen sehen Sie sie und jede Version, die Sie akzeptiert haben.',
  'notice.terms.upcoming.body':
    'Das Programm hat Version {version} seiner Bedingungen veröffentlicht, gültig ab {from}; bis dahin gilt die Version, die Sie akzeptiert haben. Sie können sie schon jetzt unter Einstellungen lesen; ab {from} bittet Sie das Portal bei der Anmeldung, sie zu akzeptieren.',
  'notice.player.movedOut.title': 'Spieler {customer} wurde einem anderen Affiliate zugeordnet',
  'notice.player.movedOut.body':
    'Ab dem {from} zählt Spieler {customer} für einen anderen Affiliate: {reason} Bereits abgeschlossene Monate bleiben unverändert. Die Seite Änderungen listet jede Änderung an Ihren Spielern.',
  'notice.player.deleted.title': 'Spieler {customer} wurde gelöscht',
  'notice.player.deleted.body':
    'Das Programmteam hat Spieler {customer} gelöscht; ab dem {from} zählt er nicht mehr für Sie: {reason} Bereits abgeschlossene Monate bleiben unverändert.',
  'notice.player.duplicate.title': 'Spieler {customer} wurde als Duplikat markiert',
  'notice.player.duplicate.body':
    'Das Programmteam hat Spieler {customer} als Duplikat eines anderen Spielers markiert; ab dem {from} zählt er nicht mehr für Sie: {reason} Bereits abgeschlossene Monate bleiben unverändert.',
  'notice.activity.restated.title': 'Die Aktivität vom {day} wurde korrigiert',
  'notice.activity.restated.body':
    'Die Marke hat neue Zahlen für den {day} gesendet, einen Tag eines abgeschlossenen Monats: NGR vorher {before}, jetzt {after} ({difference}). Die Differenz wird beim nächsten Abschluss verrechnet. Die Seite Änderungen zeigt die Zahlen.',
  'notice.cpa.reversed.title': 'Der CPA für Spieler {customer} wurde storniert',
  'notice.cpa.reversed.body':
    'Das Programmteam hat den CPA für Spieler {customer} storniert: {reason} {paid}',
  'notice.cpa.reversed.paid': 'Die dafür gezahlten {amount} werden beim nächsten Abschluss verrechnet.',
  'notice.cpa.reversed.unpaid': 'Er zählt in seinem Monat nicht mehr.',
  'notice.deal.title': 'Ihr Vergütungsmodell ab {from}',
  'notice.deal.brand.title': 'Ihr Vergütungsmodell für {brand} ab {from}',
  'notice.deal.body':
    'Ab {from} werden Sie nach „{deal}“ (Version {version}) vergütet. {summary} Die Seite „Provision“ zeigt, was Ihr laufender Monat danach einbringt.',
  'notice.deal.brand.body':
    'Ab {from} werden Ihre Spieler von {brand} nach „{deal}“ (Version {version}) vergütet. {summary} Die Seite „Provision“ zeigt, was Ihr laufender Monat danach einbringt.',
  'notice.deal.brandEnded.body':
    'Ab {from} werden Ihre Spieler von {brand} wieder nach Ihrem Vergütungsmodell für alle Marken vergütet. Die Seite „Provision“ zeigt, was Ihr laufender Monat einbringt.',

  // Identity verification (KYC) results.
  'notice.kyc.verified.title': 'Identität bestätigt',
  'notice.kyc.verified.body': 'Ihre Identität wurde bestätigt. Vielen Dank!',
  'notice.kyc.manualReview.title': 'Identitätsprüfung: manuelle Prüfung',
  'notice.kyc.manualReview.body':
    'Der Prüfdienst konnte Ihr Ausweisdokument nicht automatisch prüfen. Unser Team prüft es und meldet sich bei Ihnen.',
  'notice.kyc.failed.title': 'Identitätsprüfung fehlgeschlagen',
  'notice.kyc.failed.body':
    '{reason} Sie können auf der Seite „Identitätsprüfung“ eine neue Prüfung starten.',
  'notice.kyc.failed.DENIED_FRAUD': 'Das Ausweisdokument konnte nicht akzeptiert werden.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_TYPE': 'Diese Art von Ausweisdokument wird nicht unterstützt.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_COUNTRY':
    'Ausweisdokumente aus diesem Land werden nicht unterstützt.',
  'notice.kyc.failed.ERROR_NOT_READABLE_ID':
    'Das Ausweisdokument konnte nicht gelesen werden: Bitte verwenden Sie ein scharfes, gut ausgeleuchtetes und nicht zugeschnittenes Foto.',
  'notice.kyc.failed.NO_ID_UPLOADED': 'Es wurde kein Ausweisdokument hochgeladen.',
  'notice.kyc.approvedAfterReview.body':
    'Unser Team hat Ihr Ausweisdokument geprüft und Ihre Identität bestätigt. Vielen Dank!',
  'notice.kyc.refused.title': 'Identitätsprüfung abgelehnt',
  'notice.kyc.refused.body':
    'Unser Team hat Ihr Ausweisdokument geprüft und konnte Ihre Identität nicht bestätigen: {reason} Sie können auf der Seite „Identitätsprüfung“ eine neue Prüfung starten.',

  // Contact us: the acknowledgement, and support's answer.
  'mail.contact.received.subject': 'Wir haben Ihre Nachricht erhalten (Ticket Nr. {id})',
  'mail.contact.received.body':
    'Hallo {username},\n\nvielen Dank, dass Sie sich an {brand} gewandt haben. Wir haben Ihre Nachricht „{subject}“ ({category}) erhalten und melden uns in Kürze unter dieser Adresse.\n\nIhre Ticketnummer lautet {id}.',
  'notice.contact.answer.title': 'Antwort auf Ihre Nachricht „{subject}“',
  'mail.contact.answer.subject': 'Re: {subject} (Ticket Nr. {id})',
  'mail.contact.answer.hello': 'Hallo {username},',
  'mail.contact.answer.signature': '— Ihr {brand} Support',
  'mail.contact.answer.yourMessage': 'Ihre Nachricht ({category}, {day}):',
  // Bewerbungen für das Programm (Issue 38): die Entscheidung oder Frage eines Managers, an den Bewerber gesendet.
  'mail.application.approved.subject': 'Willkommen bei {brand}: Ihre Bewerbung wurde angenommen',
  'mail.application.approved.body':
    'Hallo {firstName},\n\nIhre Bewerbung für das Affiliate-Programm von {brand} wurde angenommen: Willkommen! Melden Sie sich unter {url} mit Ihrem Benutzernamen {username} und dem Passwort an, das Sie bei Ihrer Bewerbung gewählt haben.\n\nIhr {brand} Team',
  'mail.application.rejected.subject': 'Ihre Bewerbung bei {brand}',
  'mail.application.rejected.body':
    'Hallo {firstName},\n\nvielen Dank für Ihre Bewerbung für das Affiliate-Programm von {brand}. Wir haben uns entschieden, Ihre Bewerbung nicht anzunehmen, aus folgendem Grund:',
  'mail.application.rejected.signature': 'Ihr {brand} Team',
  'mail.application.question.subject': 'Eine Frage zu Ihrer Bewerbung bei {brand}',
  'mail.application.question.body':
    'Hallo {firstName},\n\nbevor wir über Ihre Bewerbung für das Affiliate-Programm von {brand} entscheiden, hat unser Team eine Frage an Sie:',
  'mail.application.question.answer':
    'Antworten Sie hier: {link}\n\nDer Link funktioniert, bis Sie Ihre Antwort gesendet haben.',
  'mail.application.question.signature': 'Ihr {brand} Team',
  'contact.category.general': 'Allgemeine Frage',
  'contact.category.payments': 'Zahlungen und Auszahlungen',
  'contact.category.technical': 'Technisches Problem',
  'contact.category.marketing': 'Marketing-Tools und Tracking',
  'contact.category.account': 'Mein Konto',
  // Applying to the program (applications/applicant-mails.ts): the one mail every accepted form sends,
  // and the one once the address is confirmed.
  'mail.application.subject': 'Ihre Bewerbung bei {brand}',
  'mail.application.confirm.subject': 'Bestätigen Sie Ihre E-Mail-Adresse für {brand}',
  'mail.application.confirm.body':
    'Hallo {name},\n\nvielen Dank für Ihre Bewerbung bei {brand}. Um Ihre E-Mail-Adresse zu bestätigen, öffnen Sie diesen Link:\n\n{link}\n\noder geben Sie diesen Code auf der Bewerbungsseite ein: {code}\n\nLink und Code sind 24 Stunden gültig. Falls Sie sich nicht beworben haben, ignorieren Sie diese E-Mail: Ohne die Bestätigung geschieht nichts.',
  'mail.application.existingAccount.body':
    'Hallo,\n\njemand, wahrscheinlich Sie, hat sich mit dieser E-Mail-Adresse bei {brand} beworben, doch sie gehört bereits zu einem Affiliate-Konto. Melden Sie sich hier damit an:\n\n{signIn}\n\nFalls Sie Ihr Passwort vergessen haben, setzen Sie es hier zurück:\n\n{reset}\n\nFalls Sie das nicht waren, ignorieren Sie diese E-Mail: Es wurde nichts geändert.',
  'mail.application.alreadyApplied.body':
    'Hallo {name},\n\nSie haben sich am {date} bei {brand} beworben, und Ihre Bewerbung liegt bei unserem Team. Wir schreiben Ihnen an diese Adresse, sobald darüber entschieden ist: Sie müssen sich nicht erneut bewerben.',
  'mail.application.usernameTaken.subject':
    'Ihre Bewerbung bei {brand}: Wählen Sie einen anderen Benutzernamen',
  'mail.application.usernameTaken.body':
    'Hallo {name},\n\nvielen Dank für Ihre Bewerbung bei {brand}. Der Benutzername „{username}“ ist bereits vergeben, daher wurde Ihre Bewerbung nicht gespeichert. Bitte bewerben Sie sich erneut mit einem anderen Benutzernamen:\n\n{link}\n\nFalls Sie sich nicht beworben haben, ignorieren Sie diese E-Mail.',
  'mail.application.received.subject': 'Wir haben Ihre Bewerbung bei {brand} erhalten',
  'mail.application.received.body':
    'Hallo {name},\n\nvielen Dank für die Bestätigung Ihrer E-Mail-Adresse. Ihre Bewerbung bei {brand} liegt jetzt bei unserem Team, das Bewerbungen in der Regel innerhalb von {days, plural, one {# Werktag} other {# Werktagen}} prüft. Wir schreiben Ihnen an diese Adresse, sobald darüber entschieden ist.',
  // The statement of account, PDF (statement-pdf.ts): letterhead, summary, commission, transactions, footer.
  'statement.title': 'Abrechnung',
  'statement.programme': 'Partnerprogramm',
  'statement.username': 'Benutzername: {username}',
  'statement.affiliate_id': 'Affiliate-ID: {id}',
  'statement.country': 'Land: {country}',
  'statement.period': 'Abrechnungszeitraum: {period}',
  'statement.currency': 'Währung: {currency}',
  'statement.issued': 'Erstellt am: {day} (UTC)',
  'statement.summary': 'Übersicht',
  'statement.account_summary': 'Kontoübersicht',
  'statement.amount': 'Betrag',
  'statement.opening_balance': 'Anfangsguthaben',
  'statement.commission_credited': 'Gutgeschriebene Provision',
  'statement.withdrawals_paid': 'Geleistete Auszahlungen',
  'statement.adjustments': 'Korrekturen',
  'statement.fees': 'Gebühren',
  'statement.held_pending': 'Für ausstehende Auszahlungen reserviert ({held} am Ende)',
  'statement.closing_balance': 'Endguthaben',
  'statement.closing_balance_so_far': 'Endguthaben (vorläufig)',
  'statement.commission': 'Provision',
  'statement.no_commission': 'In diesem Zeitraum wurde keine Provision gutgeschrieben.',
  'statement.commission_for': 'Provision für {month}',
  'statement.commission_for_credited': 'Provision für {month}, gutgeschrieben am {day}',
  'statement.deal': 'Vergütungsmodell: {deal} (Version {version})',
  'statement.turnover': 'Umsatz',
  'statement.winloss': 'Gewinn/Verlust',
  'statement.bonuses': 'Boni',
  'statement.admin_fee': 'Verwaltungsgebühr ({rate} von Gewinn/Verlust)',
  'statement.ngr': 'Netto-Spielumsatz (NGR)',
  'statement.late_activity': 'Nachträgliche Aktivität für {month}: NGR ({reason})',
  'statement.late_activity_cpa': 'Nachträgliche Aktivität für {month}: NGR, {count} CPA ({reason})',
  'statement.carry_in': 'Negativvortrag aus dem Vormonat',
  'statement.carry_out': 'Negativvortrag in den Folgemonat',
  'statement.revenue_share': 'Revenue Share',
  'statement.revenue_share_at': 'Revenue Share ({rate})',
  'statement.product_part': '{product}: NGR {ngr} zu {rate}',
  'statement.band_above': 'Stufe ab {from}: {amount} zu {rate}',
  'statement.band_to': 'Stufe {from} bis {to}: {amount} zu {rate}',
  'statement.cpa': 'CPA ({count} × {amount})',
  'statement.cpa_over_cap': 'CPA ({count} × {amount}; {over} über dem Monatslimit, nicht vergütet)',
  'statement.brand_line': '{brand}: NGR {ngr}, Revenue Share {share}, CPA {count}',
  'statement.brand_own_deal': 'mit eigenem Vergütungsmodell {deal} (Version {version}) zu {rate}',
  'statement.brand_own_deal_carrying':
    'mit eigenem Vergütungsmodell {deal} (Version {version}) zu {rate}, {amount} werden in den Folgemonat vorgetragen',
  'statement.of_no_brand_row':
    'Keiner Marke zugeordnet: nachträgliche Aktivität, Negativvortrag aus dem Vormonat',
  'statement.transactions': 'Transaktionen',
  'statement.date': 'Datum',
  'statement.description': 'Beschreibung',
  'statement.reference': 'Referenz',
  'statement.held': 'Reserviert',
  'statement.balance': 'Guthaben',
  'statement.footer': '{brand} · Abrechnung {month} · {username}',
  'statement.page': 'Seite {page} von {count}',
  'statement.pdf_title': '{brand} Abrechnung {month}',
  'statement.pdf_subject': 'Abrechnung für {username}, {month}',
  // The statement's kinds of line and its rates sentence (English: the contract's statementLineLabels and statementRatesLine).
  'statement.line.commission': 'Provision',
  'statement.line.withdrawal_hold': 'Auszahlung angefordert',
  'statement.line.withdrawal_paid': 'Auszahlung ausgezahlt',
  'statement.line.withdrawal_released': 'Auszahlung zurückgebucht',
  'statement.line.adjustment': 'Korrektur',
  'statement.line.fee': 'Gebühr',
  'statement.rates_used': 'Verwendete Wechselkurse: {rates}.',
  'statement.rates_later': 'Kurse vom {day} verwendet für {span}.',
  // The statement of account, CSV (statement-csv.ts): its labels and column headers.
  'statement.csv.period': 'Zeitraum',
  'statement.csv.so_far': 'vorläufig, Stand {day}',
  'statement.csv.affiliate': 'Affiliate',
  'statement.csv.currency': 'Währung',
  'statement.csv.exchange_rates': 'Wechselkurse',
  'statement.csv.withdrawals': 'Auszahlungen',
  'statement.csv.held': 'Für ausstehende Auszahlungen reserviert',
  'statement.csv.deal_version': '{deal} (Version {version})',
  'statement.csv.band': 'Stufe',
  'statement.csv.of_no_brand': 'Keiner Marke zugeordnet',
  'statement.column.commission_period': 'Provisionsmonat',
  'statement.column.turnover': 'Umsatz',
  'statement.column.winloss': 'Gewinn/Verlust',
  'statement.column.bonuses': 'Boni',
  'statement.column.admin_fee_rate': 'Verwaltungsgebühr (Satz)',
  'statement.column.admin_fee': 'Verwaltungsgebühr',
  'statement.column.ngr': 'NGR',
  'statement.column.late_ngr': 'Nachträglicher NGR',
  'statement.column.carry_in': 'Negativvortrag aus dem Vormonat',
  'statement.column.revenue_share': 'Revenue Share (Satz)',
  'statement.column.revenue_share_amount': 'Revenue Share (Betrag)',
  'statement.column.cpa_count': 'CPA (Anzahl)',
  'statement.column.cpa_amount': 'CPA (Betrag je Spieler)',
  'statement.column.cpa_total': 'CPA (gesamt)',
  'statement.column.carry_out': 'Negativvortrag in den Folgemonat',
  'statement.column.amount': 'Betrag',
  'statement.column.credited_at': 'Gutgeschrieben am',
  'statement.column.deal': 'Vergütungsmodell',
  'statement.column.cpa_over_cap_count': 'CPA über dem Limit (Anzahl)',
  'statement.column.revenue_share_part': 'Revenue-Share-Teil',
  'statement.column.from': 'Von',
  'statement.column.to': 'Bis',
  'statement.column.rate': 'Satz',
  'statement.column.paid': 'Vergütet',
  'statement.column.brand': 'Marke',
  'statement.column.brand_name': 'Markenname',
  'statement.column.brand_deal': 'Vergütungsmodell der Marke',
  'statement.column.brand_deal_rate': 'Satz der Marke',
  'statement.column.brand_carry_out': 'Negativvortrag der Marke',
  'statement.column.date': 'Datum',
  'statement.column.type': 'Art',
  'statement.column.description': 'Beschreibung',
  'statement.column.reference': 'Referenz',
  'statement.column.available_change': 'Änderung verfügbar',
  'statement.column.balance_after': 'Guthaben danach',
  'statement.column.available_after': 'Verfügbar danach',
  // Sentences of figures and deals (issue 37), in the language an API request asks: what each figure
  // means, a player's CPA status in words, what a deal pays, why a payout option cannot be used and its
  // detail field, and the transactions list's descriptions.
  'figures.conversion':
    'Alle Beträge sind in {currency}. Meldet eine Marke in einer anderen Währung, wird Tag für Tag umgerechnet: jeder Tag eines Spielers zum Referenzkurs dieses Tages, den das Programm festlegt (zum letzten früheren Kurs, wenn der Tag keinen eigenen hat), einmal auf den Cent gerundet, Hälften von null weg; eine Kennzahl ist die Summe dieser umgerechneten Tage. Ihre Abrechnung nennt die verwendeten Kurse.',
  'figures.yourCurrency': 'Ihrer Währung',
  'figures.brandShares':
    'Ihre Abrechnung zeigt die Provision jeder Marke in einer eigenen Zeile: den CPA der Marke und ihren NGR × den Revenue Share (negativ bei einer Marke, die Verlust gemacht hat); Verwaltungsgebühr und Revenue Share werden nach größten Resten aufgeteilt, sodass die Zeilen centgenau die Summe ergeben. Der Revenue Share aus nachträglicher Aktivität und aus einem übernommenen Negativvortrag gehört zu keiner Marke.',
  'figures.dealRule':
    'Die Provision eines Monats wird nach Ihrem Vergütungsmodell berechnet, so wie beim Monatsabschluss (die Seite „Provision“ zeigt alle Eingangswerte). Die Basis ist der NGR des Monats plus nachträglicher NGR abgeschlossener Monate plus ein übernommener Negativvortrag. Ein festes Modell vergütet die Basis zu seinem Satz; ein gestaffeltes Modell vergütet die gesamte Basis zum Satz der höchsten Stufe, die die Basis (oder die Ersteinzahler des Monats) erreicht; ein Bandmodell vergütet jedes Band der Basis zu seinem eigenen Satz; ein Produkt mit eigenem Satz wird stattdessen mit diesem Satz auf seinen NGR vergütet. Auf eine Basis von 0 oder weniger wird nichts gezahlt; jeder Betrag wird einmal kaufmännisch auf den Cent gerundet. Eine negative Basis wird vollständig, bis zu einer Obergrenze oder gar nicht in den nächsten Monat vorgetragen, wie Ihr Vergütungsmodell es festlegt. CPA: Ein Spieler qualifiziert sich am ersten Tag innerhalb des Zeitfensters des Modells (gezählt ab der Registrierung als Tag 1), an dem alle Kriterien erfüllt sind (die erste Einzahlung sowie Einzahlungen und Umsatz seit der Registrierung, jeweils mindestens das Minimum des Modells); er wird in dem Monat vergütet, in dem sich der Spieler qualifiziert, mit dem Betrag der CPA-Stufe, die die qualifizierten Spieler des Monats erreichen, bis zum Monatslimit, unabhängig vom NGR.',
  'figures.registrations':
    'Spieler, die ihre Registrierung abgeschlossen haben, gezählt am UTC-Datum ihrer Registrierung.',
  'figures.firstDepositAmount': 'Summe der Einzahlungen dieser Spieler an ihrem ersten Einzahlungstag.',
  'figures.dashboard.clicks':
    'Besuche über Ihre Tracking-Links, gezählt im Moment des Besuchs (UTC-Tag des Klicks); Crawler und Linkvorschauen werden nicht gezählt. Ein Klick kommt, bevor ein Spieler ein Produkt wählt, daher schränkt der Kategoriefilter ihn nicht ein.',
  'figures.dashboard.signups':
    'Spieler, die sich über Ihre Links angemeldet haben, gezählt am Tag ihrer Anmeldung (date_joined).',
  'figures.dashboard.firstDepositors':
    'Spieler, deren erste Einzahlung (ihr erster Tag mit Einzahlungen über null) in den Zeitraum fällt.',
  'figures.dashboard.deposits': 'Summe der Einzahlungen Ihrer Spieler.',
  'figures.dashboard.turnover': 'Summe der Einsätze Ihrer Spieler.',
  'figures.dashboard.winloss':
    'Gewinn/Verlust des Hauses mit Ihren Spielern: Einsätze minus Auszahlungen, negativ, wenn die Spieler gewonnen haben.',
  'figures.dashboard.bonuses': 'Boni, die Ihren Spielern gewährt wurden.',
  'figures.dashboard.ngr':
    'Netto-Spielumsatz: Gewinn/Verlust minus Boni minus die Verwaltungsgebühr von {fee} des Gewinns/Verlusts (auf Cent gerundet).',
  'figures.dashboard.estimatedCommission':
    'Pro Zeitraum: NGR × der erste Satz Ihres Vergütungsmodells von {rate} (auf Cent gerundet; nichts bei negativem NGR) plus {cpa} CPA für jeden Ersteinzahler, dessen erste Einzahlung mindestens {minimum} betrug, mit dem Vergütungsmodell des letzten Monats des Bereichs. Für den laufenden Abrechnungszeitraum ab seinem ersten Tag ist die Summe das, was ein Abschluss jetzt gutschreiben würde, nach Ihrem gesamten Vergütungsmodell: {late} Eine Schätzung, bis der Zeitraum abgeschlossen ist. {dealRule} {brandShares}',
  'figures.dashboard.lateWithCarry':
    'Nachträgliche Aktivität abgeschlossener Zeiträume und ein aus dem letzten abgeschlossenen Zeitraum vorgetragener negativer NGR zählen mit.',
  'figures.dashboard.lateWithoutCarry':
    'Nachträgliche Aktivität abgeschlossener Zeiträume zählt mit; Ihr Vergütungsmodell trägt keinen negativen NGR von einem Zeitraum in den nächsten vor.',
  'figures.report.source':
    'Die Quelle eines Spielers ist der Klick, den die Marke mit dem Spieler zurückgemeldet hat (sein Code, seine Sub-IDs, sein Banner und seine Kampagne), und das Land des Spielers; ein Spieler ohne Klick zählt unter dem Empfehlungscode ohne Sub-IDs, Banner oder Kampagne. Ein Klick zählt unter dem Land der Adresse des Besuchers („Unbekannt“, wenn die Adresse nicht öffentlich ist oder ihr kein Land zugeordnet ist); die Adresse selbst wird nicht gespeichert.',
  'figures.report.brand':
    'Die Marke eines Spielers ist die Marke des Empfehlungscodes, über den er gekommen ist, die eines Klicks die Marke des Codes seines Links: nach Marke gruppiert oder gefiltert zählt eine Zeile die Spieler und Klicks Ihrer Codes dieser Marke.',
  'figures.report.product':
    'Das Produkt eines Spielers ist die Kategorie, unter der die Marke ihn meldet (Casino, Sport, Live-Casino, Poker). Klicks kommen, bevor ein Spieler ein Produkt wählt: nach Produkt gruppiert entfallen sie (n/a).',
  'figures.report.clicks':
    'Besuche über Ihre Tracking-Links am UTC-Tag des Klicks; Crawler und Linkvorschauen werden nicht gezählt.',
  'figures.report.signups':
    'Spieler, die sich über Ihre Links angemeldet haben, gezählt am Tag ihrer Anmeldung.',
  'figures.report.firstDepositors':
    'Spieler, deren erste Einzahlung (ihr erster Tag mit Einzahlungen über null) in den Zeitraum fällt.',
  'figures.report.deposits': 'Summe der Einzahlungen der Spieler.',
  'figures.report.ngr':
    'Netto-Spielumsatz: Gewinn/Verlust minus Boni minus die Verwaltungsgebühr Ihres Modells auf Gewinn/Verlust (auf Cent gerundet).',
  'figures.report.commission':
    'NGR × der erste Satz Ihres Vergütungsmodells (nichts, wenn der NGR einer Zeile negativ ist) plus der CPA für jeden qualifizierten Ersteinzahler, mit dem Vergütungsmodell des letzten Monats des Zeitraums. Vor Stufen und Vorträgen: was ein abgeschlossener Monat gutschreibt, steht in Ihrer Abrechnung. {dealRule} {brandShares}',
  'figures.playerMonth.deposits': 'Die Einzahlungen des Spielers im Monat (UTC).',
  'figures.playerMonth.withdrawals': 'Die Auszahlungen des Spielers im Monat.',
  'figures.playerMonth.turnover': 'Die Einsätze des Spielers im Monat.',
  'figures.playerMonth.winloss':
    'Gewinn/Verlust des Hauses mit dem Spieler: Einsätze minus Auszahlungen, negativ, wenn der Spieler gewonnen hat.',
  'figures.playerMonth.bonuses': 'Boni, die dem Spieler im Monat gewährt wurden.',
  'figures.playerMonth.adminFee':
    'Die Verwaltungsgebühr Ihres Modells für den Monat auf den Gewinn/Verlust des Spielers (auf Cent gerundet).',
  'figures.playerMonth.ngr':
    'Der Netto-Spielumsatz des Spielers: Gewinn/Verlust minus Boni minus die Verwaltungsgebühr.',
  'figures.playerMonth.revenueShare':
    'Der NGR des Spielers × Ihr Revenue Share des Monats (auf Cent gerundet). Negativ, wenn der NGR des Spielers es ist: Ein solcher Spieler senkt den Revenue Share, den der Monat auszahlt und der auf den NGR all Ihrer Spieler zusammen berechnet wird (auf einen negativen Monat wird nichts gezahlt, und Ihr Modell kann ihn in den nächsten vortragen). Der Monat, wie er gutgeschrieben wurde, steht in Ihrer Abrechnung.',
  'figures.playerMonth.cpa':
    'Der CPA Ihres Modells, im Monat der ersten Einzahlung des Spielers, wenn diese Einzahlung mindestens das Minimum des Modells erreichte.',
  'figures.playerMonth.earned': 'Revenue Share plus CPA: was der Spieler Ihnen im Monat eingebracht hat.',
  // A player's CPA status.
  'cpa.qualified': 'Qualifiziert am {day}',
  'cpa.pendingDaysLeft': '{missing} – noch {days, plural, one {# Tag} other {# Tage}}',
  'cpa.lowFirstDeposit': 'Die erste Einzahlung von {deposit} lag unter den geforderten {required}',
  'cpa.windowEnded': 'Das {days}-tägige Zeitfenster endete am {day} mit {missing}',
  'cpa.overCap':
    'Qualifiziert am {day}, nachdem das Monatslimit von {cap, plural, one {# vergütetem Spieler} other {# vergüteten Spielern}} erreicht war',
  'cpa.reversed': 'Vom Programm storniert am {day}: {reason}',
  'cpa.lacking.noDepositYet': 'noch keine Einzahlung',
  'cpa.lacking.noDepositYetMinimum':
    'noch keine Einzahlung (eine erste Einzahlung von mindestens {minimum} ist erforderlich)',
  'cpa.lacking.noDeposit': 'keiner Einzahlung',
  'cpa.lacking.noDepositMinimum':
    'keiner Einzahlung (eine erste Einzahlung von mindestens {minimum} war erforderlich)',
  'cpa.lacking.deposits': 'Einzahlungen {reached} von {required}',
  'cpa.lacking.turnover': 'Umsatz {reached} von {required}',
  // What a deal pays, a sentence a line.
  'deal.noRevenueShare': 'Kein Revenue Share.',
  'deal.flat': 'Revenue Share: {rate} des NGR.',
  'deal.tiered':
    'Revenue Share, gestaffelt: {rate} des NGR; {steps}. Der ganze Monat wird zum erreichten Satz vergütet.',
  'deal.tierStep': '{rate} ab {threshold}',
  'deal.thresholdDepositors': '{count, plural, one {# Ersteinzahler} other {# Ersteinzahlern}} im Monat',
  'deal.thresholdNgr': '{amount} NGR',
  'deal.ladder': 'Revenue Share nach NGR-Bändern: {bands}. Jedes Band wird zu seinem eigenen Satz vergütet.',
  'deal.band': '{rate} von {from} bis {to}',
  'deal.bandAbove': '{rate} über {from}',
  'deal.productRates': '{products}, statt des Satzes der Stufe.',
  'deal.productRate': '{product}-NGR zu {rate}',
  'deal.product.casino': 'Casino',
  'deal.product.sports': 'Sport',
  'deal.product.live-casino': 'Live-Casino',
  'deal.product.poker': 'Poker',
  'deal.adminFee': 'Verwaltungsgebühr: {rate} des Gewinns/Verlusts, vom NGR abgezogen.',
  'deal.noAdminFee': 'Keine Verwaltungsgebühr.',
  'deal.carry':
    'Ein negativer Monat wird in den nächsten vorgetragen und muss erst ausgeglichen werden, bevor wieder Revenue Share gezahlt wird.',
  'deal.reset': 'Ein negativer Monat wird nicht vorgetragen: Jeder Monat beginnt bei null.',
  'deal.carryCap': 'Ein negativer Monat wird bis zu {amount} in den nächsten vorgetragen.',
  'deal.noCpa': 'Kein CPA.',
  'deal.firstDepositMin': 'eine erste Einzahlung von mindestens {amount} leistet',
  'deal.firstDeposit': 'eine erste Einzahlung leistet',
  'deal.depositsMin': 'insgesamt mindestens {amount} einzahlt',
  'deal.turnoverMin': 'mindestens {amount} Umsatz macht',
  'deal.cpa': 'CPA: {amount} pro Spieler, der {criteria}.',
  'deal.cpaWithin':
    'CPA: {amount} pro Spieler, der innerhalb von {days, plural, one {# Tag} other {# Tagen}} nach der Registrierung (der Registrierungstag ist Tag 1) {criteria}.',
  'deal.cpaTier': 'Ab {count} qualifizierten Spielern im Monat wird jeder mit {amount} vergütet.',
  'deal.cap':
    '{count, plural, one {Höchstens # Spieler wird pro Monat vergütet; alle weiteren liegen über dem Limit.} other {Höchstens # Spieler werden pro Monat vergütet; alle weiteren liegen über dem Limit.}}',
  'deal.cpaWhateverNgr': 'Der CPA wird unabhängig vom NGR gezahlt.',
  'deal.subShareCommission':
    'Sub-Affiliates: {rate} der Provision jedes Sub-Affiliates, {months, plural, one {# Monat} other {# Monate}} lang ab seiner Freischaltung.',
  'deal.subShareNgr':
    'Sub-Affiliates: {rate} des NGR jedes Sub-Affiliates, {months, plural, one {# Monat} other {# Monate}} lang ab seiner Freischaltung.',
  'deal.subPerPlayer':
    'Sub-Affiliates: {amount} für jeden Spieler eines Sub-Affiliates, der sich für den CPA qualifiziert, {months, plural, one {# Monat} other {# Monate}} lang ab seiner Freischaltung.',
  'subAffiliates.line.month': 'Einnahmen aus Sub-Affiliates für {month}: {parts}',
  'subAffiliates.line.corrected': 'Einnahmen aus Sub-Affiliates korrigiert: {parts}',
  'subAffiliates.part.commission': '{sub} — {rate} der Provision von {basis}',
  'subAffiliates.part.ngr': '{sub} — {rate} des NGR von {basis}',
  'subAffiliates.part.players':
    '{sub} — {count, plural, one {# qualifizierter Spieler} other {# qualifizierte Spieler}} zu je {amount}',
  'subAffiliates.corrected.commission': '{sub} für {month} — {rate} der Provision, jetzt {basis}',
  'subAffiliates.corrected.ngr': '{sub} für {month} — {rate} des NGR, jetzt {basis}',
  'subAffiliates.corrected.players':
    '{sub} für {month} — jetzt {count, plural, one {# qualifizierter Spieler} other {# qualifizierte Spieler}} zu je {amount}',
  // Why a payout option cannot be used now, and its detail field.
  'payout.disabled': 'Auszahlungen per {option} werden derzeit nicht angeboten.',
  'payout.rateMissing': 'Auszahlungen per {option} sind pausiert: Es gibt noch keinen Wechselkurs.',
  'payout.rateStale': 'Auszahlungen per {option} sind pausiert: Der Wechselkurs ist veraltet.',
  'payout.notEur':
    'Auszahlungen per {option} erfordern ein Guthaben in EUR: Der Wechselkurs wird nur gegen EUR notiert, und Ihr Guthaben ist in {currency}.',
  'payout.belowMinimum':
    'Ihr verfügbares Guthaben ({available}) liegt unter dem {option}-Minimum von {minimum}.',
  'payout.field.irreversible':
    'Eine Zahlung an eine falsche Adresse lässt sich nicht rückgängig machen: Fügen Sie sie ein und prüfen Sie dann die ersten und letzten Zeichen.',
  'payout.field.bitcoin.label': 'Bitcoin-Wallet-Adresse',
  'payout.field.bitcoin.hint':
    'Eine Bitcoin-Adresse: Legacy (1…), P2SH (3…), SegWit (bc1q…) oder Taproot (bc1p…). {irreversible}',
  'payout.field.tron.label': 'TRON-Wallet-Adresse (TRC20)',
  'payout.field.tron.hint':
    'Eine TRON-Adresse: 34 Zeichen, beginnend mit T. An sie wird nur USDT im TRON-Netzwerk gesendet. {irreversible}',
  'payout.field.ethereum.label': 'Ethereum-Wallet-Adresse (ERC20)',
  'payout.field.ethereum.hint':
    'Eine Ethereum-Adresse: 0x und 40 Hexadezimalzeichen; eine Adresse mit Groß- und Kleinbuchstaben muss zu ihrer Prüfsumme passen. {irreversible}',
  'payout.field.neteller.label': 'Neteller-Konto',
  'payout.field.neteller.hint': 'Die E-Mail-Adresse oder Konto-ID Ihres Neteller-Kontos.',
  'payout.field.skrill.label': 'Skrill-Konto',
  'payout.field.skrill.hint': 'Die E-Mail-Adresse oder Kunden-ID Ihres Skrill-Kontos.',
  // The transactions list's descriptions.
  'transaction.withdrawalTo': 'Auszahlung per {option} an {destination}',
  'transaction.withdrawalToOption': 'Auszahlung per {option}',
  'transaction.commissionFor': 'Provision für {month}',
  'transaction.holdOverridden':
    'Vor dem Ende der Prüfung der neuen Auszahlungsdaten ausgezahlt, nach einer Kontrolle durch unser Team.',
  // The statement's lines the gateway wrote.
  'statement.text.withdrawalRequested': 'Auszahlung Nr. {id} angefordert ({option})',
  'statement.text.withdrawalPaid': 'Auszahlung Nr. {id} ausgeführt ({option}, Referenz {reference})',
  'statement.text.withdrawalRejected': 'Auszahlung Nr. {id} abgelehnt ({option}): Betrag freigegeben',
  'statement.text.withdrawalCancelled': 'Auszahlung Nr. {id} storniert ({option}): Betrag freigegeben',
  // The identity check's sandbox pages (kyc/sandbox-page.ts, sandbox-routes.ts, sandbox-flow.ts).
  'kyc.sandbox.title': 'Identitätsprüfung (Sandbox)',
  'kyc.sandbox.page_title': 'Identitätsprüfung (Sandbox) - {brand}',
  'kyc.sandbox.intro':
    'Dies ist der Testanbieter von {brand}: Es findet keine echte Prüfung statt. Laden Sie ein beliebiges Bild hoch und wählen Sie das Ergebnis, das der Anbieter melden soll.',
  'kyc.sandbox.picture_label': 'Bild Ihres Ausweises (PNG, JPEG, GIF oder WebP, höchstens {size} MB)',
  'kyc.sandbox.picture_note':
    'Erforderlich, außer Sie wählen „Kein Ausweis hochgeladen“. Das Bild wird geprüft und verworfen, nie gespeichert.',
  'kyc.sandbox.result_legend': 'Zu meldendes Ergebnis',
  'kyc.sandbox.submit': 'Absenden',
  'kyc.sandbox.cancel': 'Abbrechen und zurück zum Portal',
  'kyc.sandbox.back': 'Zurück zum Portal',
  'kyc.sandbox.outcome.approved': 'Genehmigt: Der Ausweis ist echt und lesbar',
  'kyc.sandbox.outcome.fraud': 'Betrug: Der Ausweis wurde manipuliert',
  'kyc.sandbox.outcome.unsupported-id': 'Ausweistyp nicht unterstützt',
  'kyc.sandbox.outcome.unreadable': 'Ausweis nicht lesbar',
  'kyc.sandbox.outcome.no-id': 'Kein Ausweis hochgeladen',
  'kyc.sandbox.outcome.processing': 'Noch in Bearbeitung: noch kein Ergebnis',
  'kyc.sandbox.gone':
    'Diese Prüfungsseite ist abgelaufen oder existiert nicht. Starten Sie eine neue Prüfung im Portal.',
  'kyc.sandbox.image_missing':
    'Wählen Sie ein Bild Ihres Ausweises (oder das Ergebnis „Kein Ausweis hochgeladen“).',
  'kyc.sandbox.not_an_image': 'Die Datei ist kein PNG-, JPEG-, GIF- oder WebP-Bild.',
  'kyc.sandbox.too_large': 'Das Bild ist größer als {size} MB.',
  'kyc.sandbox.choose_result': 'Wählen Sie das zu meldende Ergebnis.',
  'kyc.sandbox.send_multipart': 'Senden Sie das Formular als multipart/form-data.',
  // The demo landing page (tracking/landing-page.ts): what a player who followed a partner's link reads.
  'landing.title': 'Goldline Casino, Demo-Landingpage',
  'landing.tag': 'Demo-Landingpage',
  'landing.welcome': 'Willkommen bei {casino}',
  'landing.page': 'Sie sind auf der Seite {page} gelandet, zu der der Link des Partners führte.',
  'landing.intro':
    'Dies ist die Demo-Landingpage des Portals Goldline Partners: Die Tracking-Weiterleitung hat Ihren Klick erfasst und Sie mit dem Code des Partners hierher geschickt, so wie sie Sie auf die eigene Seite der Marke schicken würde.',
  'landing.your_partner': 'Ihr Partner',
  'landing.partner_code': 'Partnercode',
  'landing.placement': 'Platzierung',
  'landing.click_id': 'Klick-ID (die Marke speichert sie mit Ihrer Registrierung)',
  'landing.no_partner': 'Keiner: Sie kamen ohne Partnerlink, daher wird kein Partner vergütet.',
  'landing.cta': 'Partnerportal öffnen',
  'landing.footer': 'Goldline Casino, Demo-Landingpage. Ab 18 Jahren. Spielen Sie verantwortungsbewusst.',
  // API errors (http/api-error.ts, plugins/errors.ts, i18n/api-error-language.ts).
  'error.wait.seconds': '{count, plural, one {# Sekunde} other {# Sekunden}}',
  'error.wait.minutes': '{count, plural, one {# Minute} other {# Minuten}}',
  'error.tooManyRequests': 'Zu viele Versuche. Bitte versuchen Sie es in {wait} erneut.',
  'error.accountLocked':
    'Zu viele Anmeldeversuche für dieses Konto. Bitte versuchen Sie es in {wait} erneut. Wenn die Zwei-Faktor-Authentifizierung aktiviert ist, können Sie sich jetzt mit Ihrem Passwort und einem Code aus Ihrer Authenticator-App anmelden.',
  'error.unauthenticated': 'Nicht angemeldet.',
  'error.sessionExpired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  'error.accountSuspended': 'Dieses Konto ist gesperrt. Bitte wenden Sie sich an Ihren Affiliate-Manager.',
  'error.accountDisabled': 'Dieses Konto ist deaktiviert. Bitte wenden Sie sich an den Support.',
  'error.forbidden': 'Diese Aktion ist nicht erlaubt.',
  'error.csrfMismatch': 'Das CSRF-Token stimmt nicht überein.',
  'error.fieldNotValid': '{field} ist ungültig.',
  'error.dataInvalid': 'Die übermittelten Daten sind ungültig.',
  'error.valueInvalid': 'Ungültiger Wert.',
  'error.unstorableText': 'Der Text darf keine NUL-Zeichen oder ungepaarten Surrogate enthalten.',
  'error.payloadTooLarge': 'Der Inhalt der Anfrage ist zu groß.',
  'error.unsupportedContentType': 'Nicht unterstützter Inhaltstyp: Senden Sie application/json.',
  'error.notFound': 'Nicht gefunden.',
  'error.malformedRequest': 'Fehlerhafte Anfrage.',
  'error.invalidJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'error.addressTooLong': 'Die Adresse ist zu lang.',
  'error.methodNotAllowed': 'Diese Adresse akzeptiert {methods}.',
  'error.unavailable':
    'Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  'error.databaseUnavailable': 'Die Datenbank ist nicht verfügbar.',
  'error.internal': 'Interner Serverfehler.',
  'error.idempotencyKeyInvalid':
    'Der Header Idempotency-Key muss aus 1 bis 200 sichtbaren ASCII-Zeichen bestehen.',
  'error.idempotencyKeyReused': 'Dieser Idempotency-Key wurde mit anderen Parametern verwendet.',
  // Signing in, passwords, email address, sessions, codes.
  'error.invalidCredentials': 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
  'error.commonPassword': 'Dieses Passwort ist zu verbreitet. Wählen Sie ein weniger vorhersehbares.',
  'error.currentPasswordIncorrect': 'Das aktuelle Passwort ist falsch.',
  'error.passwordIncorrect': 'Das Passwort ist falsch.',
  'error.sameEmail': 'Das ist bereits Ihre E-Mail-Adresse.',
  'error.emailNotUsable': 'Diese E-Mail-Adresse kann nicht verwendet werden. Wählen Sie eine andere.',
  'error.sessionNotFound': 'Diese Sitzung gibt es nicht.',
  'error.codeInvalid': 'Der Code ist ungültig oder abgelaufen.',
  'error.emailedCodeInvalid':
    'Der Code ist ungültig oder abgelaufen. Fordern Sie per E-Mail einen neuen Code an.',
  // Two-factor authentication (totp/messages.ts).
  'error.twoFactor.required': 'Geben Sie den Code aus Ihrer Authenticator-App ein.',
  'error.twoFactor.signInCodeInvalid':
    'Der Code ist ungültig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App oder einen Wiederherstellungscode ein.',
  'error.twoFactor.appCodeInvalid':
    'Der Code ist ungültig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App ein.',
  'error.twoFactor.anyCodeInvalid':
    'Der Code ist ungültig. Geben Sie den aktuellen Code aus Ihrer Authenticator-App, einen Wiederherstellungscode oder den Code aus unserer E-Mail ein.',
  'error.twoFactor.replayed':
    'Dieser Code wurde bereits verwendet. Warten Sie auf den nächsten Code in Ihrer Authenticator-App.',
  'error.twoFactor.alreadySetUp':
    'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet. Setzen Sie sie zurück, bevor Sie sie neu einrichten.',
  'error.twoFactor.alreadySetUpOff':
    'Die Zwei-Faktor-Authentifizierung ist bereits eingerichtet. Aktivieren Sie sie wieder oder setzen Sie sie zurück, bevor Sie sie neu einrichten.',
  'error.twoFactor.nothingToConfirm':
    'Es gibt keine Einrichtung der Zwei-Faktor-Authentifizierung zu bestätigen. Starten Sie zuerst die Einrichtung.',
  'error.twoFactor.alreadyConfirmed': 'Die Zwei-Faktor-Authentifizierung ist bereits bestätigt.',
  'error.twoFactor.alreadyConfirmedOff':
    'Die Zwei-Faktor-Authentifizierung ist bereits bestätigt. Aktivieren Sie sie stattdessen wieder.',
  'error.twoFactor.setUpFirst': 'Richten Sie zuerst die Zwei-Faktor-Authentifizierung ein.',
  'error.twoFactor.confirmFirst':
    'Bestätigen Sie zuerst die Einrichtung der Zwei-Faktor-Authentifizierung mit einem Code aus Ihrer Authenticator-App.',
  'error.twoFactor.alreadyOn': 'Die Zwei-Faktor-Authentifizierung ist bereits aktiviert.',
  'error.twoFactor.notOn': 'Die Zwei-Faktor-Authentifizierung ist nicht aktiviert.',
  'error.twoFactor.alreadyOff': 'Die Zwei-Faktor-Authentifizierung ist bereits deaktiviert.',
  'error.twoFactor.notSetUp': 'Die Zwei-Faktor-Authentifizierung ist nicht eingerichtet.',
  'error.twoFactor.recoveryCodesNeedOn':
    'Wiederherstellungscodes gibt es nur, solange die Zwei-Faktor-Authentifizierung aktiviert ist.',
  // API tokens (personal tokens and their scopes).
  'error.apiToken.expired': 'Dieses API-Token ist abgelaufen: Erstellen Sie unter „Integrationen“ ein neues.',
  'error.apiToken.outOfScope':
    'Ein persönliches API-Token kann nur Berichte und Spieler lesen: Melden Sie sich für alles andere an.',
  'error.apiToken.missingScope': 'Diesem Token fehlt der Bereich {scope}.',
  'error.apiToken.limit':
    'Sie haben {max} Tokens: Widerrufen Sie zuerst eines, das Sie nicht mehr verwenden.',
  'error.apiToken.notFound': 'Dieses Token gibt es nicht.',
  // Withdrawals, balance, payout details.
  'error.insufficientFunds': 'Der Betrag ist höher als Ihr verfügbares Guthaben.',
  'error.withdrawal.notOffered': '{option} wird derzeit nicht für Auszahlungen angeboten.',
  'error.withdrawal.minimum': 'Der Mindestbetrag für {option} beträgt {amount}.',
  'error.withdrawal.maximum': 'Der Höchstbetrag für {option} beträgt {amount}.',
  'error.withdrawal.nothingLeft':
    'Nach der Netzwerkgebühr für {option} ({fee}) bliebe nichts zu senden. Geben Sie einen höheren Betrag ein.',
  'error.withdrawal.identityFirst': 'Bitte bestätigen Sie vor Ihrer ersten Auszahlung Ihre Identität.',
  'error.withdrawal.identityAbove': 'Bitte bestätigen Sie Ihre Identität, um mehr als {amount} auszuzahlen.',
  'error.withdrawal.notFound': 'Diese Auszahlung gibt es nicht.',
  'error.payoutDetails.walletAddressInvalid': 'Die Wallet-Adresse ist ungültig.',
  'error.payoutDetails.accountInvalid': 'Das Konto ist ungültig.',
  'error.customerIdMismatch': 'customerId muss die in der Adresse sein.',
  // Identity verification (kyc/service.ts).
  'error.kyc.notYourself': 'userReference muss Ihre eigene Affiliate-ID sein.',
  'error.kyc.alreadyVerified': 'Ihre Identität ist bereits bestätigt.',
  'error.kyc.waitingForReview': 'Ihre Identität wird manuell geprüft; wir teilen Ihnen das Ergebnis mit.',
  'error.kyc.attemptOpen': 'Eine Identitätsprüfung läuft bereits. Setzen Sie sie fort oder beginnen Sie neu.',
  'error.kyc.noOpenAttempt': 'Es läuft keine Identitätsprüfung: Starten Sie eine neue.',
  'error.kyc.dailyLimit':
    'Sie können höchstens 5 Identitätsprüfungen pro Tag starten. Bitte versuchen Sie es morgen erneut.',
  'error.kyc.returnAbsolute': 'Muss eine absolute Adresse sein.',
  'error.kyc.returnAddress': 'Muss eine Adresse der Identitätsprüfungsseite des Portals sein ({address}).',
  'error.kyc.providerUnavailable':
    'Der Anbieter der Identitätsprüfung ist nicht erreichbar. Bitte versuchen Sie es in einigen Minuten erneut.',
  // Players, reports, statements, dates.
  'error.playerNotFound': 'Sie haben keinen Spieler mit dieser ID geworben.',
  'error.playersExportTooLarge':
    'Der Export würde {total} Spieler enthalten; in eine Datei passen höchstens {max}. Grenzen Sie den Filter ein (Jahr, Monat, Kategorie oder Marke).',
  'error.transactionsExportTooLarge':
    'Der Export würde {total} Transaktionen enthalten; in eine Datei passen höchstens {max}. Grenzen Sie den Filter ein (Typ, Status oder Datum).',
  'error.transactionNotFound': 'Diese Transaktion gibt es nicht.',
  'error.dateNotInCalendar': 'Das Datum ist kein Kalenderdatum.',
  'error.dateDoesNotExist': 'Wählen Sie ein existierendes Datum.',
  'error.endBeforeStart': 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  'error.rangeTooLong': 'Der Zeitraum darf höchstens {days} Tage umfassen.',
  // Referral codes, tracking links, banners.
  'error.referralCode.brandNotOffered': 'Wählen Sie eine der Marken, die Ihnen offenstehen.',
  'error.referralCode.limit': 'Sie können höchstens 20 Empfehlungscodes haben.',
  'error.referralCode.taken': 'Dieser Code ist bereits vergeben. Versuchen Sie einen anderen.',
  'error.referralCode.notYours': 'Wählen Sie einen Ihrer Empfehlungscodes.',
  'error.landingPageNotAllowed':
    'Wählen Sie eine Seite, die die Marke zulässt: Diese Adresse ist keine ihrer Landingpages.',
  'error.banner.notOffered': 'Wählen Sie ein Banner aus dem Katalog für diesen Typ und diese Sprache.',
  'error.banner.otherBrand':
    'Dieses Banner gehört zu einer anderen Marke als Ihr Empfehlungscode: Wählen Sie ein Banner der Marke des Codes.',
  'error.banner.sizeNotOffered': 'Wählen Sie eine der Größen dieses Banners.',
  'error.banner.sizeNotOfferedOf': 'Wählen Sie eine der Größen dieses Banners. ({sizes})',
  'error.banner.archiveFull':
    'Ihr Archiv fasst höchstens 1000 Banner. Löschen Sie einige, bevor Sie neue speichern.',
  'error.banner.notFound': 'Banner nicht gefunden.',
  'error.banner.notInCatalogue': 'Dieses Banner gibt es im Katalog nicht.',
  'error.banner.noSuchCreative': 'Dieses Werbemittel gibt es nicht.',
  // Postbacks (postbacks/service.ts, address-guard.ts).
  'error.postback.unknownMacro':
    "Unbekanntes Makro {macros}: Verwenden Sie '{click_id}', '{sub1}'…'{sub5}', '{event}', '{player}', '{amount}', '{currency}', '{code}' oder '{timestamp}'.",
  'error.postback.macroInHost': 'Makros dürfen im Pfad und in der Query stehen, nicht im Hostnamen.',
  'error.postback.fullAddress': 'Geben Sie eine vollständige Adresse ein, beginnend mit https://.',
  'error.postback.scheme': 'Die Adresse muss mit https:// (oder http://) beginnen.',
  'error.postback.addressNotPublic': 'Die Adresse {host} liegt nicht im öffentlichen Internet.',
  'error.postback.hostNotFound': '{host} wurde nicht gefunden: Prüfen Sie den Namen Ihres Trackers.',
  'error.postback.resolvesNotPublic':
    '{host} wird zu {address} aufgelöst, einer Adresse außerhalb des öffentlichen Internets.',
  'error.postback.notSet': 'Für dieses Ereignis ist kein Postback eingerichtet.',
  // The program's terms (modules/terms).
  'error.terms.notInForce':
    'Dies sind nicht die geltenden Bedingungen: Lesen Sie die aktuelle Fassung und akzeptieren Sie diese.',
  'error.terms.nonePublished': 'Das Programm hat seine Bedingungen noch nicht veröffentlicht.',
  'error.terms.versionNotFound': 'Diese Fassung der Bedingungen gibt es nicht.',
  // Applying to the program (modules/applications; English: the contract's APPLICATION_* and registration.ts).
  'error.application.nameNotValid': 'Geben Sie einen Namen mit 1 bis 100 Zeichen ein.',
  'error.application.companyRequired': 'Geben Sie den Namen des Unternehmens ein.',
  'error.application.websiteNotValid':
    'Geben Sie eine Website-Adresse ein, die mit https:// oder http:// beginnt.',
  'error.application.sourcesRequired': 'Wählen Sie mindestens eine Traffic-Quelle.',
  'error.application.termsRequired': 'Akzeptieren Sie die Bedingungen des Programms, um sich zu bewerben.',
  'error.application.challengeFailed':
    'Die automatische Prüfung, dass Sie ein Mensch sind, ist nicht bestanden: Warten Sie, bis sie abgeschlossen ist, und senden Sie erneut.',
  'error.application.codeNotValid': 'Der Code ist falsch oder abgelaufen.',
  'error.application.linkNotValid': 'Dieser Link ist nicht mehr gültig.',
  'error.application.answerNotValid': 'Schreiben Sie eine Antwort mit 1 bis 5.000 Zeichen.',
  'error.application.currencyNotOffered': 'Wählen Sie eine der Währungen, in denen das Programm auszahlt.',
  'error.application.usernameTakenMeanwhile':
    'Dieser Benutzername wurde vergeben, während Ihre Bewerbung auf die Bestätigung wartete: Bewerben Sie sich erneut mit einem anderen.',
  'error.application.emailTakenMeanwhile':
    'Diese E-Mail-Adresse gehört inzwischen zu einem Affiliate-Konto: Melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
};
