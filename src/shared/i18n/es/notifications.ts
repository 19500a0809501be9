import type { Translation } from '../translation';

/** The header's notifications, and the milestones they announce (Spanish catalogue). */
export const notifications: Translation<'notifications'> = {
  title: 'Notificaciones',
  label: 'Notificaciones',
  labelUnread: 'Notificaciones, {{unread}} sin leer',
  markAll: 'Marcar todas como leídas',
  loadFailed: 'No se pudieron cargar las notificaciones.',
  empty: 'Todavía no hay notificaciones',
  loading: 'Cargando...',
  milestones: 'Hitos',
  new: 'Nueva: ',
  // Stored with the notification when it is made (the server's wording). `tier` is the tier's key
  // ('amber'…): its Spanish name comes from stats:tiers.
  weeklyReading: 'Insignia semanal de lectura ×{{times}}: {{chapters}} capítulos en los últimos 7 días',
  weeklyPrayer:
    'Insignia semanal de oración ×{{times}}: {{minutes}} minutos de oración en los últimos 7 días',
  streak: '¡Racha de {{days}} días! Alcanzaste la insignia de racha $t(stats:tiers.{{tier}})',
  churchMilestone: '¡{{church}} ya leyó {{chapters}} capítulos en este período!',
  bookFinished: 'Terminaste {{book}}: leíste todos sus capítulos',
  testamentFinished: 'Terminaste el {{testament}}: leíste todos sus capítulos',
  testaments: { old: 'Antiguo Testamento', new: 'Nuevo Testamento' },
  bibleFinished: '¡Leíste toda la Biblia: los 1189 capítulos!',
  goalMilestone: {
    chapters: '{{church}} ya alcanzó el {{percent}}% de su meta de {{target}} capítulos',
    minutes: '{{church}} ya alcanzó el {{percent}}% de su meta de {{target}} minutos de oración',
  },
  goalReached: {
    chapters: '¡{{church}} alcanzó su meta de {{target}} capítulos!',
    minutes: '¡{{church}} alcanzó su meta de {{target}} minutos de oración!',
  },
};
