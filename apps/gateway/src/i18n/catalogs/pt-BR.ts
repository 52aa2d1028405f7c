import type { GatewayText } from './en.ts';

/** The gateway's texts in pt-BR (see en.ts): written for this product, not word by word. */
export const ptBR: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Quando: {when}',
  // Security notices: two-factor changes, a changed email address, new payout details, a revoked API
  // token, a postback switched off.
  'notice.security.ifNotYou':
    'Se não foi você, altere sua senha imediatamente e entre em contato com o suporte.',
  'notice.totp.enabled.title': 'Autenticação de dois fatores ativada',
  'notice.totp.enabled.body':
    'Agora, para entrar na sua conta, é preciso informar um código do seu app autenticador. {ifNotYou}',
  'notice.totp.disabled.title': 'Autenticação de dois fatores desativada',
  'notice.totp.disabled.body':
    'Para entrar na sua conta, não é mais preciso informar um código do seu app autenticador. {ifNotYou}',
  'notice.totp.reset.title': 'Autenticação de dois fatores redefinida',
  'notice.totp.reset.body':
    'O app autenticador e os códigos de recuperação foram removidos da sua conta; configure a autenticação de dois fatores novamente para proteger seu acesso. {ifNotYou}',
  'notice.totp.recoveryCodesReplaced.title': 'Novos códigos de recuperação',
  'notice.totp.recoveryCodesReplaced.body':
    'Novos códigos de recuperação da autenticação de dois fatores foram gerados para sua conta; os anteriores não funcionam mais. {ifNotYou}',
  'notice.totp.recoveryCodeUsed.title': 'Um código de recuperação foi usado',
  'notice.totp.recoveryCodeUsed.body':
    'Um código de recuperação foi usado para entrar na sua conta; {count, plural, one {resta # código} other {restam # códigos}}. {ifNotYou}',
  'notice.emailChanged.title': 'Endereço de e-mail alterado',
  'notice.emailChanged.body':
    'O endereço de e-mail da sua conta foi alterado para {email}. Se não foi você, entre em contato com o suporte imediatamente.',
  'notice.payoutDetails.title': 'Novos dados de pagamento para {option}',
  'notice.payoutDetails.body':
    'Seus dados de pagamento para {option} foram alterados para {destination}. Saques para esses dados passam pela nossa análise durante 24 horas. {ifNotYou}',
  'notice.apiToken.revoked.title': 'Um token de API seu foi revogado',
  'notice.apiToken.revoked.body':
    'Nossa equipe de afiliados revogou seu token de API "{name}" ({prefix}…). Motivo: {reason}\n\nAs ferramentas que o utilizam passam a ser recusadas. Se ainda precisar de um token, crie um novo em Integrações.',
  'notice.postback.switchedOff.title': 'Um postback foi desativado',
  'notice.postback.switchedOff.body':
    'Seu postback de {event} falhou {count} vezes seguidas e por isso foi desativado. Verifique o endereço do seu rastreador e as respostas dele no registro de entregas (Integrações) e depois ative-o novamente.',
  'postback.event.registration': 'cadastro',
  'postback.event.first_deposit': 'primeiro depósito',
  'postback.event.qualified_cpa': 'CPA qualificado',
  'postback.event.commission_credited': 'comissão creditada',

  // Emailed one-time codes.
  'mail.code.subject': 'Seu código de verificação da Goldline Partners',
  'mail.code.use': 'Use este código para {purpose}: {code}',
  'mail.code.purpose.withdrawal': 'confirmar sua solicitação de saque',
  'mail.code.purpose.payment-details': 'confirmar a alteração dos seus dados de pagamento',
  'mail.code.purpose.totp-disable': 'desativar a autenticação de dois fatores',
  'mail.code.purpose.password-reset': 'redefinir sua senha',
  'mail.code.purpose.email-change': 'confirmar este novo endereço de e-mail para sua conta',
  'mail.code.passwordResetEffects':
    'Ao redefinir sua senha, você sai de todas as sessões e seus tokens de API pessoais são revogados: as ferramentas que os utilizam deixam de funcionar até você criar novos tokens em Integrações.',
  'mail.code.validity':
    'Ele é válido por 10 minutos e pode ser usado uma única vez. Se você não o solicitou, ignore este e-mail e considere alterar sua senha.',

  // Withdrawals, each step.
  'notice.withdrawal.requested.title': 'Saque solicitado',
  'notice.withdrawal.requested.body': 'Seu saque nº {id} de {amount} via {option} está pendente.',
  'notice.withdrawal.reviewHold': 'Novos dados de pagamento: este saque aguarda nossa análise até {until}.',
  'notice.withdrawal.approved.title': 'Saque aprovado',
  'notice.withdrawal.approved.body':
    'Seu saque nº {id} de {amount} via {option} foi aprovado e será pago em breve.',
  'notice.withdrawal.paid.title': 'Saque pago',
  'notice.withdrawal.paid.body':
    'Seu saque nº {id} de {amount} via {option} foi pago: {sent} enviados. Referência do pagamento: {reference}.',
  'notice.withdrawal.rejected.title': 'Saque rejeitado',
  'notice.withdrawal.rejected.body':
    'Seu saque nº {id} de {amount} via {option} foi rejeitado: {reason} {released}',
  'notice.withdrawal.cancelled.title': 'Saque cancelado',
  'notice.withdrawal.cancelledByYou.body':
    'Você cancelou seu saque nº {id} de {amount} via {option}. {released}',
  'notice.withdrawal.cancelledByUs.body':
    'Seu saque nº {id} de {amount} via {option} foi cancelado por nós: {reason} {released}',
  'notice.withdrawal.released': 'O valor voltou para o seu saldo disponível.',

  // Earnings: the month's commission, an operator's adjustment or fee, a deal change.
  'notice.commission.title': 'Comissão de {month}',
  'notice.commission.zero': 'Sua comissão de {month} é de {amount}.',
  'notice.commission.credited':
    'Sua comissão de {month} é de {amount}. O valor foi adicionado ao seu saldo disponível.',
  'notice.commission.carried': 'Um NGR negativo de {amount} é transportado para o próximo período.',
  'notice.commission.howWorkedOut': 'O extrato da conta mostra como ela foi calculada.',
  'notice.adjustment.fee.title': 'Uma taxa foi cobrada',
  'notice.adjustment.credited.title': 'Seu saldo recebeu um crédito',
  'notice.adjustment.debited.title': 'Seu saldo recebeu um débito',
  'notice.adjustment.credited.body':
    'Crédito de {amount}: {reason} Seu saldo disponível agora é de {available}.',
  'notice.adjustment.debited.body':
    'Débito de {amount}: {reason} Seu saldo disponível agora é de {available}.',
  'notice.deal.title': 'Seu acordo a partir de {from}',
  'notice.deal.brand.title': 'Seu acordo para {brand} a partir de {from}',
  'notice.deal.body':
    'A partir de {from}, você recebe pelo acordo "{deal}" (versão {version}). {summary} A tela Comissão mostra quanto seu mês em andamento rende por ele.',
  'notice.deal.brand.body':
    'A partir de {from}, seus jogadores de {brand} são pagos pelo acordo "{deal}" (versão {version}). {summary} A tela Comissão mostra quanto seu mês em andamento rende por ele.',
  'notice.deal.brandEnded.body':
    'A partir de {from}, seus jogadores de {brand} voltam a ser pagos pelo seu acordo para todas as marcas. A tela Comissão mostra quanto seu mês em andamento rende.',

  // Identity verification (KYC) results.
  'notice.kyc.verified.title': 'Identidade verificada',
  'notice.kyc.verified.body': 'Sua identidade foi verificada. Obrigado!',
  'notice.kyc.manualReview.title': 'Verificação de identidade: análise manual',
  'notice.kyc.manualReview.body':
    'O provedor de verificação não conseguiu conferir seu documento automaticamente. Nossa equipe vai analisá-lo e avisar você.',
  'notice.kyc.failed.title': 'A verificação de identidade falhou',
  'notice.kyc.failed.body':
    '{reason} Você pode iniciar uma nova verificação na página Verificação de identidade.',
  'notice.kyc.failed.DENIED_FRAUD': 'O documento não pôde ser aceito.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_TYPE': 'Este tipo de documento não é aceito.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_COUNTRY': 'Documentos deste país não são aceitos.',
  'notice.kyc.failed.ERROR_NOT_READABLE_ID':
    'Não foi possível ler o documento: use uma foto nítida, bem iluminada e sem cortes.',
  'notice.kyc.failed.NO_ID_UPLOADED': 'Nenhum documento foi enviado.',
  'notice.kyc.approvedAfterReview.body':
    'Nossa equipe analisou seu documento e verificou sua identidade. Obrigado!',
  'notice.kyc.refused.title': 'Verificação de identidade recusada',
  'notice.kyc.refused.body':
    'Nossa equipe analisou seu documento e não conseguiu verificar sua identidade: {reason} Você pode iniciar uma nova verificação na página Verificação de identidade.',

  // Contact us: the acknowledgement, and support's answer.
  'mail.contact.received.subject': 'Recebemos sua mensagem (chamado nº {id})',
  'mail.contact.received.body':
    'Olá, {username},\n\nobrigado por entrar em contato com a {brand}. Recebemos sua mensagem "{subject}" ({category}) e responderemos em breve neste endereço.\n\nO número do seu chamado é {id}.',
  'notice.contact.answer.title': 'Resposta à sua mensagem "{subject}"',
  'mail.contact.answer.subject': 'Re: {subject} (chamado nº {id})',
  'mail.contact.answer.hello': 'Olá, {username},',
  'mail.contact.answer.signature': '— Suporte {brand}',
  'mail.contact.answer.yourMessage': 'Sua mensagem ({category}, {day}):',
  'contact.category.general': 'Dúvida geral',
  'contact.category.payments': 'Pagamentos e saques',
  'contact.category.technical': 'Problema técnico',
  'contact.category.marketing': 'Ferramentas de marketing e rastreamento',
  'contact.category.account': 'Minha conta',
  // The statement of account, PDF (statement-pdf.ts): letterhead, summary, commission, transactions, footer.
  'statement.title': 'Extrato da conta',
  'statement.programme': 'Programa de afiliados',
  'statement.username': 'Nome de usuário: {username}',
  'statement.affiliate_id': 'ID do afiliado: {id}',
  'statement.country': 'País: {country}',
  'statement.period': 'Período do extrato: {period}',
  'statement.currency': 'Moeda: {currency}',
  'statement.issued': 'Emitido em: {day} (UTC)',
  'statement.summary': 'Resumo',
  'statement.account_summary': 'Resumo da conta',
  'statement.amount': 'Valor',
  'statement.opening_balance': 'Saldo inicial',
  'statement.commission_credited': 'Comissão creditada',
  'statement.withdrawals_paid': 'Saques pagos',
  'statement.adjustments': 'Ajustes',
  'statement.fees': 'Taxas',
  'statement.held_pending': 'Retido para saques pendentes ({held} no final)',
  'statement.closing_balance': 'Saldo final',
  'statement.closing_balance_so_far': 'Saldo final até agora',
  'statement.commission': 'Comissão',
  'statement.no_commission': 'Nenhuma comissão foi creditada neste período.',
  'statement.commission_for': 'Comissão de {month}',
  'statement.commission_for_credited': 'Comissão de {month}, creditada em {day}',
  'statement.deal': 'Acordo: {deal} (versão {version})',
  'statement.turnover': 'Volume de apostas',
  'statement.winloss': 'Ganhos/perdas',
  'statement.bonuses': 'Bônus',
  'statement.admin_fee': 'Taxa administrativa ({rate} de ganhos/perdas)',
  'statement.ngr': 'Receita líquida de jogo (NGR)',
  'statement.late_activity': 'Atividade tardia de {month}: NGR ({reason})',
  'statement.late_activity_cpa': 'Atividade tardia de {month}: NGR, {count} CPA ({reason})',
  'statement.carry_in': 'Saldo negativo transportado do mês anterior',
  'statement.carry_out': 'Saldo negativo transportado para o próximo mês',
  'statement.revenue_share': 'Revenue share',
  'statement.revenue_share_at': 'Revenue share ({rate})',
  'statement.product_part': '{product}: NGR {ngr} a {rate}',
  'statement.band_above': 'Faixa a partir de {from}: {amount} a {rate}',
  'statement.band_to': 'Faixa de {from} a {to}: {amount} a {rate}',
  'statement.cpa': 'CPA ({count} × {amount})',
  'statement.cpa_over_cap': 'CPA ({count} × {amount}; {over} acima do limite mensal, não pagos)',
  'statement.brand_line': '{brand}: NGR {ngr}, revenue share {share}, CPA {count}',
  'statement.brand_own_deal': 'com acordo próprio {deal} (versão {version}) a {rate}',
  'statement.brand_own_deal_carrying':
    'com acordo próprio {deal} (versão {version}) a {rate}, transportando {amount} para o próximo mês',
  'statement.of_no_brand_row': 'Sem marca: atividade tardia, saldo negativo transportado do mês anterior',
  'statement.transactions': 'Transações',
  'statement.date': 'Data',
  'statement.description': 'Descrição',
  'statement.reference': 'Referência',
  'statement.held': 'Retido',
  'statement.balance': 'Saldo',
  'statement.footer': '{brand} · Extrato da conta {month} · {username}',
  'statement.page': 'Página {page} de {count}',
  'statement.pdf_title': '{brand} extrato da conta {month}',
  'statement.pdf_subject': 'Extrato da conta de {username}, {month}',
  // The statement's kinds of line and its rates sentence (English: the contract's statementLineLabels and statementRatesLine).
  'statement.line.commission': 'Comissão',
  'statement.line.withdrawal_hold': 'Saque solicitado',
  'statement.line.withdrawal_paid': 'Saque pago',
  'statement.line.withdrawal_released': 'Saque devolvido',
  'statement.line.adjustment': 'Ajuste',
  'statement.line.fee': 'Taxa',
  'statement.rates_used': 'Taxas de câmbio usadas: {rates}.',
  'statement.rates_later': 'Taxas de {day} usadas para {span}.',
  // The statement of account, CSV (statement-csv.ts): its labels and column headers.
  'statement.csv.period': 'Período',
  'statement.csv.so_far': 'parcial, em {day}',
  'statement.csv.affiliate': 'Afiliado',
  'statement.csv.currency': 'Moeda',
  'statement.csv.exchange_rates': 'Taxas de câmbio',
  'statement.csv.withdrawals': 'Saques',
  'statement.csv.held': 'Retido para saques pendentes',
  'statement.csv.deal_version': '{deal} (versão {version})',
  'statement.csv.band': 'faixa',
  'statement.csv.of_no_brand': 'Sem marca',
  'statement.column.commission_period': 'Mês da comissão',
  'statement.column.turnover': 'Volume de apostas',
  'statement.column.winloss': 'Ganhos/perdas',
  'statement.column.bonuses': 'Bônus',
  'statement.column.admin_fee_rate': 'Taxa administrativa (alíquota)',
  'statement.column.admin_fee': 'Taxa administrativa',
  'statement.column.ngr': 'NGR',
  'statement.column.late_ngr': 'NGR tardio',
  'statement.column.carry_in': 'Saldo negativo transportado (entrada)',
  'statement.column.revenue_share': 'Revenue share (alíquota)',
  'statement.column.revenue_share_amount': 'Revenue share (valor)',
  'statement.column.cpa_count': 'CPA (quantidade)',
  'statement.column.cpa_amount': 'CPA (valor por jogador)',
  'statement.column.cpa_total': 'CPA (total)',
  'statement.column.carry_out': 'Saldo negativo transportado (saída)',
  'statement.column.amount': 'Valor',
  'statement.column.credited_at': 'Creditado em',
  'statement.column.deal': 'Acordo',
  'statement.column.cpa_over_cap_count': 'CPA acima do limite (quantidade)',
  'statement.column.revenue_share_part': 'Parte do revenue share',
  'statement.column.from': 'De',
  'statement.column.to': 'Até',
  'statement.column.rate': 'Alíquota',
  'statement.column.paid': 'Pago',
  'statement.column.brand': 'Marca',
  'statement.column.brand_name': 'Nome da marca',
  'statement.column.brand_deal': 'Acordo da marca',
  'statement.column.brand_deal_rate': 'Alíquota da marca',
  'statement.column.brand_carry_out': 'Saldo negativo transportado da marca',
  'statement.column.date': 'Data',
  'statement.column.type': 'Tipo',
  'statement.column.description': 'Descrição',
  'statement.column.reference': 'Referência',
  'statement.column.available_change': 'Variação do disponível',
  'statement.column.balance_after': 'Saldo após',
  'statement.column.available_after': 'Disponível após',
  // The identity check's sandbox pages (kyc/sandbox-page.ts, sandbox-routes.ts, sandbox-flow.ts).
  'kyc.sandbox.title': 'Verificação de identidade (sandbox)',
  'kyc.sandbox.page_title': 'Verificação de identidade (sandbox) - {brand}',
  'kyc.sandbox.intro':
    'Este é o provedor de teste de {brand}: nenhuma verificação real é feita. Envie qualquer imagem e escolha o resultado que o provedor deve informar.',
  'kyc.sandbox.picture_label': 'Foto do seu documento de identidade (PNG, JPEG, GIF ou WebP, até {size} MB)',
  'kyc.sandbox.picture_note':
    'Obrigatória, a menos que você escolha "Nenhum documento enviado". A imagem é verificada e descartada, nunca armazenada.',
  'kyc.sandbox.result_legend': 'Resultado a informar',
  'kyc.sandbox.submit': 'Enviar',
  'kyc.sandbox.cancel': 'Cancelar e voltar ao portal',
  'kyc.sandbox.back': 'Voltar ao portal',
  'kyc.sandbox.outcome.approved': 'Aprovado: o documento é autêntico e legível',
  'kyc.sandbox.outcome.fraud': 'Fraude: o documento foi adulterado',
  'kyc.sandbox.outcome.unsupported-id': 'Tipo de documento não aceito',
  'kyc.sandbox.outcome.unreadable': 'Documento ilegível',
  'kyc.sandbox.outcome.no-id': 'Nenhum documento enviado',
  'kyc.sandbox.outcome.processing': 'Ainda em processamento: sem resultado por enquanto',
  'kyc.sandbox.gone':
    'Esta página de verificação expirou ou não existe. Inicie uma nova verificação pelo portal.',
  'kyc.sandbox.image_missing':
    'Escolha uma foto do seu documento (ou o resultado "Nenhum documento enviado").',
  'kyc.sandbox.not_an_image': 'O arquivo não é uma imagem PNG, JPEG, GIF ou WebP.',
  'kyc.sandbox.too_large': 'A imagem tem mais de {size} MB.',
  'kyc.sandbox.choose_result': 'Escolha o resultado a informar.',
  'kyc.sandbox.send_multipart': 'Envie o formulário como multipart/form-data.',
  // The demo landing page (tracking/landing-page.ts): what a player who followed a partner's link reads.
  'landing.title': 'Goldline Casino, landing page de demonstração',
  'landing.tag': 'Landing de demonstração',
  'landing.welcome': 'Boas-vindas ao {casino}',
  'landing.page': 'Você chegou à página {page}, para onde o link do afiliado levou.',
  'landing.intro':
    'Esta é a landing page de demonstração do portal Goldline Partners: o redirecionamento de rastreamento registrou seu clique e trouxe você até aqui com o código do afiliado, como levaria você à página da própria marca.',
  'landing.your_partner': 'Seu afiliado',
  'landing.partner_code': 'Código do afiliado',
  'landing.placement': 'Posicionamento',
  'landing.click_id': 'ID do clique (a marca o guarda com o seu cadastro)',
  'landing.no_partner': 'Nenhum: você chegou sem um link de afiliado, então nenhum afiliado é creditado.',
  'landing.cta': 'Abrir o portal de afiliados',
  'landing.footer':
    'Goldline Casino, landing page de demonstração. Proibido para menores de 18 anos. Jogue com responsabilidade.',
  // API errors (http/api-error.ts, plugins/errors.ts, i18n/api-error-language.ts).
  'error.wait.seconds': '{count, plural, one {# segundo} other {# segundos}}',
  'error.wait.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'error.tooManyRequests': 'Muitas tentativas. Tente novamente em {wait}.',
  'error.accountLocked':
    'Muitas tentativas de login nesta conta. Tente novamente em {wait}. Se a autenticação de dois fatores estiver ativada, você pode entrar agora com sua senha e um código do seu app autenticador.',
  'error.unauthenticated': 'Não autenticado.',
  'error.sessionExpired': 'Sua sessão expirou. Faça login novamente.',
  'error.accountSuspended': 'Esta conta está suspensa. Entre em contato com seu gerente de afiliados.',
  'error.accountDisabled': 'Esta conta está desativada. Entre em contato com o suporte.',
  'error.forbidden': 'Você não tem permissão para esta ação.',
  'error.csrfMismatch': 'O token CSRF não confere.',
  'error.fieldNotValid': '{field} não é válido.',
  'error.dataInvalid': 'Os dados informados são inválidos.',
  'error.valueInvalid': 'Valor inválido.',
  'error.unstorableText': 'O texto não pode conter caracteres NUL nem surrogates sem par.',
  'error.payloadTooLarge': 'O corpo da requisição é grande demais.',
  'error.unsupportedContentType': 'Tipo de conteúdo não suportado: envie application/json.',
  'error.notFound': 'Não encontrado.',
  'error.malformedRequest': 'Requisição malformada.',
  'error.invalidJson': 'O corpo da requisição não é um JSON válido.',
  'error.addressTooLong': 'O endereço é longo demais.',
  'error.methodNotAllowed': 'Este endereço aceita {methods}.',
  'error.unavailable': 'O serviço está temporariamente indisponível. Tente novamente em instantes.',
  'error.databaseUnavailable': 'O banco de dados está indisponível.',
  'error.internal': 'Erro interno do servidor.',
  'error.idempotencyKeyInvalid': 'O cabeçalho Idempotency-Key deve ter de 1 a 200 caracteres ASCII visíveis.',
  'error.idempotencyKeyReused': 'Esta Idempotency-Key já foi usada com outros parâmetros.',
  // Signing in, passwords, email address, sessions, codes.
  'error.invalidCredentials': 'Essas credenciais não correspondem aos nossos registros.',
  'error.commonPassword': 'Esta senha é comum demais. Escolha uma menos previsível.',
  'error.currentPasswordIncorrect': 'A senha atual está incorreta.',
  'error.passwordIncorrect': 'A senha está incorreta.',
  'error.sameEmail': 'Este já é o seu endereço de e-mail.',
  'error.emailNotUsable': 'Este endereço de e-mail não pode ser usado. Escolha outro.',
  'error.sessionNotFound': 'Essa sessão não existe.',
  'error.codeInvalid': 'O código é inválido ou expirou.',
  'error.emailedCodeInvalid': 'O código não é válido ou expirou. Solicite um novo código por e-mail.',
  // Two-factor authentication (totp/messages.ts).
  'error.twoFactor.required': 'Digite o código do seu app autenticador.',
  'error.twoFactor.signInCodeInvalid':
    'O código não é válido. Digite o código atual do seu app autenticador ou um código de recuperação.',
  'error.twoFactor.appCodeInvalid': 'O código não é válido. Digite o código atual do seu app autenticador.',
  'error.twoFactor.anyCodeInvalid':
    'O código não é válido. Digite o código atual do seu app autenticador, um código de recuperação ou o código que enviamos por e-mail.',
  'error.twoFactor.replayed': 'Este código já foi usado. Aguarde o próximo código no seu app autenticador.',
  'error.twoFactor.alreadySetUp':
    'A autenticação de dois fatores já está configurada. Redefina-a antes de configurá-la novamente.',
  'error.twoFactor.alreadySetUpOff':
    'A autenticação de dois fatores já está configurada. Ative-a novamente ou redefina-a antes de configurá-la de novo.',
  'error.twoFactor.nothingToConfirm':
    'Não há configuração de dois fatores para confirmar. Inicie a configuração primeiro.',
  'error.twoFactor.alreadyConfirmed': 'A autenticação de dois fatores já está confirmada.',
  'error.twoFactor.alreadyConfirmedOff':
    'A autenticação de dois fatores já está confirmada. Em vez disso, ative-a novamente.',
  'error.twoFactor.setUpFirst': 'Configure primeiro a autenticação de dois fatores.',
  'error.twoFactor.confirmFirst':
    'Confirme primeiro a configuração de dois fatores com um código do seu app autenticador.',
  'error.twoFactor.alreadyOn': 'A autenticação de dois fatores já está ativada.',
  'error.twoFactor.notOn': 'A autenticação de dois fatores não está ativada.',
  'error.twoFactor.alreadyOff': 'A autenticação de dois fatores já está desativada.',
  'error.twoFactor.notSetUp': 'A autenticação de dois fatores não está configurada.',
  'error.twoFactor.recoveryCodesNeedOn':
    'Os códigos de recuperação só estão disponíveis enquanto a autenticação de dois fatores estiver ativada.',
  // API tokens (personal tokens and their scopes).
  'error.apiToken.expired': 'Este token de API expirou: crie um novo em Integrações.',
  'error.apiToken.outOfScope':
    'Um token de API pessoal só pode ler relatórios e jogadores: faça login para todo o resto.',
  'error.apiToken.missingScope': 'Este token não tem o escopo {scope}.',
  'error.apiToken.limit': 'Você tem {max} tokens: revogue primeiro um que não usa mais.',
  'error.apiToken.notFound': 'Esse token não existe.',
  // Withdrawals, balance, payout details.
  'error.insufficientFunds': 'O valor é maior que o seu saldo disponível.',
  'error.withdrawal.notOffered': '{option} não está disponível para saques no momento.',
  'error.withdrawal.minimum': 'O mínimo para {option} é {amount}.',
  'error.withdrawal.maximum': 'O máximo para {option} é {amount}.',
  'error.withdrawal.nothingLeft':
    'Depois da taxa de rede de {option} ({fee}), não sobraria nada para enviar. Informe um valor maior.',
  'error.withdrawal.identityFirst': 'Verifique sua identidade antes do seu primeiro saque.',
  'error.withdrawal.identityAbove': 'Verifique sua identidade para sacar mais de {amount}.',
  'error.withdrawal.notFound': 'Esse saque não existe.',
  'error.payoutDetails.walletAddressInvalid': 'O endereço da carteira não é válido.',
  'error.payoutDetails.accountInvalid': 'A conta não é válida.',
  'error.customerIdMismatch': 'customerId deve ser o mesmo do endereço.',
  // Identity verification (kyc/service.ts).
  'error.kyc.notYourself': 'userReference deve ser o seu próprio id de afiliado.',
  'error.kyc.alreadyVerified': 'Sua identidade já está verificada.',
  'error.kyc.waitingForReview': 'Sua identidade aguarda uma análise manual; você será avisado do resultado.',
  'error.kyc.attemptOpen': 'Já há uma verificação em andamento. Continue-a ou comece de novo.',
  'error.kyc.noOpenAttempt': 'Não há verificação em andamento: inicie uma nova.',
  'error.kyc.dailyLimit': 'Você pode iniciar no máximo 5 verificações por dia. Tente novamente amanhã.',
  'error.kyc.returnAbsolute': 'Deve ser um endereço absoluto.',
  'error.kyc.returnAddress':
    'Deve ser um endereço da página de verificação de identidade do portal ({address}).',
  'error.kyc.providerUnavailable':
    'O provedor de verificação está indisponível. Tente novamente em alguns minutos.',
  // Players, reports, statements, dates.
  'error.playerNotFound': 'Nenhum jogador com este id foi indicado por você.',
  'error.playersExportTooLarge':
    'A exportação teria {total} jogadores; cabem no máximo {max} em um arquivo. Restrinja o filtro (ano, mês, categoria ou marca).',
  'error.transactionsExportTooLarge':
    'A exportação teria {total} transações; cabem no máximo {max} em um arquivo. Restrinja o filtro (tipo, status ou datas).',
  'error.transactionNotFound': 'Essa transação não existe.',
  'error.dateNotInCalendar': 'A data não é uma data do calendário.',
  'error.dateDoesNotExist': 'Escolha uma data que exista.',
  'error.endBeforeStart': 'A data final não pode ser anterior à data inicial.',
  'error.rangeTooLong': 'O período pode abranger no máximo {days} dias.',
  // Referral codes, tracking links, banners.
  'error.referralCode.brandNotOffered': 'Escolha uma das marcas disponíveis para você.',
  'error.referralCode.limit': 'Você pode ter no máximo 20 códigos de indicação.',
  'error.referralCode.taken': 'Este código já está em uso. Tente outro.',
  'error.referralCode.notYours': 'Escolha um dos seus códigos de indicação.',
  'error.landingPageNotAllowed':
    'Escolha uma página permitida pela marca: este endereço não é uma das landing pages dela.',
  'error.banner.notOffered': 'Escolha um banner do catálogo para este tipo e idioma.',
  'error.banner.otherBrand':
    'Este banner é de outra marca que não a do seu código de indicação: escolha um dos banners da marca do código.',
  'error.banner.sizeNotOffered': 'Escolha um dos tamanhos deste banner.',
  'error.banner.sizeNotOfferedOf': 'Escolha um dos tamanhos deste banner. ({sizes})',
  'error.banner.archiveFull':
    'Seu arquivo comporta no máximo 1000 banners. Exclua alguns antes de salvar novos.',
  'error.banner.notFound': 'Banner não encontrado.',
  'error.banner.notInCatalogue': 'Esse banner não existe no catálogo.',
  'error.banner.noSuchCreative': 'Esse criativo não existe.',
  // Postbacks (postbacks/service.ts, address-guard.ts).
  'error.postback.unknownMacro':
    "Macro desconhecida {macros}: use '{click_id}', '{sub1}'…'{sub5}', '{event}', '{player}', '{amount}', '{currency}', '{code}' ou '{timestamp}'.",
  'error.postback.macroInHost': 'Macros podem ser usadas no caminho e na query, não no nome do host.',
  'error.postback.fullAddress': 'Informe um endereço completo, começando com https://.',
  'error.postback.scheme': 'O endereço deve começar com https:// (ou http://).',
  'error.postback.addressNotPublic': 'O endereço {host} não está na internet pública.',
  'error.postback.hostNotFound': '{host} não foi encontrado: verifique o nome do seu rastreador.',
  'error.postback.resolvesNotPublic': '{host} aponta para {address}, que não está na internet pública.',
  'error.postback.notSet': 'Nenhum postback está configurado para este evento.',
};
