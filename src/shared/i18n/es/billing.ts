import type { Translation } from '../translation';

/** The church subscription and paying for it (Spanish catalogue). */
export const billing: Translation<'billing'> = {
  banner: {
    subscribeNow: 'Suscríbete ahora - $99/año',
    updatePayment: 'Actualizar el pago',
    today: 'hoy',
    tomorrow: 'mañana',
    inDays: 'en {{days}} días',
    trialTitle: 'Tu prueba gratuita termina pronto',
    trialMessage:
      'La prueba gratuita de tu iglesia termina {{when}}. Suscríbete para conservar la analítica y los informes de la iglesia.',
    expiredTitle: 'Suscripción vencida',
    expiredMessage:
      'La suscripción de tu iglesia venció. Los miembros pueden seguir registrando su lectura y su oración, pero la analítica y los informes de la iglesia requieren una suscripción activa.',
    pastDueTitle: 'Pago vencido',
    pastDueMessage:
      'El pago de la suscripción de tu iglesia está vencido. La analítica y los informes de la iglesia dejarán de funcionar {{when}} si no se realiza el pago.',
  },
  status: {
    trial: 'Prueba gratuita',
    active: 'Activa',
    past_due: 'Pago vencido',
    expired: 'Vencida',
    unknown: 'Desconocido',
  },
  statusTitle: 'Estado de la suscripción',
  statusDescription: '$99 al año por iglesia, después de una prueba gratuita de 30 días.',
  statusFailed: 'No se pudo cargar el estado de la suscripción',
  statusLoading: 'Cargando el estado de la suscripción',
  tryAgain: 'Intentar de nuevo',
  statusLabel: 'Estado',
  graceLeft: 'Período de gracia restante',
  daysRemaining: 'Días restantes',
  days_one: '{{count}} día',
  days_many: '{{count}} de días',
  days_other: '{{count}} días',
  trialEnds: 'La prueba termina el',
  endsOn: 'Termina el',
  renewsOn: 'Se renueva el',
  endedOn: 'Terminó el',
  unknownDate: 'Fecha desconocida',
  renewalCancelledNote: 'La renovación está cancelada: la suscripción seguirá activa hasta el {{day}}.',
  resumeRenewal: 'Reanudar la renovación',
  cancelRenewal: 'Cancelar la renovación',
  cancelTitle: '¿Cancelar la renovación automática?',
  cancelDescription:
    'Tu suscripción seguirá activa hasta el {{day}} y no se renovará después de esa fecha. No hay reembolsos por períodos parciales.',
  cancelledTitle: 'Renovación cancelada',
  cancelledDescription: 'Tu suscripción seguirá activa hasta el {{day}}.',
  resumedTitle: 'Renovación reanudada',
  resumedDescription: 'Tu suscripción se renovará automáticamente.',
  renewalFailed: 'No se pudo actualizar la suscripción',
  pay: { updatePayment: 'Actualizar el pago', anotherYear: 'Pagar otro año', subscribe: 'Suscribirse' },
  annualSubscription: 'Suscripción anual',
  panelDescription:
    '99.00 USD por un año de analítica e informes de la iglesia, miembros ilimitados e informes anuales de datos. Cada pago extiende la suscripción un año a partir de su fecha de vencimiento actual.',
  paySecurely: 'Paga 99.00 USD de forma segura con PayPal.',
  preparing: 'Preparando el pago...',
  paymentError: 'Error en el pago',
  checkoutFailed: 'No se pudo crear la sesión de pago',
  captureFailed: 'No se pudo completar el pago. Por favor, inténtalo de nuevo.',
  paidTitle: 'Pago realizado',
  paidDescription: '¡Gracias! La suscripción de tu iglesia está activa hasta el {{day}}.',
  // Stands for the date in paidDescription ("…hasta el {{day}}"), so it has no article of its own.
  newPeriodEnd: 'final del nuevo período',
  buttonFailed: 'No se pudo cargar el botón de PayPal. Revisa tu conexión e inténtalo de nuevo.',
  loadingPaypal: 'Cargando PayPal',
  paypalUnavailable: 'PayPal no está disponible en este momento. Por favor, inténtalo de nuevo.',
  needsChurchPassword:
    'Para pagar se necesita la contraseña de tu iglesia en esta sesión. Abre <a>Administración de la iglesia</a>, ingresa la contraseña de la iglesia y luego paga desde la pestaña Facturación.',
  notConfiguredTitle: 'Los pagos no están configurados en este servidor.',
  notConfiguredDetail:
    'Los pagos reales necesitan credenciales de PayPal: <code>PAYPAL_CLIENT_ID</code> y <code>PAYPAL_CLIENT_SECRET</code>. Para probar el flujo de pago en una sola máquina, inicia el servidor con <code>PAYPAL_DEMO=1</code> (no se mueve dinero).',
  demoLabel: 'Demostración: no se mueve dinero',
  demoDetail:
    'Este servidor funciona en modo de demostración de pagos: los pagos van a un sustituto local de PayPal y no se cobra nada.',
  // The server's answers
  notCompleted: 'El pago no se completó',
  notYourOrder: 'Esta orden no pertenece a tu iglesia',
  notConfigured:
    'Los pagos no están configurados en este servidor. Los pagos reales necesitan credenciales de PayPal (PAYPAL_CLIENT_ID y PAYPAL_CLIENT_SECRET); para probar el flujo de pago en una sola máquina, inicia el servidor con PAYPAL_DEMO=1 (no se mueve dinero).',
  unreachable: 'No se pudo conectar con PayPal. Por favor, inténtalo de nuevo.',
  webhookUnverified: 'No se pudo verificar la firma del webhook',
  orderDescription: 'Suscripción de iglesia a Lampstand (1 año)',
};
