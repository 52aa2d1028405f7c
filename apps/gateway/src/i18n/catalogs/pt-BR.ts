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
  'notice.terms.title': 'Novos termos do programa: versão {version}',
  'notice.terms.body':
    'O programa publicou a versão {version} dos seus termos, em vigor a partir de {from}. O portal pedirá que você a leia e aceite na próxima vez que entrar; as Configurações mostram essa versão e todas as que você aceitou.',
  'notice.terms.upcoming.body':
    'O programa publicou a versão {version} dos seus termos, em vigor a partir de {from}; até lá vale a versão que você aceitou. Você já pode lê-la nas Configurações; a partir de {from} o portal pedirá que você a aceite ao entrar.',
  'notice.player.movedOut.title': 'O jogador {customer} passou para outro afiliado',
  'notice.player.movedOut.body':
    'A partir de {from} o jogador {customer} conta para outro afiliado: {reason} Os meses já fechados não mudam. A tela Alterações lista todas as mudanças nos seus jogadores.',
  'notice.player.deleted.title': 'O jogador {customer} foi excluído',
  'notice.player.deleted.body':
    'A equipe do programa excluiu o jogador {customer}; a partir de {from} ele não conta mais para você: {reason} Os meses já fechados não mudam.',
  'notice.player.duplicate.title': 'O jogador {customer} foi marcado como duplicado',
  'notice.player.duplicate.body':
    'A equipe do programa marcou o jogador {customer} como duplicado de outro jogador; a partir de {from} ele não conta mais para você: {reason} Os meses já fechados não mudam.',
  'notice.activity.restated.title': 'A atividade de {day} foi corrigida',
  'notice.activity.restated.body':
    'A marca enviou novos valores para {day}, um dia de um mês fechado: NGR antes {before}, agora {after} ({difference}). A diferença é acertada no próximo fechamento. A tela Alterações mostra os valores.',
  'notice.cpa.reversed.title': 'O CPA do jogador {customer} foi estornado',
  'notice.cpa.reversed.body': 'A equipe do programa estornou o CPA do jogador {customer}: {reason} {paid}',
  'notice.cpa.reversed.paid': 'Os {amount} pagos por ele são descontados no próximo fechamento.',
  'notice.cpa.reversed.unpaid': 'Ele não conta mais no seu mês.',
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
  // Inscrições no programa (issue 38): a decisão ou a pergunta de um gerente, enviada ao candidato.
  'mail.application.approved.subject': 'Boas-vindas à {brand}: sua inscrição foi aprovada',
  'mail.application.approved.body':
    'Olá, {firstName},\n\nsua inscrição no programa de afiliados {brand} foi aprovada: boas-vindas! Entre em {url} com seu nome de usuário {username} e a senha que você escolheu ao se inscrever.\n\nEquipe {brand}',
  'mail.application.rejected.subject': 'Sua inscrição no programa {brand}',
  'mail.application.rejected.body':
    'Olá, {firstName},\n\nobrigado por se inscrever no programa de afiliados {brand}. Decidimos não aceitar sua inscrição, pelo seguinte motivo:',
  'mail.application.rejected.signature': 'Equipe {brand}',
  'mail.application.question.subject': 'Uma pergunta sobre sua inscrição no programa {brand}',
  'mail.application.question.body':
    'Olá, {firstName},\n\nantes de decidirmos sobre sua inscrição no programa de afiliados {brand}, nossa equipe tem uma pergunta para você:',
  'mail.application.question.answer':
    'Responda aqui: {link}\n\nO link funciona até você enviar sua resposta.',
  'mail.application.question.signature': 'Equipe {brand}',
  'contact.category.general': 'Dúvida geral',
  'contact.category.payments': 'Pagamentos e saques',
  'contact.category.technical': 'Problema técnico',
  'contact.category.marketing': 'Ferramentas de marketing e rastreamento',
  'contact.category.account': 'Minha conta',
  // Applying to the program (applications/applicant-mails.ts): the one mail every accepted form sends,
  // and the one once the address is confirmed.
  'mail.application.subject': 'Sua inscrição na {brand}',
  'mail.application.confirm.subject': 'Confirme seu endereço de e-mail para a {brand}',
  'mail.application.confirm.body':
    'Olá, {name},\n\nobrigado por se inscrever para participar da {brand}. Para confirmar seu endereço de e-mail, abra este link:\n\n{link}\n\nou digite este código na página de inscrição: {code}\n\nO link e o código valem por 24 horas. Se você não se inscreveu, ignore este e-mail: sem a confirmação, nada acontece.',
  'mail.application.existingAccount.body':
    'Olá,\n\nalguém, provavelmente você, se inscreveu para participar da {brand} com este endereço de e-mail, mas ele já pertence a uma conta de afiliado. Entre com ela aqui:\n\n{signIn}\n\nSe você esqueceu sua senha, redefina-a aqui:\n\n{reset}\n\nSe não foi você, ignore este e-mail: nada foi alterado.',
  'mail.application.alreadyApplied.body':
    'Olá, {name},\n\nvocê se inscreveu para participar da {brand} em {date}, e sua inscrição está com a nossa equipe. Escreveremos para você neste endereço assim que houver uma decisão: não é preciso se inscrever de novo.',
  'mail.application.usernameTaken.subject': 'Sua inscrição na {brand}: escolha outro nome de usuário',
  'mail.application.usernameTaken.body':
    'Olá, {name},\n\nobrigado por se inscrever para participar da {brand}. O nome de usuário "{username}" já está em uso, por isso sua inscrição não foi guardada. Inscreva-se de novo com outro nome de usuário:\n\n{link}\n\nSe você não se inscreveu, ignore este e-mail.',
  'mail.application.received.subject': 'Recebemos sua inscrição na {brand}',
  'mail.application.received.body':
    'Olá, {name},\n\nobrigado por confirmar seu endereço de e-mail. Sua inscrição para participar da {brand} está agora com a nossa equipe, que costuma analisar as inscrições em até {days, plural, one {# dia útil} other {# dias úteis}}. Escreveremos para você neste endereço quando houver uma decisão.',
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
  // Sentences of figures and deals (issue 37), in the language an API request asks: what each figure
  // means, a player's CPA status in words, what a deal pays, why a payout option cannot be used and its
  // detail field, and the transactions list's descriptions.
  'figures.conversion':
    'Todos os valores estão em {currency}. Uma marca que informa em outra moeda é convertida dia a dia: cada dia de um jogador pela taxa de referência daquele dia definida pelo programa (a última taxa anterior quando o dia não tem a sua), arredondada uma vez ao centavo, metades para longe de zero; um número é a soma desses dias convertidos. Seu extrato lista as taxas usadas.',
  'figures.yourCurrency': 'sua moeda',
  'figures.brandShares':
    'Seu extrato mostra a comissão de cada marca em uma linha própria: o CPA da marca e o NGR dela × o revenue share (negativo para uma marca que teve prejuízo); a taxa administrativa e o revenue share são divididos pelos maiores restos, para que as linhas somem o total exato ao centavo. O revenue share de atividade tardia e de um negativo transportado não pertence a nenhuma marca.',
  'figures.dealRule':
    'A comissão de um mês é calculada pelo seu acordo, do mesmo jeito que no fechamento (a tela Comissão mostra todos os dados usados). A base é o NGR do mês mais o NGR tardio de meses fechados mais um negativo transportado. Um acordo fixo paga a base pela sua taxa; um acordo por níveis paga a base inteira pela taxa do nível mais alto que a base (ou os primeiros depositantes do mês) alcança; um acordo por faixas paga cada faixa da base pela sua própria taxa; um produto com taxa própria tem seu NGR pago por essa taxa. Nada é pago sobre uma base de 0 ou menos; cada valor é arredondado uma vez ao centavo, metades para cima. Uma base negativa é transportada para o mês seguinte inteira, até um limite, ou não é transportada, conforme o seu acordo. CPA: um jogador se qualifica no primeiro dia, dentro da janela do acordo contada a partir do cadastro (dia 1), em que todos os critérios são atendidos (o primeiro depósito e os depósitos e o volume de apostas desde o cadastro, cada um de pelo menos o mínimo do acordo); o CPA é pago no mês em que o jogador se qualifica, no valor do nível de CPA que os jogadores qualificados do mês alcançam, até o limite mensal, qualquer que seja o NGR.',
  'figures.registrations': 'Jogadores que concluíram o cadastro, contados na data UTC do cadastro.',
  'figures.firstDepositAmount': 'Soma dos depósitos desses jogadores no dia do primeiro depósito.',
  'figures.dashboard.clicks':
    'Visitas pelos seus links de rastreamento, contadas no momento em que acontecem (dia UTC do clique); crawlers e pré-visualizações de links não são contados. Um clique vem antes de o jogador escolher um produto, por isso o filtro de categoria não o restringe.',
  'figures.dashboard.signups':
    'Jogadores que se cadastraram pelos seus links, contados no dia em que entraram (date_joined).',
  'figures.dashboard.firstDepositors':
    'Jogadores cujo primeiro depósito (o primeiro dia com depósitos acima de zero) cai no intervalo.',
  'figures.dashboard.deposits': 'Soma dos depósitos dos seus jogadores.',
  'figures.dashboard.turnover': 'Soma das apostas feitas pelos seus jogadores.',
  'figures.dashboard.winloss':
    'Ganhos/perdas da casa com os seus jogadores: apostas menos pagamentos, negativo quando os jogadores ganharam.',
  'figures.dashboard.bonuses': 'Bônus concedidos aos seus jogadores.',
  'figures.dashboard.ngr':
    'Receita líquida de jogo: ganhos/perdas menos bônus menos a taxa administrativa de {fee} dos ganhos/perdas (arredondada ao centavo).',
  'figures.dashboard.estimatedCommission':
    'Por intervalo: NGR × a primeira taxa do seu acordo, de {rate} (arredondado ao centavo; nada quando o NGR é negativo), mais {cpa} de CPA por primeiro depositante cujo primeiro depósito foi de pelo menos {minimum}, com o acordo do último mês do período. Para o período atual desde o primeiro dia, o total é o que o fechamento do período creditaria agora, pelo seu acordo completo: {late} É uma estimativa até o período ser fechado. {dealRule} {brandShares}',
  'figures.dashboard.lateWithCarry':
    'a atividade tardia de períodos fechados e um NGR negativo transportado do último período fechado também contam.',
  'figures.dashboard.lateWithoutCarry':
    'a atividade tardia de períodos fechados também conta; seu acordo não transporta NGR negativo de um período para o seguinte.',
  'figures.report.source':
    'A origem de um jogador é o clique que a marca informou junto com o jogador (código, sub-IDs, banner e campanha) e o país do jogador; um jogador sem clique conta no código de indicação sem sub-IDs, banner nem campanha. Um clique conta no país do endereço do visitante ("Desconhecido" quando o endereço não é público ou não se conhece um país para ele); o endereço em si não é guardado.',
  'figures.report.brand':
    'A marca de um jogador é a marca do código de indicação pelo qual ele chegou; a de um clique, a marca do código do seu link: agrupada ou filtrada por marca, uma linha conta os jogadores e os cliques dos seus códigos dessa marca.',
  'figures.report.product':
    'O produto de um jogador é a categoria em que a marca o informa (cassino, esportes, cassino ao vivo, pôquer). Os cliques vêm antes de o jogador escolher um produto: agrupados por produto, não se aplicam (n/a).',
  'figures.report.clicks':
    'Visitas pelos seus links de rastreamento no dia UTC do clique; crawlers e pré-visualizações de links não são contados.',
  'figures.report.signups': 'Jogadores que se cadastraram pelos seus links, contados no dia em que entraram.',
  'figures.report.firstDepositors':
    'Jogadores cujo primeiro depósito (o primeiro dia com depósitos acima de zero) cai no período.',
  'figures.report.deposits': 'Soma dos depósitos dos jogadores.',
  'figures.report.ngr':
    'Receita líquida de jogo: ganhos/perdas menos bônus menos a taxa administrativa do seu plano sobre os ganhos/perdas (arredondada ao centavo).',
  'figures.report.commission':
    'NGR × a primeira taxa do seu acordo (nada quando o NGR de uma linha é negativo) mais o CPA por primeiro depositante que se qualificou, com o acordo do último mês do período. Antes de níveis e transportes: o que um mês fechado credita está no seu extrato. {dealRule} {brandShares}',
  'figures.playerMonth.deposits': 'Os depósitos do jogador no mês (UTC).',
  'figures.playerMonth.withdrawals': 'Os saques do jogador no mês.',
  'figures.playerMonth.turnover': 'As apostas feitas pelo jogador no mês.',
  'figures.playerMonth.winloss':
    'Ganhos/perdas da casa com o jogador: apostas menos pagamentos, negativo quando o jogador ganhou.',
  'figures.playerMonth.bonuses': 'Bônus concedidos ao jogador no mês.',
  'figures.playerMonth.adminFee':
    'A taxa administrativa do seu plano no mês sobre os ganhos/perdas do jogador (arredondada ao centavo).',
  'figures.playerMonth.ngr':
    'A receita líquida de jogo do jogador: ganhos/perdas menos bônus menos a taxa administrativa.',
  'figures.playerMonth.revenueShare':
    'O NGR do jogador × o seu revenue share do mês (arredondado ao centavo). Negativo quando o NGR do jogador é negativo: esse jogador reduz o revenue share que o mês paga, calculado sobre o NGR de todos os seus jogadores juntos (nada é pago sobre um mês negativo, e seu plano pode transportá-lo para o seguinte). O mês como foi creditado está no seu extrato.',
  'figures.playerMonth.cpa':
    'O CPA do seu plano, no mês do primeiro depósito do jogador, quando esse depósito foi de pelo menos o mínimo do plano.',
  'figures.playerMonth.earned': 'Revenue share mais CPA: o que o jogador rendeu para você no mês.',
  // A player's CPA status.
  'cpa.qualified': 'Qualificado em {day}',
  'cpa.pendingDaysLeft': '{missing} — {days, plural, one {falta # dia} other {faltam # dias}}',
  'cpa.lowFirstDeposit': 'O primeiro depósito de {deposit} ficou abaixo dos {required} exigidos',
  'cpa.windowEnded': 'A janela de {days} dias terminou em {day} com {missing}',
  'cpa.overCap':
    'Qualificado em {day}, depois que o limite mensal de {cap, plural, one {# jogador pago} other {# jogadores pagos}} foi atingido',
  'cpa.reversed': 'Estornado pelo programa em {day}: {reason}',
  'cpa.lacking.noDepositYet': 'nenhum depósito ainda',
  'cpa.lacking.noDepositYetMinimum':
    'nenhum depósito ainda (é exigido um primeiro depósito de {minimum} ou mais)',
  'cpa.lacking.noDeposit': 'nenhum depósito',
  'cpa.lacking.noDepositMinimum': 'nenhum depósito (era exigido um primeiro depósito de {minimum} ou mais)',
  'cpa.lacking.deposits': '{reached} de {required} em depósitos',
  'cpa.lacking.turnover': '{reached} de {required} em volume de apostas',
  // What a deal pays, a sentence a line.
  'deal.noRevenueShare': 'Sem revenue share.',
  'deal.flat': 'Revenue share: {rate} do NGR.',
  'deal.tiered':
    'Revenue share por níveis: {rate} do NGR; {steps}. O mês inteiro é pago pela taxa do nível alcançado.',
  'deal.tierStep': '{rate} a partir de {threshold}',
  'deal.thresholdDepositors':
    '{count, plural, one {# primeiro depositante} other {# primeiros depositantes}} no mês',
  'deal.thresholdNgr': '{amount} de NGR',
  'deal.ladder': 'Revenue share por faixas de NGR: {bands}. Cada faixa é paga pela sua própria taxa.',
  'deal.band': '{rate} de {from} a {to}',
  'deal.bandAbove': '{rate} acima de {from}',
  'deal.productRates': '{products}, em vez da taxa do nível.',
  'deal.productRate': 'NGR de {product} a {rate}',
  'deal.product.casino': 'Cassino',
  'deal.product.sports': 'Esportes',
  'deal.product.live-casino': 'Cassino ao vivo',
  'deal.product.poker': 'Pôquer',
  'deal.adminFee': 'Taxa administrativa: {rate} dos ganhos/perdas, descontada do NGR.',
  'deal.noAdminFee': 'Sem taxa administrativa.',
  'deal.carry':
    'Um mês negativo é transportado para o seguinte e compensado antes que o revenue share volte a ser pago.',
  'deal.reset': 'Um mês negativo não é transportado: cada mês começa do zero.',
  'deal.carryCap': 'Um mês negativo é transportado para o seguinte, até {amount}.',
  'deal.noCpa': 'Sem CPA.',
  'deal.firstDepositMin': 'fizer um primeiro depósito de pelo menos {amount}',
  'deal.firstDeposit': 'fizer um primeiro depósito',
  'deal.depositsMin': 'depositar pelo menos {amount} no total',
  'deal.turnoverMin': 'apostar pelo menos {amount}',
  'deal.cpa': 'CPA: {amount} por jogador que {criteria}.',
  'deal.cpaWithin':
    'CPA: {amount} por jogador que, em até {days, plural, one {# dia} other {# dias}} após o cadastro (o dia do cadastro é o dia 1), {criteria}.',
  'deal.cpaTier': 'A partir de {count} jogadores qualificados em um mês, cada um passa a valer {amount}.',
  'deal.cap':
    '{count, plural, one {No máximo # jogador é pago por mês; os demais ficam acima do limite.} other {No máximo # jogadores são pagos por mês; os demais ficam acima do limite.}}',
  'deal.cpaWhateverNgr': 'O CPA é pago qualquer que seja o NGR.',
  'deal.subShareCommission':
    'Subafiliados: {rate} da comissão de cada subafiliado, por {months, plural, one {# mês} other {# meses}} a partir da aprovação dele.',
  'deal.subShareNgr':
    'Subafiliados: {rate} do NGR de cada subafiliado, por {months, plural, one {# mês} other {# meses}} a partir da aprovação dele.',
  'deal.subPerPlayer':
    'Subafiliados: {amount} por jogador de um subafiliado que se qualifica para o CPA, por {months, plural, one {# mês} other {# meses}} a partir da aprovação dele.',
  'subAffiliates.line.month': 'Ganhos com subafiliados de {month}: {parts}',
  'subAffiliates.line.corrected': 'Ganhos com subafiliados corrigidos: {parts}',
  'subAffiliates.part.commission': '{sub} — {rate} da comissão de {basis}',
  'subAffiliates.part.ngr': '{sub} — {rate} do NGR de {basis}',
  'subAffiliates.part.players':
    '{sub} — {count, plural, one {# jogador qualificado} other {# jogadores qualificados}} a {amount}',
  'subAffiliates.corrected.commission': '{sub} em {month} — {rate} da comissão, agora {basis}',
  'subAffiliates.corrected.ngr': '{sub} em {month} — {rate} do NGR, agora {basis}',
  'subAffiliates.corrected.players':
    '{sub} em {month} — agora {count, plural, one {# jogador qualificado} other {# jogadores qualificados}}, a {amount}',
  // Why a payout option cannot be used now, and its detail field.
  'payout.disabled': 'Saques via {option} não estão disponíveis no momento.',
  'payout.rateMissing': 'Saques via {option} estão suspensos: ainda não há taxa de câmbio.',
  'payout.rateStale': 'Saques via {option} estão suspensos: a taxa de câmbio está desatualizada.',
  'payout.notEur':
    'Saques via {option} exigem um saldo em EUR: a taxa de câmbio só é cotada contra o EUR, e seu saldo está em {currency}.',
  'payout.belowMinimum':
    'Seu saldo disponível ({available}) está abaixo do mínimo de {minimum} para {option}.',
  'payout.field.irreversible':
    'Um pagamento enviado para um endereço errado não pode ser revertido: cole o endereço e confira os primeiros e os últimos caracteres.',
  'payout.field.bitcoin.label': 'Endereço da carteira Bitcoin',
  'payout.field.bitcoin.hint':
    'Um endereço Bitcoin: legado (1…), P2SH (3…), SegWit (bc1q…) ou Taproot (bc1p…). {irreversible}',
  'payout.field.tron.label': 'Endereço da carteira TRON (TRC20)',
  'payout.field.tron.hint':
    'Um endereço TRON: 34 caracteres começando com T. Somente USDT na rede TRON é enviado para ele. {irreversible}',
  'payout.field.ethereum.label': 'Endereço da carteira Ethereum (ERC20)',
  'payout.field.ethereum.hint':
    'Um endereço Ethereum: 0x e 40 caracteres hexadecimais; um endereço com maiúsculas e minúsculas deve corresponder ao seu checksum. {irreversible}',
  'payout.field.neteller.label': 'Conta Neteller',
  'payout.field.neteller.hint': 'O e-mail ou o ID da sua conta Neteller.',
  'payout.field.skrill.label': 'Conta Skrill',
  'payout.field.skrill.hint': 'O e-mail ou o ID de cliente da sua conta Skrill.',
  // The transactions list's descriptions.
  'transaction.withdrawalTo': 'Saque via {option} para {destination}',
  'transaction.withdrawalToOption': 'Saque via {option}',
  'transaction.commissionFor': 'Comissão de {month}',
  'transaction.holdOverridden':
    'Pago antes do fim da análise dos novos dados de pagamento, após uma verificação da nossa equipe.',
  // The statement's lines the gateway wrote.
  'statement.text.withdrawalRequested': 'Saque nº {id} solicitado ({option})',
  'statement.text.withdrawalPaid': 'Saque nº {id} pago ({option}, referência {reference})',
  'statement.text.withdrawalRejected': 'Saque nº {id} rejeitado ({option}): valor liberado',
  'statement.text.withdrawalCancelled': 'Saque nº {id} cancelado ({option}): valor liberado',
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
  // The program's terms (modules/terms).
  'error.terms.notInForce': 'Estes não são os termos em vigor: leia a versão atual e aceite-a.',
  'error.terms.nonePublished': 'O programa ainda não publicou seus termos.',
  'error.terms.versionNotFound': 'Esta versão dos termos não existe.',
  // Applying to the program (modules/applications; English: the contract's APPLICATION_* and registration.ts).
  'error.application.nameNotValid': 'Digite um nome de 1 a 100 caracteres.',
  'error.application.companyRequired': 'Digite o nome da empresa.',
  'error.application.websiteNotValid': 'Digite o endereço de um site que comece com https:// ou http://.',
  'error.application.sourcesRequired': 'Escolha pelo menos uma fonte de tráfego.',
  'error.application.termsRequired': 'Aceite os termos do programa para se inscrever.',
  'error.application.challengeFailed':
    'A verificação automática de que você é uma pessoa não foi concluída: aguarde até que termine e envie de novo.',
  'error.application.codeNotValid': 'O código está errado ou expirou.',
  'error.application.linkNotValid': 'Este link não é mais válido.',
  'error.application.answerNotValid': 'Escreva uma resposta de 1 a 5.000 caracteres.',
  'error.application.currencyNotOffered': 'Escolha uma das moedas em que o programa paga.',
  'error.application.usernameTakenMeanwhile':
    'Este nome de usuário foi ocupado enquanto sua inscrição aguardava a confirmação: inscreva-se de novo com outro.',
  'error.application.emailTakenMeanwhile':
    'Este endereço de e-mail agora pertence a uma conta de afiliado: entre ou redefina sua senha.',
};
