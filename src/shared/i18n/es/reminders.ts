import type { Translation } from '../translation';

/** Reminder settings, e-mails and pushes (Spanish catalogue). */
export const reminders: Translation<'reminders'> = {
  invalidTime: 'Elige una hora, por ejemplo 07:00',
  invalidDay: 'Elige días de la semana',
  invalidSubscription: 'Este navegador dio una suscripción de notificaciones que no se puede usar',
  invalidUnsubscribe:
    'Este enlace para cancelar la suscripción está incompleto. Ábrelo de nuevo desde el correo electrónico.',
  unknownUnsubscribe:
    'Este enlace para cancelar la suscripción ya no es válido. Cambia tus recordatorios desde tu perfil.',
  unsubscribed: {
    daily: 'Ya no recibirás correos electrónicos de recordatorio diario.',
    behind: 'Ya no recibirás correos electrónicos cuando te atrases en un plan.',
    weekly: 'Ya no recibirás el correo electrónico con el resumen semanal.',
  },
  mail: {
    greeting: 'Hola, {{name}}:',
    open: 'Abrir Lampstand',
    why: 'Recibes este correo electrónico porque lo activaste en la configuración de recordatorios de Lampstand.',
    stop: {
      daily: 'Dejar de recibir los correos de recordatorio diario',
      behind: 'Dejar de recibir los correos de "atraso en tu plan"',
      weekly: 'Dejar de recibir los correos con el resumen semanal',
    },
    daily: {
      subject: 'Es hora de la lectura de hoy',
      body: 'Este es tu recordatorio para leer y orar hoy. Cuando termines, regístralo en Lampstand.',
    },
    behind: {
      subject: 'Tienes atraso en tu plan de lectura',
      plan_one: '{{plan}}: {{count}} día de atraso.',
      plan_other: '{{plan}}: {{count}} días de atraso.',
      plan_many: '{{plan}}: {{count}} de días de atraso.',
      body: 'Unos cuantos capítulos hoy te ayudan a ponerte al día; o deja que Lampstand reparta lo que falta en los próximos días.',
    },
    weekly: {
      subject: 'Tu semana en Lampstand',
      intro: 'Tus últimos 7 días (del {{from}} al {{to}}):',
      chapters_one: '{{count}} capítulo leído',
      chapters_other: '{{count}} capítulos leídos',
      chapters_many: '{{count}} de capítulos leídos',
      minutes_one: '{{count}} minuto de oración',
      minutes_other: '{{count}} minutos de oración',
      minutes_many: '{{count}} de minutos de oración',
      streak_one: 'Racha actual: {{count}} día',
      streak_other: 'Racha actual: {{count}} días',
      streak_many: 'Racha actual: {{count}} de días',
      plans: 'Tus planes:',
      plan: '{{plan}}: {{status}}',
      goalChapters: '{{church}} ha leído {{done}} de su meta de {{target}} capítulos ({{percent}}%).',
      goalMinutes: '{{church}} ha orado {{done}} de su meta de {{target}} minutos ({{percent}}%).',
    },
  },
  // What a push notification says (the server sends it).
  pushMessage: {
    daily: {
      title: 'Es hora de la lectura de hoy',
      body: 'Abre Lampstand para leer y registrar el día de hoy.',
    },
    behind: {
      title: 'Tienes atraso en tu plan',
      body_one: '{{plan}} tiene {{count}} día de atraso. ¿Te pones al día hoy?',
      body_other: '{{plan}} tiene {{count}} días de atraso. ¿Te pones al día hoy?',
      body_many: '{{plan}} tiene {{count}} de días de atraso. ¿Te pones al día hoy?',
    },
  },
  // The client's texts: the profile's Reminders card, the push switch of this device, the unsubscribe page.
  settings: {
    title: 'Recordatorios',
    description:
      'Un empujoncito para leer, a la hora que elijas. Todo está desactivado hasta que lo actives.',
    timeZone:
      'Las horas están en {{zone}}, la zona horaria de tu perfil. Para cambiarla, usa Editar perfil, más arriba.',
    loadFailed: 'No se pudo cargar la configuración de tus recordatorios.',
    retry: 'Intentar de nuevo',
    byEmail: 'Por correo electrónico',
    byPush: 'Por notificación',
    time: 'Hora',
    daily: 'Recordatorio diario',
    dailyDescription: 'Un recordatorio para leer, a la misma hora, los días que elijas.',
    days: 'Días',
    daysHint: 'El recordatorio llega los días que estén marcados.',
    behind: 'Atraso en tu plan',
    behindDescription:
      'Como máximo una vez al día, y solo cuando tu plan está atrasado y no has registrado nada ese día.',
    weekly: 'Correo con el resumen semanal',
    weeklyDescription:
      'Tus capítulos, tus minutos y tu racha, tu plan, y el progreso de tu iglesia hacia su meta.',
    weeklyDay: 'Día',
    save: 'Guardar recordatorios',
    savedTitle: 'Recordatorios guardados',
    savedDescription: 'Tus recordatorios quedaron configurados.',
    saveFailed: 'No se pudieron guardar los recordatorios',
    pushNeedsDevice: 'Primero activa las notificaciones en este dispositivo (más arriba).',
  },
  push: {
    title: 'Notificaciones en este dispositivo',
    off: 'Las notificaciones están desactivadas en este dispositivo.',
    on: 'Activadas en este dispositivo',
    otherDevices_one: 'Las notificaciones están activadas en {{count}} dispositivo.',
    otherDevices_other: 'Las notificaciones están activadas en {{count}} dispositivos.',
    otherDevices_many: 'Las notificaciones están activadas en {{count}} de dispositivos.',
    turnOn: 'Activar las notificaciones en este dispositivo',
    turningOn: 'Activando...',
    turnOff: 'Desactivar',
    turningOff: 'Desactivando...',
    unsupported:
      'Este navegador no puede recibir notificaciones de Lampstand. En un iPhone o iPad, primero agrega Lampstand a tu pantalla de inicio y luego ábrelo desde allí.',
    denied:
      'Las notificaciones de Lampstand están bloqueadas en este navegador. Permítelas en la configuración del sitio de tu navegador y vuelve a intentarlo.',
    dismissed:
      'No se permitieron las notificaciones. Vuelve a intentarlo y elige Permitir cuando el navegador te lo pregunte.',
    notConfigured: 'Este servidor de Lampstand no envía notificaciones.',
    noWorker:
      'Lampstand todavía se está preparando en este dispositivo. Vuelve a cargar la página e inténtalo de nuevo.',
    failed: 'No se pudieron activar las notificaciones. Inténtalo de nuevo.',
    turnOffFailed: 'No se pudieron desactivar las notificaciones. Inténtalo de nuevo.',
  },
  unsubscribe: {
    pageTitle: 'Cancelar suscripción',
    kinds: {
      daily: 'Dejar de recibir los correos de recordatorio diario',
      behind: 'Dejar de recibir los correos de “atraso en tu plan”',
      weekly: 'Dejar de recibir los correos con el resumen semanal',
    },
    explain: 'Esto solo detiene estos correos. No necesitas iniciar sesión.',
    confirm: 'Cancelar suscripción',
    working: 'Cancelando la suscripción...',
    doneTitle: 'Suscripción cancelada',
    done: {
      daily: 'Ya no recibirás correos de recordatorio diario. Puedes volver a activarlos en tu perfil.',
      behind: 'Ya no recibirás correos de “atraso en tu plan”. Puedes volver a activarlos en tu perfil.',
      weekly: 'Ya no recibirás correos con el resumen semanal. Puedes volver a activarlos en tu perfil.',
    },
    badLinkTitle: 'Este enlace no funciona',
    badLink:
      'Este enlace para cancelar la suscripción no es válido o ya venció. Inicia sesión y desactiva los recordatorios en tu perfil.',
    failed: 'Algo salió mal. Inténtalo de nuevo.',
    toProfile: 'Ir a tu perfil',
  },
};
