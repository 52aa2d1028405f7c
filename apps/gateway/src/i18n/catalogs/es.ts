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
  'notice.terms.title': 'Nuevos términos del programa: versión {version}',
  'notice.terms.body':
    'El programa publicó la versión {version} de sus términos, en vigor desde el {from}. El portal te pedirá que la leas y la aceptes la próxima vez que inicies sesión; la Configuración la muestra junto con todas las versiones que aceptaste.',
  'notice.terms.upcoming.body':
    'El programa publicó la versión {version} de sus términos, en vigor desde el {from}; hasta entonces se aplica la versión que aceptaste. Ya puedes leerla en la Configuración; desde el {from} el portal te pedirá que la aceptes al iniciar sesión.',
  'notice.player.movedOut.title': 'El jugador {customer} pasó a otro afiliado',
  'notice.player.movedOut.body':
    'Desde el {from} el jugador {customer} cuenta para otro afiliado: {reason} Los meses ya cerrados no cambian. La pantalla Cambios muestra todos los cambios de tus jugadores.',
  'notice.player.deleted.title': 'El jugador {customer} fue eliminado',
  'notice.player.deleted.body':
    'El equipo del programa eliminó al jugador {customer}; desde el {from} ya no cuenta para ti: {reason} Los meses ya cerrados no cambian.',
  'notice.player.duplicate.title': 'El jugador {customer} fue marcado como duplicado',
  'notice.player.duplicate.body':
    'El equipo del programa marcó al jugador {customer} como duplicado de otro jugador; desde el {from} ya no cuenta para ti: {reason} Los meses ya cerrados no cambian.',
  'notice.activity.restated.title': 'La actividad del {day} fue corregida',
  'notice.activity.restated.body':
    'La marca envió nuevas cifras para el {day}, un día de un mes cerrado: NGR antes {before}, ahora {after} ({difference}). La diferencia se liquida en el próximo cierre. La pantalla Cambios muestra las cifras.',
  'notice.cpa.reversed.title': 'El CPA del jugador {customer} fue revertido',
  'notice.cpa.reversed.body':
    'El equipo del programa revirtió el CPA del jugador {customer}: {reason} {paid}',
  'notice.cpa.reversed.paid': 'Los {amount} pagados por él se descuentan en el próximo cierre.',
  'notice.cpa.reversed.unpaid': 'Ya no cuenta en su mes.',
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
  // Solicitudes para unirse al programa (issue 38): la decisión o la pregunta de un gestor, enviada al solicitante.
  'mail.application.approved.subject': 'Te damos la bienvenida a {brand}: tu solicitud ha sido aprobada',
  'mail.application.approved.body':
    'Hola, {firstName}:\n\ntu solicitud para el programa de afiliados de {brand} ha sido aprobada: ¡te damos la bienvenida! Inicia sesión en {url} con tu nombre de usuario {username} y la contraseña que elegiste al presentar la solicitud.\n\nEl equipo de {brand}',
  'mail.application.rejected.subject': 'Tu solicitud para {brand}',
  'mail.application.rejected.body':
    'Hola, {firstName}:\n\ngracias por tu interés en el programa de afiliados de {brand}. Hemos decidido no aceptar tu solicitud, por el siguiente motivo:',
  'mail.application.rejected.signature': 'El equipo de {brand}',
  'mail.application.question.subject': 'Una pregunta sobre tu solicitud para {brand}',
  'mail.application.question.body':
    'Hola, {firstName}:\n\nantes de decidir sobre tu solicitud para el programa de afiliados de {brand}, nuestro equipo tiene una pregunta para ti:',
  'mail.application.question.answer':
    'Respóndela aquí: {link}\n\nEl enlace funciona hasta que envíes tu respuesta.',
  'mail.application.question.signature': 'El equipo de {brand}',
  'contact.category.general': 'Consulta general',
  'contact.category.payments': 'Pagos y retiros',
  'contact.category.technical': 'Problema técnico',
  'contact.category.marketing': 'Herramientas de marketing y seguimiento',
  'contact.category.account': 'Mi cuenta',
  // Applying to the program (applications/applicant-mails.ts): the one mail every accepted form sends,
  // and the one once the address is confirmed.
  'mail.application.subject': 'Tu solicitud a {brand}',
  'mail.application.confirm.subject': 'Confirma tu dirección de correo electrónico para {brand}',
  'mail.application.confirm.body':
    'Hola, {name}:\n\ngracias por solicitar unirte a {brand}. Para confirmar tu dirección de correo electrónico, abre este enlace:\n\n{link}\n\no introduce este código en la página de solicitud: {code}\n\nEl enlace y el código valen durante 24 horas. Si no has enviado ninguna solicitud, ignora este correo: sin la confirmación no ocurre nada.',
  'mail.application.existingAccount.body':
    'Hola:\n\nalguien, probablemente tú, ha solicitado unirse a {brand} con esta dirección de correo electrónico, pero ya pertenece a una cuenta de afiliado. Inicia sesión con ella aquí:\n\n{signIn}\n\nSi olvidaste tu contraseña, restablécela aquí:\n\n{reset}\n\nSi no fuiste tú, ignora este correo: no se ha cambiado nada.',
  'mail.application.alreadyApplied.body':
    'Hola, {name}:\n\nsolicitaste unirte a {brand} el {date} y tu solicitud está en manos de nuestro equipo. Te escribiremos a esta dirección en cuanto se decida: no hace falta que vuelvas a enviarla.',
  'mail.application.usernameTaken.subject': 'Tu solicitud a {brand}: elige otro nombre de usuario',
  'mail.application.usernameTaken.body':
    'Hola, {name}:\n\ngracias por solicitar unirte a {brand}. El nombre de usuario "{username}" ya está en uso, así que tu solicitud no se ha guardado. Vuelve a enviarla con otro nombre de usuario:\n\n{link}\n\nSi no has enviado ninguna solicitud, ignora este correo.',
  'mail.application.received.subject': 'Hemos recibido tu solicitud a {brand}',
  'mail.application.received.body':
    'Hola, {name}:\n\ngracias por confirmar tu dirección de correo electrónico. Tu solicitud para unirte a {brand} ya está en manos de nuestro equipo, que suele revisar las solicitudes en {days, plural, one {# día hábil} other {# días hábiles}}. Te escribiremos a esta dirección cuando se decida.',
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
  // Sentences of figures and deals (issue 37), in the language an API request asks: what each figure
  // means, a player's CPA status in words, what a deal pays, why a payout option cannot be used and its
  // detail field, and the transactions list's descriptions.
  'figures.conversion':
    'Todos los importes están en {currency}. Una marca que informa en otra moneda se convierte día a día: cada día de un jugador al tipo de referencia de ese día fijado por el programa (el último tipo anterior cuando el día no tiene uno propio), redondeado una vez al céntimo, las mitades alejándose de cero; una cifra es la suma de esos días convertidos. Tu extracto indica los tipos utilizados.',
  'figures.yourCurrency': 'tu moneda',
  'figures.brandShares':
    'Tu extracto muestra la comisión de cada marca en su propia línea: el CPA de la marca y su NGR × el revenue share (negativo para una marca que perdió dinero); la comisión de gestión y el revenue share se reparten por los mayores restos para que las líneas sumen el total exacto al céntimo. El revenue share de la actividad tardía y de un negativo arrastrado no pertenece a ninguna marca.',
  'figures.dealRule':
    'La comisión de un mes se calcula según tu acuerdo, igual que en su cierre (la pantalla Comisión muestra todos los datos). La base es el NGR del mes más el NGR tardío de meses cerrados más un negativo arrastrado. Un acuerdo fijo paga la base a su porcentaje; un acuerdo por niveles paga toda la base al porcentaje del nivel más alto que alcanza la base (o los primeros depositantes del mes); un acuerdo por tramos paga cada tramo de la base a su propio porcentaje; un producto con porcentaje propio cobra su NGR a ese porcentaje. No se paga nada sobre una base de 0 o menos; cada importe se redondea una vez al céntimo, las mitades hacia arriba. Una base negativa se arrastra al mes siguiente entera, hasta un límite o nada en absoluto, según diga tu acuerdo. CPA: un jugador se califica el primer día, dentro de la ventana del acuerdo contada desde el registro (día 1), en que se cumplen todos los criterios (el primer depósito, y los depósitos y el volumen de apuestas desde el registro, cada uno al menos el mínimo del acuerdo); se paga en el mes en que el jugador se califica, al importe del nivel de CPA que alcanzan los jugadores calificados del mes, hasta el límite mensual, sea cual sea el NGR.',
  'figures.registrations': 'Jugadores que completaron el registro, contados en la fecha UTC de su registro.',
  'figures.firstDepositAmount': 'Suma de los depósitos de esos jugadores en el día de su primer depósito.',
  'figures.dashboard.clicks':
    'Visitas a través de tus enlaces de seguimiento, contadas en el momento en que ocurren (día UTC del clic); no se cuentan los rastreadores ni las vistas previas de enlaces. Un clic llega antes de que el jugador elija un producto, así que el filtro de categoría no lo restringe.',
  'figures.dashboard.signups':
    'Jugadores que se registraron a través de tus enlaces, contados el día en que se unieron (date_joined).',
  'figures.dashboard.firstDepositors':
    'Jugadores cuyo primer depósito (su primer día con depósitos por encima de cero) cae en el intervalo.',
  'figures.dashboard.deposits': 'Suma de los depósitos de tus jugadores.',
  'figures.dashboard.turnover': 'Suma de las apuestas que hicieron tus jugadores.',
  'figures.dashboard.winloss':
    'Ganancias/pérdidas de la casa con tus jugadores: apuestas menos premios, negativo cuando los jugadores ganaron.',
  'figures.dashboard.bonuses': 'Bonos concedidos a tus jugadores.',
  'figures.dashboard.ngr':
    'Ingresos netos de juego: ganancias/pérdidas menos bonos menos la comisión de gestión del {fee} de las ganancias/pérdidas (redondeado al céntimo).',
  'figures.dashboard.estimatedCommission':
    'Por intervalo: NGR × el primer porcentaje de tu acuerdo, del {rate} (redondeado al céntimo; nada cuando el NGR es negativo), más {cpa} de CPA por cada primer depositante cuyo primer depósito fue de al menos {minimum}, con el acuerdo del último mes del rango. Para el periodo actual desde su primer día, el total es lo que el cierre del periodo acreditaría ahora, según tu acuerdo completo: {late} Es una estimación hasta que se cierre el periodo. {dealRule} {brandShares}',
  'figures.dashboard.lateWithCarry':
    'la actividad tardía de periodos cerrados y un NGR negativo arrastrado del último periodo cerrado también cuentan.',
  'figures.dashboard.lateWithoutCarry':
    'la actividad tardía de periodos cerrados también cuenta; tu acuerdo no arrastra NGR negativo de un periodo al siguiente.',
  'figures.report.source':
    'El origen de un jugador es el clic que la marca devolvió con el jugador (su código, sub-IDs, banner y campaña) y el país del jugador; un jugador sin clic cuenta en el código de referido sin sub-IDs, banner ni campaña. Un clic cuenta en el país de la dirección del visitante («Desconocido» cuando la dirección no es pública o no se conoce su país); la dirección en sí no se guarda.',
  'figures.report.brand':
    'La marca de un jugador es la marca del código de referido por el que llegó, y la de un clic, la marca del código de su enlace: agrupada o filtrada por marca, una fila cuenta los jugadores y clics de tus códigos de esa marca.',
  'figures.report.product':
    'El producto de un jugador es la categoría en la que la marca lo informa (casino, deportes, casino en vivo, póker). Los clics llegan antes de que el jugador elija un producto: agrupados por producto no aplican (n/a).',
  'figures.report.clicks':
    'Visitas a través de tus enlaces de seguimiento en el día UTC del clic; no se cuentan los rastreadores ni las vistas previas de enlaces.',
  'figures.report.signups':
    'Jugadores que se registraron a través de tus enlaces, contados el día en que se unieron.',
  'figures.report.firstDepositors':
    'Jugadores cuyo primer depósito (su primer día con depósitos por encima de cero) cae en el periodo.',
  'figures.report.deposits': 'Suma de los depósitos de los jugadores.',
  'figures.report.ngr':
    'Ingresos netos de juego: ganancias/pérdidas menos bonos menos la comisión de gestión de tu plan sobre las ganancias/pérdidas (redondeado al céntimo).',
  'figures.report.commission':
    'NGR × el primer porcentaje de tu acuerdo (nada cuando el NGR de una fila es negativo) más el CPA por cada primer depositante que se calificó, con el acuerdo del último mes del periodo. Antes de niveles y arrastres: lo que acredita un mes cerrado está en tu extracto. {dealRule} {brandShares}',
  'figures.playerMonth.deposits': 'Los depósitos del jugador en el mes (UTC).',
  'figures.playerMonth.withdrawals': 'Los retiros del jugador en el mes.',
  'figures.playerMonth.turnover': 'Las apuestas que hizo el jugador en el mes.',
  'figures.playerMonth.winloss':
    'Ganancias/pérdidas de la casa con el jugador: apuestas menos premios, negativo cuando el jugador ganó.',
  'figures.playerMonth.bonuses': 'Bonos concedidos al jugador en el mes.',
  'figures.playerMonth.adminFee':
    'La comisión de gestión de tu plan en el mes sobre las ganancias/pérdidas del jugador (redondeada al céntimo).',
  'figures.playerMonth.ngr':
    'Los ingresos netos de juego del jugador: ganancias/pérdidas menos bonos menos la comisión de gestión.',
  'figures.playerMonth.revenueShare':
    'El NGR del jugador × tu revenue share del mes (redondeado al céntimo). Negativo cuando el NGR del jugador lo es: ese jugador reduce el revenue share que paga el mes, que se calcula sobre el NGR de todos tus jugadores juntos (no se paga nada por un mes negativo, y tu plan puede arrastrarlo al siguiente). El mes tal como se acreditó está en tu extracto.',
  'figures.playerMonth.cpa':
    'El CPA de tu plan, en el mes del primer depósito del jugador, cuando ese depósito fue de al menos el mínimo del plan.',
  'figures.playerMonth.earned': 'Revenue share más CPA: lo que el jugador te generó en el mes.',
  // A player's CPA status.
  'cpa.qualified': 'Calificado el {day}',
  'cpa.pendingDaysLeft': '{missing} — {days, plural, one {queda # día} other {quedan # días}}',
  'cpa.lowFirstDeposit': 'El primer depósito de {deposit} estuvo por debajo de los {required} exigidos',
  'cpa.windowEnded': 'La ventana de {days} días terminó el {day} con {missing}',
  'cpa.overCap':
    'Calificado el {day}, después de alcanzarse el límite mensual de {cap, plural, one {# jugador pagado} other {# jugadores pagados}}',
  'cpa.reversed': 'Revertido por el programa el {day}: {reason}',
  'cpa.lacking.noDepositYet': 'ningún depósito todavía',
  'cpa.lacking.noDepositYetMinimum':
    'ningún depósito todavía (se exige un primer depósito de {minimum} o más)',
  'cpa.lacking.noDeposit': 'ningún depósito',
  'cpa.lacking.noDepositMinimum': 'ningún depósito (se exigía un primer depósito de {minimum} o más)',
  'cpa.lacking.deposits': '{reached} de {required} en depósitos',
  'cpa.lacking.turnover': '{reached} de {required} en volumen de apuestas',
  // What a deal pays, a sentence a line.
  'deal.noRevenueShare': 'Sin revenue share.',
  'deal.flat': 'Revenue share: {rate} del NGR.',
  'deal.tiered':
    'Revenue share por niveles: {rate} del NGR; {steps}. Todo el mes se paga al porcentaje del nivel alcanzado.',
  'deal.tierStep': '{rate} desde {threshold}',
  'deal.thresholdDepositors':
    '{count, plural, one {# primer depositante} other {# primeros depositantes}} en el mes',
  'deal.thresholdNgr': '{amount} de NGR',
  'deal.ladder': 'Revenue share por tramos de NGR: {bands}. Cada tramo se paga a su propio porcentaje.',
  'deal.band': '{rate} de {from} a {to}',
  'deal.bandAbove': '{rate} por encima de {from}',
  'deal.productRates': '{products}, en lugar del porcentaje del nivel.',
  'deal.productRate': 'NGR de {product} al {rate}',
  'deal.product.casino': 'Casino',
  'deal.product.sports': 'Deportes',
  'deal.product.live-casino': 'Casino en vivo',
  'deal.product.poker': 'Póker',
  'deal.adminFee': 'Comisión de gestión: {rate} de las ganancias/pérdidas, descontada del NGR.',
  'deal.noAdminFee': 'Sin comisión de gestión.',
  'deal.carry':
    'Un mes negativo se arrastra al siguiente y se recupera antes de que vuelva a pagarse revenue share.',
  'deal.reset': 'Un mes negativo no se arrastra: cada mes empieza de cero.',
  'deal.carryCap': 'Un mes negativo se arrastra al siguiente, hasta {amount}.',
  'deal.noCpa': 'Sin CPA.',
  'deal.firstDepositMin': 'haga un primer depósito de al menos {amount}',
  'deal.firstDeposit': 'haga un primer depósito',
  'deal.depositsMin': 'deposite al menos {amount} en total',
  'deal.turnoverMin': 'apueste al menos {amount}',
  'deal.cpa': 'CPA: {amount} por jugador que {criteria}.',
  'deal.cpaWithin':
    'CPA: {amount} por jugador que, en {days, plural, one {# día} other {# días}} desde el registro (el día del registro es el día 1), {criteria}.',
  'deal.cpaTier': 'Desde {count} jugadores calificados en un mes, a cada uno se le paga {amount}.',
  'deal.cap':
    '{count, plural, one {Como máximo se paga # jugador al mes; el resto queda por encima del límite.} other {Como máximo se pagan # jugadores al mes; el resto queda por encima del límite.}}',
  'deal.cpaWhateverNgr': 'El CPA se paga sea cual sea el NGR.',
  'deal.subShareCommission':
    'Subafiliados: {rate} de la comisión de cada subafiliado, durante {months, plural, one {# mes} other {# meses}} desde su aprobación.',
  'deal.subShareNgr':
    'Subafiliados: {rate} del NGR de cada subafiliado, durante {months, plural, one {# mes} other {# meses}} desde su aprobación.',
  'deal.subPerPlayer':
    'Subafiliados: {amount} por cada jugador de un subafiliado que califica para el CPA, durante {months, plural, one {# mes} other {# meses}} desde su aprobación.',
  'subAffiliates.line.month': 'Ganancias por subafiliados de {month}: {parts}',
  'subAffiliates.line.corrected': 'Ganancias por subafiliados corregidas: {parts}',
  'subAffiliates.part.commission': '{sub} — {rate} de la comisión de {basis}',
  'subAffiliates.part.ngr': '{sub} — {rate} del NGR de {basis}',
  'subAffiliates.part.players':
    '{sub} — {count, plural, one {# jugador calificado} other {# jugadores calificados}} a {amount}',
  'subAffiliates.corrected.commission': '{sub} en {month} — {rate} de la comisión, ahora {basis}',
  'subAffiliates.corrected.ngr': '{sub} en {month} — {rate} del NGR, ahora {basis}',
  'subAffiliates.corrected.players':
    '{sub} en {month} — ahora {count, plural, one {# jugador calificado} other {# jugadores calificados}}, a {amount}',
  // Why a payout option cannot be used now, and its detail field.
  'payout.disabled': 'Los retiros por {option} no están disponibles en este momento.',
  'payout.rateMissing': 'Los retiros por {option} están en pausa: todavía no hay tipo de cambio.',
  'payout.rateStale': 'Los retiros por {option} están en pausa: el tipo de cambio está desactualizado.',
  'payout.notEur':
    'Los retiros por {option} requieren un saldo en EUR: su tipo de cambio solo se cotiza frente al EUR, y tu saldo está en {currency}.',
  'payout.belowMinimum':
    'Tu saldo disponible ({available}) está por debajo del mínimo de {option}, de {minimum}.',
  'payout.field.irreversible':
    'Un pago enviado a una dirección equivocada no se puede revertir: pégala y comprueba los primeros y los últimos caracteres.',
  'payout.field.bitcoin.label': 'Dirección de wallet Bitcoin',
  'payout.field.bitcoin.hint':
    'Una dirección Bitcoin: legacy (1…), P2SH (3…), SegWit (bc1q…) o Taproot (bc1p…). {irreversible}',
  'payout.field.tron.label': 'Dirección de wallet TRON (TRC20)',
  'payout.field.tron.hint':
    'Una dirección TRON: 34 caracteres que empiezan por T. Solo se envía a ella USDT en la red TRON. {irreversible}',
  'payout.field.ethereum.label': 'Dirección de wallet Ethereum (ERC20)',
  'payout.field.ethereum.hint':
    'Una dirección Ethereum: 0x y 40 caracteres hexadecimales; una dirección con mayúsculas y minúsculas debe coincidir con su checksum. {irreversible}',
  'payout.field.neteller.label': 'Cuenta de Neteller',
  'payout.field.neteller.hint': 'El correo electrónico o el ID de tu cuenta de Neteller.',
  'payout.field.skrill.label': 'Cuenta de Skrill',
  'payout.field.skrill.hint': 'El correo electrónico o el ID de cliente de tu cuenta de Skrill.',
  // The transactions list's descriptions.
  'transaction.withdrawalTo': 'Retiro por {option} a {destination}',
  'transaction.withdrawalToOption': 'Retiro por {option}',
  'transaction.commissionFor': 'Comisión de {month}',
  'transaction.holdOverridden':
    'Pagado antes de que terminara la revisión de los nuevos datos de pago, tras una comprobación de nuestro equipo.',
  // The statement's lines the gateway wrote.
  'statement.text.withdrawalRequested': 'Retiro n.º {id} solicitado ({option})',
  'statement.text.withdrawalPaid': 'Retiro n.º {id} pagado ({option}, referencia {reference})',
  'statement.text.withdrawalRejected': 'Retiro n.º {id} rechazado ({option}): importe liberado',
  'statement.text.withdrawalCancelled': 'Retiro n.º {id} cancelado ({option}): importe liberado',
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
  // API errors (http/api-error.ts, plugins/errors.ts, i18n/api-error-language.ts).
  'error.wait.seconds': '{count, plural, one {# segundo} other {# segundos}}',
  'error.wait.minutes': '{count, plural, one {# minuto} other {# minutos}}',
  'error.tooManyRequests': 'Demasiados intentos. Vuelve a intentarlo en {wait}.',
  'error.accountLocked':
    'Demasiados intentos de inicio de sesión en esta cuenta. Vuelve a intentarlo en {wait}. Si tienes activada la autenticación en dos pasos, puedes iniciar sesión ahora con tu contraseña y un código de tu app de autenticación.',
  'error.unauthenticated': 'No autenticado.',
  'error.sessionExpired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'error.accountSuspended': 'Esta cuenta está suspendida. Contacta con tu gestor de afiliados.',
  'error.accountDisabled': 'Esta cuenta está desactivada. Contacta con soporte.',
  'error.forbidden': 'No tienes permiso para realizar esta acción.',
  'error.csrfMismatch': 'El token CSRF no coincide.',
  'error.fieldNotValid': '{field} no es válido.',
  'error.dataInvalid': 'Los datos enviados no son válidos.',
  'error.valueInvalid': 'Valor no válido.',
  'error.unstorableText': 'El texto no puede contener caracteres NUL ni sustitutos sin pareja.',
  'error.payloadTooLarge': 'El cuerpo de la solicitud es demasiado grande.',
  'error.unsupportedContentType': 'Tipo de contenido no admitido: envía application/json.',
  'error.notFound': 'No encontrado.',
  'error.malformedRequest': 'Solicitud mal formada.',
  'error.invalidJson': 'El cuerpo de la solicitud no es un JSON válido.',
  'error.addressTooLong': 'La dirección es demasiado larga.',
  'error.methodNotAllowed': 'Esta dirección admite {methods}.',
  'error.unavailable': 'El servicio no está disponible temporalmente. Vuelve a intentarlo en breve.',
  'error.databaseUnavailable': 'La base de datos no está disponible.',
  'error.internal': 'Error interno del servidor.',
  'error.idempotencyKeyInvalid':
    'La cabecera Idempotency-Key debe tener entre 1 y 200 caracteres ASCII visibles.',
  'error.idempotencyKeyReused': 'Esta Idempotency-Key ya se usó con otros parámetros.',
  // Signing in, passwords, email address, sessions, codes.
  'error.invalidCredentials': 'Estas credenciales no coinciden con nuestros registros.',
  'error.commonPassword': 'Esta contraseña es demasiado común. Elige una menos predecible.',
  'error.currentPasswordIncorrect': 'La contraseña actual es incorrecta.',
  'error.passwordIncorrect': 'La contraseña es incorrecta.',
  'error.sameEmail': 'Esta ya es tu dirección de correo electrónico.',
  'error.emailNotUsable': 'No se puede usar esta dirección de correo electrónico. Elige otra.',
  'error.sessionNotFound': 'Esa sesión no existe.',
  'error.codeInvalid': 'El código no es válido o ha caducado.',
  'error.emailedCodeInvalid':
    'El código no es válido o ha caducado. Solicita un código nuevo por correo electrónico.',
  // Two-factor authentication (totp/messages.ts).
  'error.twoFactor.required': 'Introduce el código de tu app de autenticación.',
  'error.twoFactor.signInCodeInvalid':
    'El código no es válido. Introduce el código actual de tu app de autenticación o un código de recuperación.',
  'error.twoFactor.appCodeInvalid':
    'El código no es válido. Introduce el código actual de tu app de autenticación.',
  'error.twoFactor.anyCodeInvalid':
    'El código no es válido. Introduce el código actual de tu app de autenticación, un código de recuperación o el código que te enviamos por correo electrónico.',
  'error.twoFactor.replayed':
    'Este código ya se ha usado. Espera al siguiente código de tu app de autenticación.',
  'error.twoFactor.alreadySetUp':
    'La autenticación en dos pasos ya está configurada. Restablécela antes de volver a configurarla.',
  'error.twoFactor.alreadySetUpOff':
    'La autenticación en dos pasos ya está configurada. Vuelve a activarla o restablécela antes de configurarla de nuevo.',
  'error.twoFactor.nothingToConfirm':
    'No hay ninguna configuración en dos pasos que confirmar. Empieza primero la configuración.',
  'error.twoFactor.alreadyConfirmed': 'La autenticación en dos pasos ya está confirmada.',
  'error.twoFactor.alreadyConfirmedOff':
    'La autenticación en dos pasos ya está confirmada. En su lugar, vuelve a activarla.',
  'error.twoFactor.setUpFirst': 'Configura primero la autenticación en dos pasos.',
  'error.twoFactor.confirmFirst':
    'Confirma primero la configuración en dos pasos con un código de tu app de autenticación.',
  'error.twoFactor.alreadyOn': 'La autenticación en dos pasos ya está activada.',
  'error.twoFactor.notOn': 'La autenticación en dos pasos no está activada.',
  'error.twoFactor.alreadyOff': 'La autenticación en dos pasos ya está desactivada.',
  'error.twoFactor.notSetUp': 'La autenticación en dos pasos no está configurada.',
  'error.twoFactor.recoveryCodesNeedOn':
    'Los códigos de recuperación solo están disponibles mientras la autenticación en dos pasos está activada.',
  // API tokens (personal tokens and their scopes).
  'error.apiToken.expired': 'Este token de API ha caducado: crea uno nuevo en Integraciones.',
  'error.apiToken.outOfScope':
    'Un token de API personal solo puede leer informes y jugadores: inicia sesión para todo lo demás.',
  'error.apiToken.missingScope': 'Este token no tiene el ámbito {scope}.',
  'error.apiToken.limit': 'Tienes {max} tokens: revoca primero uno que ya no uses.',
  'error.apiToken.notFound': 'Ese token no existe.',
  // Withdrawals, balance, payout details.
  'error.insufficientFunds': 'El importe supera tu saldo disponible.',
  'error.withdrawal.notOffered': '{option} no está disponible para retiros en este momento.',
  'error.withdrawal.minimum': 'El mínimo para {option} es {amount}.',
  'error.withdrawal.maximum': 'El máximo para {option} es {amount}.',
  'error.withdrawal.nothingLeft':
    'Tras la tarifa de red de {option} ({fee}) no quedaría nada que enviar. Introduce un importe mayor.',
  'error.withdrawal.identityFirst': 'Verifica tu identidad antes de tu primer retiro.',
  'error.withdrawal.identityAbove': 'Verifica tu identidad para retirar más de {amount}.',
  'error.withdrawal.notFound': 'Ese retiro no existe.',
  'error.payoutDetails.walletAddressInvalid': 'La dirección de la billetera no es válida.',
  'error.payoutDetails.accountInvalid': 'La cuenta no es válida.',
  'error.customerIdMismatch': 'customerId debe ser el de la dirección.',
  // Identity verification (kyc/service.ts).
  'error.kyc.notYourself': 'userReference debe ser tu propio id de afiliado.',
  'error.kyc.alreadyVerified': 'Tu identidad ya está verificada.',
  'error.kyc.waitingForReview':
    'Tu identidad está pendiente de una revisión manual; te informaremos del resultado.',
  'error.kyc.attemptOpen': 'Ya hay una verificación en curso. Continúala o empieza de nuevo.',
  'error.kyc.noOpenAttempt': 'No hay ninguna verificación en curso: inicia una nueva.',
  'error.kyc.dailyLimit': 'Puedes iniciar como máximo 5 verificaciones al día. Vuelve a intentarlo mañana.',
  'error.kyc.returnAbsolute': 'Debe ser una dirección absoluta.',
  'error.kyc.returnAddress':
    'Debe ser una dirección de la página de verificación de identidad del portal ({address}).',
  'error.kyc.providerUnavailable':
    'El proveedor de verificación no está disponible. Vuelve a intentarlo en unos minutos.',
  // Players, reports, statements, dates.
  'error.playerNotFound': 'No has referido a ningún jugador con este id.',
  'error.playersExportTooLarge':
    'La exportación tendría {total} jugadores; en un archivo caben como máximo {max}. Acota el filtro (año, mes, categoría o marca).',
  'error.transactionsExportTooLarge':
    'La exportación tendría {total} transacciones; en un archivo caben como máximo {max}. Acota el filtro (tipo, estado o fechas).',
  'error.transactionNotFound': 'Esa transacción no existe.',
  'error.dateNotInCalendar': 'La fecha no es una fecha del calendario.',
  'error.dateDoesNotExist': 'Elige una fecha que exista.',
  'error.endBeforeStart': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  'error.rangeTooLong': 'El periodo puede abarcar como máximo {days} días.',
  // Referral codes, tracking links, banners.
  'error.referralCode.brandNotOffered': 'Elige una de las marcas disponibles para ti.',
  'error.referralCode.limit': 'Puedes tener como máximo 20 códigos de referido.',
  'error.referralCode.taken': 'Este código ya está en uso. Prueba con otro.',
  'error.referralCode.notYours': 'Elige uno de tus códigos de referido.',
  'error.landingPageNotAllowed':
    'Elige una página que la marca permita: esta dirección no es una de sus landing pages.',
  'error.banner.notOffered': 'Elige un banner del catálogo para este tipo e idioma.',
  'error.banner.otherBrand':
    'Este banner es de otra marca distinta a la de tu código de referido: elige uno de los banners de la marca del código.',
  'error.banner.sizeNotOffered': 'Elige uno de los tamaños de este banner.',
  'error.banner.sizeNotOfferedOf': 'Elige uno de los tamaños de este banner. ({sizes})',
  'error.banner.archiveFull':
    'Tu archivo admite como máximo 1000 banners. Elimina algunos antes de guardar otros nuevos.',
  'error.banner.notFound': 'Banner no encontrado.',
  'error.banner.notInCatalogue': 'Ese banner no existe en el catálogo.',
  'error.banner.noSuchCreative': 'Esa creatividad no existe.',
  // Postbacks (postbacks/service.ts, address-guard.ts).
  'error.postback.unknownMacro':
    "Macro desconocida {macros}: usa '{click_id}', '{sub1}'…'{sub5}', '{event}', '{player}', '{amount}', '{currency}', '{code}' o '{timestamp}'.",
  'error.postback.macroInHost': 'Las macros pueden ir en la ruta y en la query, no en el nombre del host.',
  'error.postback.fullAddress': 'Introduce una dirección completa que empiece por https://.',
  'error.postback.scheme': 'La dirección debe empezar por https:// (o http://).',
  'error.postback.addressNotPublic': 'La dirección {host} no está en la internet pública.',
  'error.postback.hostNotFound': 'No se encuentra {host}: revisa el nombre de tu tracker.',
  'error.postback.resolvesNotPublic': '{host} apunta a {address}, que no está en la internet pública.',
  'error.postback.notSet': 'No hay ningún postback configurado para este evento.',
  // The program's terms (modules/terms).
  'error.terms.notInForce': 'Estos no son los términos vigentes: lee la versión actual y acéptala.',
  'error.terms.nonePublished': 'El programa aún no ha publicado sus términos.',
  'error.terms.versionNotFound': 'No existe esa versión de los términos.',
  // Applying to the program (modules/applications; English: the contract's APPLICATION_* and registration.ts).
  'error.application.nameNotValid': 'Introduce un nombre de 1 a 100 caracteres.',
  'error.application.companyRequired': 'Introduce el nombre de la empresa.',
  'error.application.websiteNotValid':
    'Introduce la dirección de un sitio web que empiece por https:// o http://.',
  'error.application.sourcesRequired': 'Elige al menos una fuente de tráfico.',
  'error.application.termsRequired': 'Acepta los términos del programa para enviar tu solicitud.',
  'error.application.challengeFailed':
    'La comprobación automática de que eres una persona no se ha superado: espera a que termine y vuelve a enviar.',
  'error.application.codeNotValid': 'El código es incorrecto o ha caducado.',
  'error.application.linkNotValid': 'Este enlace ya no es válido.',
  'error.application.answerNotValid': 'Escribe una respuesta de 1 a 5.000 caracteres.',
  'error.application.currencyNotOffered': 'Elige una de las monedas en las que paga el programa.',
  'error.application.usernameTakenMeanwhile':
    'Otra persona ha ocupado este nombre de usuario mientras tu solicitud esperaba la confirmación: vuelve a enviarla con otro.',
  'error.application.emailTakenMeanwhile':
    'Esta dirección de correo electrónico pertenece ahora a una cuenta de afiliado: inicia sesión o restablece tu contraseña.',
};
