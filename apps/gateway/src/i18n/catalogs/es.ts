import type { GatewayText } from './en.ts';

/** The gateway's texts in es (see en.ts): written for this product, not word by word. */
export const es: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Cuándo: {when}',
  // Security notices: two-factor changes, a changed email address, new payout details, a revoked API
  // token, a postback switched off.
  'notice.security.ifNotYou': 'Si no has sido tú, cambia tu contraseña de inmediato y contacta con soporte.',
  'notice.totp.enabled.title': 'Autenticación en dos pasos activada',
  'notice.totp.enabled.body':
    'Ahora, para iniciar sesión en tu cuenta, necesitas un código de tu app de autenticación. {ifNotYou}',
  'notice.totp.disabled.title': 'Autenticación en dos pasos desactivada',
  'notice.totp.disabled.body':
    'Para iniciar sesión en tu cuenta ya no necesitas un código de tu app de autenticación. {ifNotYou}',
  'notice.totp.reset.title': 'Autenticación en dos pasos restablecida',
  'notice.totp.reset.body':
    'Se han eliminado de tu cuenta la app de autenticación y los códigos de recuperación; vuelve a configurar la autenticación en dos pasos para proteger tus inicios de sesión. {ifNotYou}',
  'notice.totp.recoveryCodesReplaced.title': 'Nuevos códigos de recuperación',
  'notice.totp.recoveryCodesReplaced.body':
    'Se han generado nuevos códigos de recuperación de la autenticación en dos pasos para tu cuenta; los anteriores ya no sirven. {ifNotYou}',
  'notice.totp.recoveryCodeUsed.title': 'Se ha usado un código de recuperación',
  'notice.totp.recoveryCodeUsed.body':
    'Se ha usado un código de recuperación para iniciar sesión en tu cuenta; {count, plural, one {te queda # código} other {te quedan # códigos}}. {ifNotYou}',
  'notice.emailChanged.title': 'Dirección de correo electrónico cambiada',
  'notice.emailChanged.body':
    'La dirección de correo electrónico de tu cuenta se ha cambiado a {email}. Si no has sido tú, contacta con soporte de inmediato.',
  'notice.payoutDetails.title': 'Nuevos datos de pago para {option}',
  'notice.payoutDetails.body':
    'Tus datos de pago para {option} se han cambiado a {destination}. Los retiros a estos datos quedan pendientes de nuestra revisión durante 24 horas. {ifNotYou}',
  'notice.apiToken.revoked.title': 'Se ha revocado uno de tus tokens de API',
  'notice.apiToken.revoked.body':
    'Nuestro equipo de afiliados ha revocado tu token de API "{name}" ({prefix}…). Motivo: {reason}\n\nA partir de ahora se rechazan las herramientas que lo usan. Si aún necesitas uno, crea un token nuevo en Integraciones.',
  'notice.postback.switchedOff.title': 'Se ha desactivado un postback',
  'notice.postback.switchedOff.body':
    'Tu postback de {event} ha fallado {count} veces seguidas, así que se ha desactivado. Revisa la dirección de tu tracker y sus respuestas en el registro de envíos (Integraciones) y vuelve a activarlo.',
  'postback.event.registration': 'registro',
  'postback.event.first_deposit': 'primer depósito',
  'postback.event.qualified_cpa': 'CPA cualificado',
  'postback.event.commission_credited': 'comisión abonada',

  // Emailed one-time codes.
  'mail.code.subject': 'Tu código de verificación de Goldline Partners',
  'mail.code.use': 'Usa este código para {purpose}: {code}',
  'mail.code.purpose.withdrawal': 'confirmar tu solicitud de retiro',
  'mail.code.purpose.payment-details': 'confirmar el cambio de tus datos de pago',
  'mail.code.purpose.totp-disable': 'desactivar la autenticación en dos pasos',
  'mail.code.purpose.password-reset': 'restablecer tu contraseña',
  'mail.code.purpose.email-change': 'confirmar esta nueva dirección de correo electrónico para tu cuenta',
  'mail.code.passwordResetEffects':
    'Al restablecer tu contraseña se cierran todas tus sesiones y se revocan tus tokens de API personales: las herramientas que los usan dejarán de funcionar hasta que crees tokens nuevos en Integraciones.',
  'mail.code.validity':
    'Es válido durante 10 minutos y solo se puede usar una vez. Si no lo has solicitado, ignora este correo y plantéate cambiar tu contraseña.',

  // Withdrawals, each step.
  'notice.withdrawal.requested.title': 'Retiro solicitado',
  'notice.withdrawal.requested.body': 'Tu retiro n.º {id} de {amount} por {option} está pendiente.',
  'notice.withdrawal.reviewHold':
    'Nuevos datos de pago: este retiro queda pendiente de nuestra revisión hasta el {until}.',
  'notice.withdrawal.approved.title': 'Retiro aprobado',
  'notice.withdrawal.approved.body':
    'Tu retiro n.º {id} de {amount} por {option} se ha aprobado y se pagará en breve.',
  'notice.withdrawal.paid.title': 'Retiro pagado',
  'notice.withdrawal.paid.body':
    'Tu retiro n.º {id} de {amount} por {option} se ha pagado: se han enviado {sent}. Referencia del pago: {reference}.',
  'notice.withdrawal.rejected.title': 'Retiro rechazado',
  'notice.withdrawal.rejected.body':
    'Tu retiro n.º {id} de {amount} por {option} se ha rechazado: {reason} {released}',
  'notice.withdrawal.cancelled.title': 'Retiro cancelado',
  'notice.withdrawal.cancelledByYou.body':
    'Has cancelado tu retiro n.º {id} de {amount} por {option}. {released}',
  'notice.withdrawal.cancelledByUs.body':
    'Hemos cancelado tu retiro n.º {id} de {amount} por {option}: {reason} {released}',
  'notice.withdrawal.released': 'El importe vuelve a estar en tu saldo disponible.',

  // Earnings: the month's commission, an operator's adjustment or fee, a deal change.
  'notice.commission.title': 'Comisión de {month}',
  'notice.commission.zero': 'Tu comisión de {month} es de {amount}.',
  'notice.commission.credited': 'Tu comisión de {month} es de {amount}. Se ha añadido a tu saldo disponible.',
  'notice.commission.carried': 'Un NGR negativo de {amount} se arrastra al siguiente periodo.',
  'notice.commission.howWorkedOut': 'El extracto de cuenta muestra cómo se ha calculado.',
  'notice.adjustment.fee.title': 'Se ha aplicado un cargo',
  'notice.adjustment.credited.title': 'Se ha abonado un importe en tu saldo',
  'notice.adjustment.debited.title': 'Se ha cargado un importe en tu saldo',
  'notice.adjustment.credited.body':
    'Abono de {amount}: {reason} Tu saldo disponible es ahora de {available}.',
  'notice.adjustment.debited.body':
    'Cargo de {amount}: {reason} Tu saldo disponible es ahora de {available}.',
  'notice.deal.title': 'Tu acuerdo a partir del {from}',
  'notice.deal.brand.title': 'Tu acuerdo para {brand} a partir del {from}',
  'notice.deal.body':
    'A partir del {from} se te paga según el acuerdo "{deal}" (versión {version}). {summary} La pantalla Comisión muestra lo que genera tu mes en curso con él.',
  'notice.deal.brand.body':
    'A partir del {from} tus jugadores de {brand} se pagan según el acuerdo "{deal}" (versión {version}). {summary} La pantalla Comisión muestra lo que genera tu mes en curso con él.',
  'notice.deal.brandEnded.body':
    'A partir del {from} tus jugadores de {brand} vuelven a pagarse según tu acuerdo para todas las marcas. La pantalla Comisión muestra lo que genera tu mes en curso.',

  // Identity verification (KYC) results.
  'notice.kyc.verified.title': 'Identidad verificada',
  'notice.kyc.verified.body': 'Tu identidad se ha verificado. ¡Gracias!',
  'notice.kyc.manualReview.title': 'Verificación de identidad: revisión manual',
  'notice.kyc.manualReview.body':
    'El proveedor de verificación no ha podido comprobar tu documento automáticamente. Nuestro equipo lo revisará y te avisará.',
  'notice.kyc.failed.title': 'La verificación de identidad ha fallado',
  'notice.kyc.failed.body':
    '{reason} Puedes iniciar una nueva verificación desde la página Verificación de identidad.',
  'notice.kyc.failed.DENIED_FRAUD': 'No se ha podido aceptar el documento.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_TYPE': 'Este tipo de documento no se admite.',
  'notice.kyc.failed.DENIED_UNSUPPORTED_ID_COUNTRY': 'No se admiten documentos de este país.',
  'notice.kyc.failed.ERROR_NOT_READABLE_ID':
    'No se ha podido leer el documento: usa una foto nítida, bien iluminada y sin recortar.',
  'notice.kyc.failed.NO_ID_UPLOADED': 'No se ha subido ningún documento.',
  'notice.kyc.approvedAfterReview.body':
    'Nuestro equipo ha revisado tu documento y ha verificado tu identidad. ¡Gracias!',
  'notice.kyc.refused.title': 'Verificación de identidad rechazada',
  'notice.kyc.refused.body':
    'Nuestro equipo ha revisado tu documento y no ha podido verificar tu identidad: {reason} Puedes iniciar una nueva verificación desde la página Verificación de identidad.',

  // Contact us: the acknowledgement, and support's answer.
  'mail.contact.received.subject': 'Hemos recibido tu mensaje (ticket n.º {id})',
  'mail.contact.received.body':
    'Hola, {username}:\n\ngracias por contactar con {brand}. Hemos recibido tu mensaje "{subject}" ({category}) y te responderemos pronto en esta dirección.\n\nTu número de ticket es el {id}.',
  'notice.contact.answer.title': 'Respuesta a tu mensaje "{subject}"',
  'mail.contact.answer.subject': 'Re: {subject} (ticket n.º {id})',
  'mail.contact.answer.hello': 'Hola, {username}:',
  'mail.contact.answer.signature': '— Soporte de {brand}',
  'mail.contact.answer.yourMessage': 'Tu mensaje ({category}, {day}):',
  'contact.category.general': 'Consulta general',
  'contact.category.payments': 'Pagos y retiros',
  'contact.category.technical': 'Problema técnico',
  'contact.category.marketing': 'Herramientas de marketing y seguimiento',
  'contact.category.account': 'Mi cuenta',
  // The statement of account, PDF (statement-pdf.ts): letterhead, summary, commission, transactions, footer.
  'statement.title': 'Extracto de cuenta',
  'statement.programme': 'Programa de afiliados',
  'statement.username': 'Nombre de usuario: {username}',
  'statement.affiliate_id': 'ID de afiliado: {id}',
  'statement.country': 'País: {country}',
  'statement.period': 'Período del extracto: {period}',
  'statement.currency': 'Moneda: {currency}',
  'statement.issued': 'Emitido el: {day} (UTC)',
  'statement.summary': 'Resumen',
  'statement.account_summary': 'Resumen de la cuenta',
  'statement.amount': 'Importe',
  'statement.opening_balance': 'Saldo inicial',
  'statement.commission_credited': 'Comisión abonada',
  'statement.withdrawals_paid': 'Retiros pagados',
  'statement.adjustments': 'Ajustes',
  'statement.fees': 'Cargos',
  'statement.held_pending': 'Retenido para retiros pendientes ({held} al final)',
  'statement.closing_balance': 'Saldo final',
  'statement.closing_balance_so_far': 'Saldo final hasta ahora',
  'statement.commission': 'Comisión',
  'statement.no_commission': 'No se abonó ninguna comisión en este período.',
  'statement.commission_for': 'Comisión de {month}',
  'statement.commission_for_credited': 'Comisión de {month}, abonada el {day}',
  'statement.deal': 'Acuerdo: {deal} (versión {version})',
  'statement.turnover': 'Volumen de apuestas',
  'statement.winloss': 'Ganancias/pérdidas',
  'statement.bonuses': 'Bonos',
  'statement.admin_fee': 'Comisión de gestión ({rate} de ganancias/pérdidas)',
  'statement.ngr': 'Ingresos netos de juego (NGR)',
  'statement.late_activity': 'Actividad tardía de {month}: NGR ({reason})',
  'statement.late_activity_cpa': 'Actividad tardía de {month}: NGR, {count} CPA ({reason})',
  'statement.carry_in': 'Saldo negativo arrastrado del mes anterior',
  'statement.carry_out': 'Saldo negativo arrastrado al mes siguiente',
  'statement.revenue_share': 'Revenue share',
  'statement.revenue_share_at': 'Revenue share ({rate})',
  'statement.product_part': '{product}: NGR {ngr} al {rate}',
  'statement.band_above': 'Tramo desde {from}: {amount} al {rate}',
  'statement.band_to': 'Tramo de {from} a {to}: {amount} al {rate}',
  'statement.cpa': 'CPA ({count} × {amount})',
  'statement.cpa_over_cap': 'CPA ({count} × {amount}; {over} por encima del límite mensual, no pagados)',
  'statement.brand_line': '{brand}: NGR {ngr}, revenue share {share}, CPA {count}',
  'statement.brand_own_deal': 'con acuerdo propio {deal} (versión {version}) al {rate}',
  'statement.brand_own_deal_carrying':
    'con acuerdo propio {deal} (versión {version}) al {rate}, arrastrando {amount} al mes siguiente',
  'statement.of_no_brand_row': 'Sin marca: actividad tardía, saldo negativo arrastrado del mes anterior',
  'statement.transactions': 'Transacciones',
  'statement.date': 'Fecha',
  'statement.description': 'Descripción',
  'statement.reference': 'Referencia',
  'statement.held': 'Retenido',
  'statement.balance': 'Saldo',
  'statement.footer': '{brand} · Extracto de cuenta {month} · {username}',
  'statement.page': 'Página {page} de {count}',
  'statement.pdf_title': '{brand} extracto de cuenta {month}',
  'statement.pdf_subject': 'Extracto de cuenta de {username}, {month}',
  // The statement's kinds of line and its rates sentence (English: the contract's statementLineLabels and statementRatesLine).
  'statement.line.commission': 'Comisión',
  'statement.line.withdrawal_hold': 'Retiro solicitado',
  'statement.line.withdrawal_paid': 'Retiro pagado',
  'statement.line.withdrawal_released': 'Retiro devuelto',
  'statement.line.adjustment': 'Ajuste',
  'statement.line.fee': 'Cargo',
  'statement.rates_used': 'Tipos de cambio utilizados: {rates}.',
  'statement.rates_later': 'Tipos del {day} utilizados para {span}.',
  // The statement of account, CSV (statement-csv.ts): its labels and column headers.
  'statement.csv.period': 'Período',
  'statement.csv.so_far': 'hasta ahora, a {day}',
  'statement.csv.affiliate': 'Afiliado',
  'statement.csv.currency': 'Moneda',
  'statement.csv.exchange_rates': 'Tipos de cambio',
  'statement.csv.withdrawals': 'Retiros',
  'statement.csv.held': 'Retenido para retiros pendientes',
  'statement.csv.deal_version': '{deal} (versión {version})',
  'statement.csv.band': 'tramo',
  'statement.csv.of_no_brand': 'Sin marca',
  'statement.column.commission_period': 'Mes de la comisión',
  'statement.column.turnover': 'Volumen de apuestas',
  'statement.column.winloss': 'Ganancias/pérdidas',
  'statement.column.bonuses': 'Bonos',
  'statement.column.admin_fee_rate': 'Comisión de gestión (tasa)',
  'statement.column.admin_fee': 'Comisión de gestión',
  'statement.column.ngr': 'NGR',
  'statement.column.late_ngr': 'NGR tardío',
  'statement.column.carry_in': 'Saldo negativo arrastrado (entrada)',
  'statement.column.revenue_share': 'Revenue share (tasa)',
  'statement.column.revenue_share_amount': 'Revenue share (importe)',
  'statement.column.cpa_count': 'CPA (cantidad)',
  'statement.column.cpa_amount': 'CPA (importe por jugador)',
  'statement.column.cpa_total': 'CPA (total)',
  'statement.column.carry_out': 'Saldo negativo arrastrado (salida)',
  'statement.column.amount': 'Importe',
  'statement.column.credited_at': 'Abonado el',
  'statement.column.deal': 'Acuerdo',
  'statement.column.cpa_over_cap_count': 'CPA por encima del límite (cantidad)',
  'statement.column.revenue_share_part': 'Parte del revenue share',
  'statement.column.from': 'Desde',
  'statement.column.to': 'Hasta',
  'statement.column.rate': 'Tasa',
  'statement.column.paid': 'Pagado',
  'statement.column.brand': 'Marca',
  'statement.column.brand_name': 'Nombre de la marca',
  'statement.column.brand_deal': 'Acuerdo de la marca',
  'statement.column.brand_deal_rate': 'Tasa de la marca',
  'statement.column.brand_carry_out': 'Saldo negativo arrastrado de la marca',
  'statement.column.date': 'Fecha',
  'statement.column.type': 'Tipo',
  'statement.column.description': 'Descripción',
  'statement.column.reference': 'Referencia',
  'statement.column.available_change': 'Variación del disponible',
  'statement.column.balance_after': 'Saldo después',
  'statement.column.available_after': 'Disponible después',
  // The identity check's sandbox pages (kyc/sandbox-page.ts, sandbox-routes.ts, sandbox-flow.ts).
  'kyc.sandbox.title': 'Verificación de identidad (sandbox)',
  'kyc.sandbox.page_title': 'Verificación de identidad (sandbox) - {brand}',
  'kyc.sandbox.intro':
    'Este es el proveedor de pruebas de {brand}: no se realiza ninguna verificación real. Sube cualquier imagen y elige el resultado que debe comunicar el proveedor.',
  'kyc.sandbox.picture_label':
    'Imagen de tu documento de identidad (PNG, JPEG, GIF o WebP, máximo {size} MB)',
  'kyc.sandbox.picture_note':
    'Obligatoria salvo que elijas «No se subió ningún documento». La imagen se comprueba y se descarta, nunca se guarda.',
  'kyc.sandbox.result_legend': 'Resultado que se comunicará',
  'kyc.sandbox.submit': 'Enviar',
  'kyc.sandbox.cancel': 'Cancelar y volver al portal',
  'kyc.sandbox.back': 'Volver al portal',
  'kyc.sandbox.outcome.approved': 'Aprobado: el documento es auténtico y legible',
  'kyc.sandbox.outcome.fraud': 'Fraude: el documento fue manipulado',
  'kyc.sandbox.outcome.unsupported-id': 'Tipo de documento no admitido',
  'kyc.sandbox.outcome.unreadable': 'Documento ilegible',
  'kyc.sandbox.outcome.no-id': 'No se subió ningún documento',
  'kyc.sandbox.outcome.processing': 'Aún en proceso: todavía sin resultado',
  'kyc.sandbox.gone':
    'Esta página de verificación ha caducado o no existe. Inicia una nueva verificación desde el portal.',
  'kyc.sandbox.image_missing':
    'Elige una imagen de tu documento (o el resultado «No se subió ningún documento»).',
  'kyc.sandbox.not_an_image': 'El archivo no es una imagen PNG, JPEG, GIF o WebP.',
  'kyc.sandbox.too_large': 'La imagen supera los {size} MB.',
  'kyc.sandbox.choose_result': 'Elige el resultado que se comunicará.',
  'kyc.sandbox.send_multipart': 'Envía el formulario como multipart/form-data.',
  // The demo landing page (tracking/landing-page.ts): what a player who followed a partner's link reads.
  'landing.title': 'Goldline Casino, landing de demostración',
  'landing.tag': 'Landing de demostración',
  'landing.welcome': 'Te damos la bienvenida a {casino}',
  'landing.page': 'Has llegado a la página {page}, a la que llevaba el enlace del afiliado.',
  'landing.intro':
    'Esta es la landing de demostración del portal Goldline Partners: la redirección de seguimiento ha registrado tu clic y te ha traído aquí con el código del afiliado, como te llevaría a la página de la propia marca.',
  'landing.your_partner': 'Tu afiliado',
  'landing.partner_code': 'Código de afiliado',
  'landing.placement': 'Ubicación',
  'landing.click_id': 'ID del clic (la marca lo guarda con tu registro)',
  'landing.no_partner':
    'Ninguno: has llegado sin un enlace de afiliado, así que no se acredita a ningún afiliado.',
  'landing.cta': 'Abrir el portal de afiliados',
  'landing.footer':
    'Goldline Casino, landing de demostración. Solo mayores de 18 años. Juega con responsabilidad.',
};
