import type { Translation } from '../translation';

/** The church leaderboard (Spanish catalogue). */
export const leaderboard: Translation<'leaderboard'> = {
  title: 'Tabla de posiciones de la iglesia',
  since: 'Los miembros más activos de los últimos 7 días (desde el {{day}}).',
  description: 'Los miembros más activos de los últimos 7 días.',
  loadFailed: 'No se pudo cargar la tabla de posiciones.',
  chaptersRead: 'Capítulos leídos',
  prayerMinutes: 'Minutos de oración',
  chapters: 'capítulos',
  minutes: 'minutos',
  noChapters: 'Todavía no se han registrado capítulos esta semana.',
  noPrayer: 'Todavía no se ha registrado tiempo de oración esta semana.',
  consistencyTitle: 'Los más constantes, últimos {{days}} días',
  consistencySince:
    'Días con alguna lectura u oración desde el {{day}}. Con los mismos días se comparte el lugar.',
  ofDays: 'de {{total}} días',
  noConsistency: 'Todavía no se han registrado lecturas ni oraciones en los últimos {{days}} días.',
  yourPlace: 'Estás en el lugar {{rank}}, con {{days}} de {{total}} días.',
  consistencyFailed: 'No se pudo cargar la tabla de constancia.',
};
