import type { Translation } from '../translation';

/** The app's frame: header, footer, menus, the dashboard page, not-found, the payment demo (Spanish catalogue). */
export const app: Translation<'app'> = {
  brand: 'Lampstand',
  // The installed app's name and description (the web app manifest, written by vite.config.ts).
  install: {
    name: 'Lampstand',
    shortName: 'Lampstand',
    description: 'Registra tu lectura de la Biblia y tu oración, por tu cuenta o con tu iglesia.',
  },
  // Shown when a new version of the app is installed and waiting (app/UpdatePrompt.tsx).
  update: {
    ready: 'Hay una nueva versión de Lampstand lista.',
    reload: 'Recargar',
  },
  documentTitle: '{{title}} | Lampstand',
  skipToMain: 'Saltar al contenido principal',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  footer: {
    about: 'Acerca de',
    privacy: 'Política de privacidad',
    terms: 'Términos del servicio',
    contact: 'Contacto',
  },
  copyright: '© {{year}} Lampstand',
  menus: {
    logIn: 'Iniciar sesión',
    register: 'Registrarse',
    userLogin: 'Acceso para usuarios',
    churchLogin: 'Acceso para iglesias',
    userRegistration: 'Registro de usuario',
    churchRegistration: 'Registro de iglesia',
  },
  plans: 'Planes de lectura',
  profile: 'Perfil',
  churchAdmin: 'Administración de la iglesia',
  logOut: 'Cerrar sesión',
  sync: {
    syncedTitle: 'Sincronizado',
    synced_one: '{{count}} registro guardado en este dispositivo llegó a Lampstand.',
    synced_many: '{{count}} de registros guardados en este dispositivo llegaron a Lampstand.',
    synced_other: '{{count}} registros guardados en este dispositivo llegaron a Lampstand.',
    refusedTitle_one: 'Un registro necesita tu atención',
    refusedTitle_many: '{{count}} de registros necesitan tu atención',
    refusedTitle_other: '{{count}} registros necesitan tu atención',
    refused:
      'Lampstand no pudo guardarlo tal como está: ve a Actividad reciente para corregirlo o descartarlo.',
    lossTitle: '¿Cerrar sesión y perder lo que no se ha sincronizado?',
    loss_one:
      '{{count}} registro hecho en este dispositivo todavía no ha llegado a Lampstand. Si cierras sesión ahora, se perderá.',
    loss_many:
      '{{count}} de registros hechos en este dispositivo todavía no han llegado a Lampstand. Si cierras sesión ahora, se perderán.',
    loss_other:
      '{{count}} registros hechos en este dispositivo todavía no han llegado a Lampstand. Si cierras sesión ahora, se perderán.',
    lossConfirm: 'Cerrar sesión y perderlos',
  },
  checkingSession: 'Verificando tu sesión',
  loadingPage: 'Cargando la página',
  checkUnreachable: 'No pudimos conectarnos con Lampstand para verificar tu sesión. Revisa tu conexión.',
  tryAgain: 'Intentar de nuevo',
  notFoundTitle: 'Página no encontrada',
  notFoundHeading: '404 Página no encontrada',
  notFoundHint: '¿Olvidaste agregar la página al enrutador?',
  goHome: 'Ir a la página de inicio',
  dashboard: {
    title: 'Panel',
    welcome: 'Te damos la bienvenida, {{name}}',
    logShortcuts: 'Registrar ahora',
    logChapters: 'Registrar capítulos',
    logPrayer: 'Registrar oración',
    church: '{{name}} ({{city}}, {{state}})',
    noChurch: 'Sin iglesia',
    nameHidden:
      'Tu nombre está oculto para tu iglesia: los administradores y las tablas de posiciones te muestran como miembro anónimo. Tus lecturas y tu tiempo de oración siguen contando en los totales de tu iglesia. <a>Cámbialo en tu perfil</a>.',
    yearEndReports: 'Informes de fin de año',
    offline:
      'Estás sin conexión. Lo que registres se guarda en este dispositivo y se sincroniza cuando vuelvas a estar en línea.',
    offlineAsOf:
      'Estás sin conexión: ves tu panel con los datos de {{time}}. Lo que registres se guarda en este dispositivo y se sincroniza cuando vuelvas a estar en línea.',
  },
  celebrations: {
    wellDone: '¡Bien hecho!',
    chaptersRead_one: '{{count}} capítulo de las Escrituras leído.',
    chaptersRead_many: '{{count}} de capítulos de las Escrituras leídos.',
    chaptersRead_other: '{{count}} capítulos de las Escrituras leídos.',
    timeWellSpent: '¡Tiempo bien aprovechado!',
    minutesPrayed: '{{minutes}} minutos en oración.',
    milestone: '¡Alcanzaste un hito!',
    chaptersReached: 'Llegaste a {{reached}} capítulos.',
    minutesReached: 'Llegaste a {{reached}} minutos de oración.',
  },
  paymentDemo: {
    documentTitle: 'Demostración de pago',
    title: 'Suscripción de la iglesia',
    description: 'Demostración de pago: un año de Lampstand para tu iglesia.',
    price: '99.00 USD',
    perYear: ' / año',
    terms:
      'Se paga una sola vez con PayPal y se cobra de inmediato. Después de la prueba gratuita de {{days}} días, cada pago mantiene activa la iglesia durante un año a partir de su fecha de vencimiento actual. No hay reembolsos por períodos parciales.',
    paid: 'Pago completado. La suscripción de tu iglesia está activa hasta el {{day}}.',
    goBack: 'Volver',
    subscribe: 'Suscribirse',
    notSetUp: 'No se puede pagar nada aquí hasta que se configuren los pagos.',
    signInFirst:
      'Para pagar la suscripción de una iglesia necesitas iniciar sesión como administrador de la iglesia. Inicia sesión en <login>Acceso para iglesias</login> y paga desde esta página o desde Administración de la iglesia > Facturación. ¿Tu iglesia todavía no está registrada? <register>Registra tu iglesia</register> y comienza con una prueba gratuita de {{days}} días.',
    noChurch:
      'Las suscripciones las pagan las iglesias. <register>Registra tu iglesia</register> o únete a una desde tu <profile>perfil</profile>.',
  },
};
