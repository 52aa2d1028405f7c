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
};
