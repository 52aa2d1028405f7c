import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '@affiliate/contract';
import { displayDayIn, displayMinuteIn, displayMonthIn } from '../src/calendar/display-dates-in.ts';
import {
  buildTestApp,
  closeTestApp,
  operatorHeaders,
  portalClientHeaders,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { callbackPathOf, initiate, mailsTo } from './kyc-helpers.ts';
import { notificationsOf } from './two-factor-helpers.ts';
import { affiliateIdOf, expectLedgerInvariants, fund, withdraw } from './withdrawal-helpers.ts';

/**
 * Issue 37: every mail and notice the gateway writes for an affiliate is in the affiliate's language
 * (PUT /bo/me/preferences), money and dates written the language's way; English stays word for word.
 * Intl writes a no-break space between an amount and its symbol in German and Portuguese.
 */
const nbsp = '\u00a0';

describe(`mails and notices in the affiliate's language (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await expectLedgerInvariants(app.ctx.db);
    await closeTestApp(app);
  });

  interface Affiliate {
    id: number;
    email: string;
    session: SignedIn;
  }

  /** A new affiliate in `currency`, reading `language`. */
  async function affiliateIn(
    username: string,
    language: 'en' | 'de' | 'pt-BR',
    currency = 'EUR',
  ): Promise<Affiliate> {
    const email = `${username}@example.com`;
    const password = `${username}-long-passphrase-2026`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/affiliates',
      headers: operatorHeaders,
      payload: { username, email, password, firstName: 'Test', lastName: 'Partner', country: 'MT', currency },
    });
    expect(created.statusCode, created.body).toBe(201);
    const session = await signIn(app, username, password);
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/v1/bo/me/preferences',
      headers: session.headers,
      payload: {
        language,
        timezone: 'UTC',
        emailNotifications: true,
        emailEvents: { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return { id: await affiliateIdOf(app, session), email, session };
  }

  const mailTitled = async (email: string, subject: string) => {
    const mail = (await mailsTo(app, email)).find((m) => m.subject === subject);
    expect(mail, `no mail "${subject}" to ${email}`).toBeDefined();
    return mail!;
  };
  const noticeTitled = async (affiliate: Affiliate, title: string) => {
    const notice = (await notificationsOf(app, affiliate.session)).find((n) => n.title === title);
    expect(notice, `no notice "${title}"`).toBeDefined();
    return notice!;
  };

  /** Asks for the emailed withdrawal code and reads it from the newest code mail. */
  async function withdrawalCode(
    affiliate: Affiliate,
    subject: string,
  ): Promise<{ code: string; text: string }> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: affiliate.session.headers,
      payload: { purpose: 'withdrawal' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await mailTitled(affiliate.email, subject);
    return { code: /\b(\d{6})\b/.exec(text)![1]!, text };
  }

  it('writes to a German affiliate in German: a credit, the withdrawal code, the withdrawal and its approval', async () => {
    const anke = await affiliateIn('anke', 'de');
    await fund(app, anke.id, '1234.56', 'Startguthaben');

    const credit = await noticeTitled(anke, 'Ihrem Guthaben wurde ein Betrag gutgeschrieben');
    expect(credit.body).toBe(
      `Gutschrift von 1.234,56${nbsp}€: Startguthaben Ihr verfügbares Guthaben beträgt jetzt 1.234,56${nbsp}€.`,
    );
    const creditMail = await mailTitled(
      anke.email,
      'Goldline Partners: Ihrem Guthaben wurde ein Betrag gutgeschrieben',
    );
    expect(creditMail.text).toMatch(
      new RegExp(
        `^${credit.body.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\n\nWann: \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d UTC$`,
      ),
    );

    const { code, text } = await withdrawalCode(anke, 'Ihr Bestätigungscode von Goldline Partners');
    expect(text).toBe(
      `Verwenden Sie diesen Code, um Ihre Auszahlungsanfrage zu bestätigen: ${code}\n\n` +
        'Er ist 10 Minuten gültig und kann einmal verwendet werden. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail und ändern Sie am besten Ihr Passwort.',
    );

    const placed = await withdraw(app, anke.session, {
      payment_option_type: 'NETELLER',
      account: 'anke.wallet@example.com',
      amount: '1000',
      code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const w = placed.json().data;
    const requested = await noticeTitled(anke, 'Auszahlung beantragt');
    expect(requested.body).toMatch(
      new RegExp(
        `^Ihre Auszahlung Nr\\. ${w.id} über 1\\.000,00${nbsp}€ per Neteller ist ausstehend\\. ` +
          'Neue Auszahlungsdaten: Diese Auszahlung wartet bis \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d UTC auf unsere Prüfung\\.$',
      ),
    );
    await mailTitled(anke.email, 'Goldline Partners: Auszahlung beantragt');
    const details = await noticeTitled(anke, 'Neue Auszahlungsdaten für Neteller');
    expect(details.body).toBe(
      'Ihre Auszahlungsdaten für Neteller wurden in a•••@example.com geändert. Auszahlungen an diese Daten werden 24 Stunden lang von uns geprüft. ' +
        'Falls Sie das nicht waren, ändern Sie sofort Ihr Passwort und wenden Sie sich an den Support.',
    );

    const approved = await app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${w.id}/approve`,
      headers: operatorHeaders,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const approval = await noticeTitled(anke, 'Auszahlung genehmigt');
    expect(approval.body).toBe(
      `Ihre Auszahlung Nr. ${w.id} über 1.000,00${nbsp}€ per Neteller wurde genehmigt und wird in Kürze ausgezahlt.`,
    );
    expect((await mailTitled(anke.email, 'Goldline Partners: Auszahlung genehmigt')).text).toMatch(
      /^Ihre Auszahlung .* ausgezahlt\.\n\nWann: \d\d\.\d\d\.\d{4} \d\d:\d\d UTC$/,
    );
  });

  it('writes to a Brazilian affiliate in Portuguese: a credit in reais, the identity check, the password reset code', async () => {
    const bia = await affiliateIn('bia', 'pt-BR', 'BRL');
    await fund(app, bia.id, '1234.56', 'Saldo inicial');
    const credit = await noticeTitled(bia, 'Seu saldo recebeu um crédito');
    expect(credit.body).toBe(
      `Crédito de R$${nbsp}1.234,56: Saldo inicial Seu saldo disponível agora é de R$${nbsp}1.234,56.`,
    );
    expect((await mailTitled(bia.email, 'Goldline Partners: Seu saldo recebeu um crédito')).text).toMatch(
      /\n\nQuando: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/,
    );

    const started = await initiate(app, bia.session);
    expect(started.statusCode, started.body).toBe(200);
    const unreadable = await app.inject({
      method: 'POST',
      url: callbackPathOf(started.json().data.redirectUrl),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        idScanStatus: 'ERROR',
        verificationStatus: 'ERROR_NOT_READABLE_ID',
      }).toString(),
    });
    expect(unreadable.statusCode, unreadable.body).toBe(200);
    const failed = await noticeTitled(bia, 'A verificação de identidade falhou');
    expect(failed.body).toBe(
      'Não foi possível ler o documento: use uma foto nítida, bem iluminada e sem cortes. ' +
        'Você pode iniciar uma nova verificação na página Verificação de identidade.',
    );
    expect(
      (await mailTitled(bia.email, 'Goldline Partners: A verificação de identidade falhou')).text,
    ).toContain(failed.body);

    const forgot = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/auth/forgot-password',
      headers: portalClientHeaders,
      payload: { email: bia.email },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const reset = await mailTitled(bia.email, 'Seu código de verificação da Goldline Partners');
    expect(reset.text).toMatch(
      /^Use este código para redefinir sua senha: \d{6}\n\nAo redefinir sua senha, você sai de todas as sessões/,
    );
  });

  it("leaves an English affiliate's mails and notices word for word as they were", async () => {
    const emma = await affiliateIn('emma', 'en');
    await fund(app, emma.id, '1234.56', 'Opening balance.');
    const credit = await noticeTitled(emma, 'Your balance was credited');
    expect(credit.body).toBe('Credited €1,234.56: Opening balance. Your available balance is now €1,234.56.');
    expect((await mailTitled(emma.email, 'Goldline Partners: Your balance was credited')).text).toMatch(
      /^Credited €1,234\.56: Opening balance\. Your available balance is now €1,234\.56\.\n\nWhen: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/,
    );
    const requested = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/2fa/requestcode',
      headers: emma.session.headers,
      payload: { purpose: 'withdrawal' },
    });
    expect(requested.statusCode).toBe(200);
    expect((await mailTitled(emma.email, 'Your Goldline Partners verification code')).text).toMatch(
      /^Use this code to confirm your withdrawal request: \d{6}\n\nIt is valid for 10 minutes and can be used once\. If you did not ask for it, ignore this email and consider changing your password\.$/,
    );
  });
});

describe('dates in a language', () => {
  it('writes a day, a minute and a month the language’s way, English as the specification does', () => {
    const at = '2026-11-03T14:02:09Z';
    expect([
      displayDayIn('en', at),
      displayDayIn('pt-BR', at),
      displayDayIn('es', at),
      displayDayIn('de', at),
    ]).toEqual(['11/03/2026', '03/11/2026', '03/11/2026', '03.11.2026']);
    expect(displayMinuteIn('de', at)).toBe('03.11.2026 14:02 UTC');
    expect(displayMinuteIn('en', at)).toBe('11/03/2026 14:02 UTC');
    expect(['en', 'pt-BR', 'es', 'de'].map((l) => displayMonthIn(l as Language, '2026-11'))).toEqual([
      'November 2026',
      'novembro de 2026',
      'noviembre de 2026',
      'November 2026',
    ]);
  });
});
