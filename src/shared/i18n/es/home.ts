import type { Translation } from '../translation';

/** The landing page (Spanish catalogue). */
export const home: Translation<'home'> = {
  documentTitle: 'Leer las Escrituras y orar juntos',
  tagline: 'Gratis para cada persona, pensado para iglesias',
  heroTitle: 'Leer las Escrituras y orar juntos, <accent>un día a la vez</accent>',
  heroText:
    'Lampstand lleva la cuenta de los capítulos que lees y de los minutos que oras, para que veas crecer tu fidelidad, ya sea por tu cuenta o junto a toda tu congregación.',
  createAccount: 'Crea una cuenta gratis',
  registerChurch: 'Registra tu iglesia',
  story: '¿Cómo comenzó Lampstand? <a>Lee nuestra historia</a>',
  illustration: {
    title: 'Hoy con Lampstand',
    read: 'Leí el Salmo 23',
    readWhen: 'Esta mañana',
    prayed: 'Oré por mi familia',
    prayedWhen: 'Al mediodía',
    church: 'Tu iglesia leyó Juan 3',
    churchWhen: 'Esta semana',
  },
  featuresTitle: 'Un hábito sencillo, vivido con fidelidad',
  featuresText: 'Todo lo que necesitas para mantenerte en la Palabra y en oración, y nada que te estorbe.',
  features: {
    reading: {
      title: 'Registra tu lectura bíblica',
      text: 'Sigue un plan de lectura o lee a tu manera, registra cada capítulo y mira cómo tu recorrido por los 66 libros de la Biblia toma forma en tu mapa de la Biblia.',
    },
    prayer: {
      title: 'Registra tu tiempo de oración',
      text: 'Anota los minutos que pasas en oración, agrega una nota y lleva una lista privada de pedidos de oración que puedes marcar como respondidos.',
    },
    church: {
      title: 'Crezcan juntos como iglesia',
      text: 'Propón un desafío a tu congregación: una meta compartida de capítulos y minutos de oración, el ritmo para alcanzarla y toda la Biblia que tu iglesia ha leído en conjunto.',
    },
  },
  churchTitle: 'Suma a toda tu iglesia',
  churchText:
    'Invita a tu congregación a leer y orar en comunidad. Lampstand les da a los líderes de la iglesia una imagen clara de cómo su gente está leyendo y orando, sin convertir la fe en una competencia.',
  churchLogin: 'Acceso para iglesias',
  churchPoints: {
    join: 'Los miembros se unen a tu iglesia al registrarse, o más adelante desde su perfil',
    goal: 'Una meta de la iglesia con su ritmo, un plan de lectura de la iglesia y una página pública para animar a todos',
    totals: 'Totales de toda la iglesia de capítulos leídos y minutos de oración, semana a semana',
    top: 'Los capítulos más leídos en tu congregación',
    privacy: 'Cada miembro elige si comparte su nombre; todos siguen sumando',
  },
  pricingTitle: 'Precios sencillos para iglesias',
  pricingText:
    'Registrar tu lectura y tu oración siempre es gratis para cada persona. Las iglesias se suscriben una vez al año para toda la congregación.',
  planName: 'Plan para iglesias',
  // As formatUsd writes it (see the English catalogue).
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a dollar sign before an i18next placeholder
  price: '${{amount}}',
  perYear: '/año por iglesia',
  trial: 'Prueba gratuita de {{days}} días',
  benefits: {
    members: 'Miembros ilimitados',
    analytics: 'Analítica e informes de la iglesia',
    statistics: 'Estadísticas de lectura bíblica',
    reports: 'Informes anuales de datos',
  },
  startTrial: 'Comienza tu prueba gratuita',
  renewal:
    'Se renueva cada año a menos que se cancele; no hay reembolsos por períodos parciales. <a>Términos de la suscripción</a>',
  closingTitle: '¿Todo listo para comenzar?',
  closingText: 'Empieza a registrar hoy por tu cuenta, suma a tu congregación o lee cómo comenzó Lampstand.',
  learnMore: 'Conoce más sobre nosotros',
};
