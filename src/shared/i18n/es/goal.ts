import type { Translation } from '../translation';

/** The church challenge: the church's goal, its pace and its public page (Spanish catalogue). */
export const goal: Translation<'goal'> = {
  // Validation and server answers.
  targetWhole: 'La meta debe ser un número entero',
  targetPositive: 'La meta debe ser de al menos 1',
  targetTooLarge: 'La meta puede ser como máximo de mil millones',
  targetRequired: 'Fija una meta de capítulos, de minutos de oración o de ambos',
  endBeforeStart: 'La fecha de fin debe ser igual o posterior a la fecha de inicio',
  windowTooLong: 'Una meta puede durar como máximo tres años',
  endInPast: 'La fecha de fin ya pasó',
  goalCleared: 'Se quitó la meta',
  noGoal: 'La iglesia no tiene una meta',
  // The dashboard's card.
  card: {
    title: 'La meta de nuestra iglesia',
    loadFailed: 'No se pudo cargar la meta de la iglesia.',
    window: 'Del {{start}} al {{end}}',
    startsOn: 'comienza el {{date}}',
    ended: 'terminó',
    daysLeft_one: 'queda {{count}} día',
    daysLeft_other: 'quedan {{count}} días',
    daysLeft_many: 'quedan {{count}} de días',
  },
  track: {
    chapters: 'Capítulos',
    minutes: 'Minutos de oración',
    figure: '{{done}} de {{target}} ({{percent}}%)',
    valueText: '{{percent}} por ciento',
    reached: '¡Meta alcanzada! ¡Gracias a todos!',
    pace: 'Últimos 7 días: {{recent}} al día. Desde el inicio: {{actual}} al día.',
    needed: 'Lo que falta a partir de hoy: {{required}} al día.',
    ahead: 'Vamos adelantados: a este ritmo terminaremos para el {{date}}.',
    atThisPace: 'A este ritmo: {{date}}.',
    farBehind: 'A este ritmo terminaríamos más de un año después de la fecha de fin.',
    noProjection: 'Registra una lectura o una oración para ver adónde nos lleva nuestro ritmo.',
  },
  fairShare: {
    both: 'Si cada miembro lee unos {{chapters}} capítulos y ora unos {{minutes}} minutos al día, vamos según lo previsto.',
    chapters: 'Si cada miembro lee unos {{chapters}} capítulos al día, vamos según lo previsto.',
    minutes: 'Si cada miembro ora unos {{minutes}} minutos al día, vamos según lo previsto.',
  },
  celebration: {
    title: '¡Un logro para la iglesia!',
    percent: {
      chapters: 'Llevamos el {{percent}}% del camino hacia {{target}} capítulos.',
      minutes: 'Llevamos el {{percent}}% del camino hacia {{target}} minutos de oración.',
    },
    reached: {
      chapters: '¡Alcanzamos nuestra meta de {{target}} capítulos!',
      minutes: '¡Alcanzamos nuestra meta de {{target}} minutos de oración!',
    },
  },
  form: {
    suggestions: 'Empieza con una sugerencia',
    suggestion: {
      pace: 'Nuestro ritmo reciente, y un poco más',
      'chapter-a-day': 'Un capítulo al día cada uno',
      origin: 'El desafío original',
    },
    suggestionFigures: '{{chapters}} capítulos y {{minutes}} minutos para el {{end}}',
    targetChapters: 'Capítulos por leer',
    targetMinutes: 'Minutos de oración',
    targetHint: 'Déjalo vacío si no quieres fijar una meta.',
    startDate: 'Fecha de inicio de la meta',
    endDate: 'Fecha de fin de la meta',
    replaceNote:
      'Al guardar, se reemplaza la meta actual; esta queda en la analítica como una meta pasada. Los días se cuentan en la zona horaria de la iglesia.',
    save: 'Guardar la meta',
    savedTitle: 'Meta guardada',
    savedDescription: 'Todos los miembros la ven en su panel.',
    saveFailed: 'No se pudo guardar la meta',
    clear: 'Quitar la meta',
    clearTitle: '¿Quitar la meta de la iglesia?',
    clearDescription: 'Los miembros dejarán de verla. Queda en la analítica como una meta pasada.',
    clearedTitle: 'Meta quitada',
    clearFailed: 'No se pudo quitar la meta',
  },
  tab: {
    setGoal: 'Fijar la meta de la iglesia',
    changeGoal: 'Cambiar la meta de la iglesia',
    goalDescription: 'Capítulos y minutos de oración por alcanzar juntos, y para cuándo.',
    adminOnly: 'Solo el administrador de la iglesia puede fijar la meta de la iglesia.',
  },
  timeZone: {
    title: 'Zona horaria de la iglesia',
    description: 'Los días de la meta empiezan y terminan a la medianoche en esta zona.',
    label: 'Zona horaria',
    save: 'Guardar la zona horaria',
    savedTitle: 'Zona horaria guardada',
    saveFailed: 'No se pudo guardar la zona horaria',
  },
  history: {
    title: 'Metas pasadas',
    description: 'Cómo terminaron las metas anteriores de la iglesia.',
    loadFailed: 'No se pudieron cargar las metas pasadas.',
    empty: 'Todavía no hay metas pasadas.',
    endReason: { replaced: 'reemplazada', cleared: 'quitada', finished: 'terminada' },
    reached: {
      chapters: 'Alcanzada: {{done}} de {{target}} capítulos',
      minutes: 'Alcanzada: {{done}} de {{target}} minutos de oración',
    },
    notReached: {
      chapters: '{{done}} de {{target}} capítulos',
      minutes: '{{done}} de {{target}} minutos de oración',
    },
  },
  // The public challenge page (decision 024): its settings, the page, its social preview and card.
  publicPage: {
    slugRequired: 'Elige una dirección para la página',
    slugLength: 'La dirección debe tener entre 3 y 40 caracteres',
    slugCharacters: 'Usa letras minúsculas, números y guiones simples entre ellos',
    slugReserved: 'Esta dirección está reservada: elige otra',
    slugTaken: 'Otra iglesia usa esta dirección: elige otra',
    enabledRequired: 'Indica si la página está activada',
    pageNotFound: 'No hay ninguna página pública en esta dirección',

    settingsTitle: 'Página pública del desafío',
    settingsDescription:
      'Una página que cualquiera puede abrir, sin iniciar sesión, con la meta de tu iglesia, su progreso y su mapa de la Biblia. Nunca muestra el nombre de ningún miembro.',
    slugLabel: 'Dirección de la página',
    slugHint: 'Letras minúsculas, números y guiones, de 3 a 40 caracteres.',
    enabledLabel: 'Mostrar la página pública',
    save: 'Guardar',
    saving: 'Guardando…',
    savedOn: 'La página pública está activada',
    savedOff: 'La página pública está desactivada',
    saveFailed: 'No se guardó la página pública',
    openPage: 'Abrir la página pública',
    loadFailed: 'No se pudo cargar la configuración de la página pública: {{reason}}',

    documentTitle: 'Desafío de lectura de {{church}}',
    place: '{{city}}, {{state}}',
    eyebrow: 'Desafío de lectura',
    loading: 'Cargando el desafío de la iglesia…',
    failed: 'No se pudo cargar el desafío de la iglesia: {{reason}}',
    goalHeading: 'Nuestra meta',
    noGoal:
      'Por ahora la iglesia no tiene una meta. Su mapa de la Biblia muestra lo que sus miembros han leído.',
    window: 'Del {{start}} al {{end}}',
    chaptersLabel: 'Capítulos leídos',
    minutesLabel: 'Minutos de oración',
    figure: '{{soFar}} de {{target}}',
    percent: '{{percent}}%',
    upcoming: 'La meta comienza el {{date}}.',
    ended: 'La meta terminó el {{date}}.',
    daysLeft_one: 'Queda {{count}} día, contando hoy.',
    daysLeft_other: 'Quedan {{count}} días, contando hoy.',
    daysLeft_many: 'Quedan {{count}} de días, contando hoy.',
    reachedChapters: '¡Se alcanzó la meta de capítulos! ¡Gracias!',
    reachedMinutes: '¡Se alcanzó la meta de oración! ¡Gracias!',
    paceChapters:
      'Últimamente la iglesia lee {{recent}} capítulos al día; con {{required}} al día de aquí en adelante, la meta se alcanza a tiempo.',
    paceMinutes:
      'Últimamente la iglesia ora {{recent}} minutos al día; con {{required}} al día de aquí en adelante, la meta se alcanza a tiempo.',
    // Where the pace leads, as the dashboard's track.* texts tell it (features/goal/format.ts projectionOf).
    projection: {
      chapters: {
        ahead: 'Vamos adelantados: a este ritmo, la meta de capítulos se alcanzará para el {{date}}.',
        behind: 'A este ritmo, la meta de capítulos se alcanzará el {{date}}.',
        far: 'A este ritmo, la meta de capítulos se alcanzaría más de un año después de la fecha de fin.',
      },
      minutes: {
        ahead: 'Vamos adelantados: a este ritmo, la meta de oración se alcanzará para el {{date}}.',
        behind: 'A este ritmo, la meta de oración se alcanzará el {{date}}.',
        far: 'A este ritmo, la meta de oración se alcanzaría más de un año después de la fecha de fin.',
      },
    },
    noPace: 'Todavía no hay lecturas en la última semana, así que no se puede prever una fecha de llegada.',
    mapHeading: 'Nuestro mapa de la Biblia',
    mapNote: 'Cuántas veces leyeron los miembros de la iglesia cada capítulo en este período, todo sumado.',
    joinHeading: 'Únete a {{church}} en Lampstand',
    joinText: 'Registra tu lectura de la Biblia y tu oración, y suma tus capítulos a la meta de la iglesia.',
    joinButton: 'Únete a {{church}}',
    computedAt: 'Cifras del {{time}}; tienen como máximo un minuto de antigüedad.',

    metaTitle: '{{church}} · Desafío de lectura en Lampstand',
    metaDescriptionGoal:
      '{{church}} ({{place}}) ha leído {{soFar}} de {{target}} capítulos para alcanzar su meta. Únete a ellos en Lampstand.',
    metaDescriptionMinutes:
      '{{church}} ({{place}}) ha orado {{soFar}} de {{target}} minutos para alcanzar su meta. Únete a ellos en Lampstand.',
    metaDescriptionMap:
      '{{church}} ({{place}}) ha leído en conjunto {{chapters}} de los {{total}} capítulos de la Biblia. Únete a ellos en Lampstand.',
    imageAlt: 'Desafío de lectura de {{church}}: progreso hacia su meta',
    cardChapters: 'capítulos leídos',
    cardMinutes: 'minutos de oración',
    cardOf: 'de {{target}}',
    cardMap: 'de los {{total}} capítulos de la Biblia leídos en este período',
    cardJoin: 'Únete a nosotros en Lampstand',
    // /c/{slug} without JavaScript (the server writes it into the page's <noscript>).
    noscript: 'Lampstand necesita JavaScript para funcionar. Actívalo en tu navegador.',
  },
};
