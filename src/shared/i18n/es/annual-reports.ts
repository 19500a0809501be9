import type { Translation } from '../translation';

/** Year-end reports and the January card (Spanish catalogue). */
export const annualReports: Translation<'annualReports'> = {
  cardTitle: '¡Felicidades por un {{year}} de fidelidad!',
  cardText: 'En {{year}} leíste {{chapters}} capítulos y oraste {{minutes}} minutos.',
  cardButton: 'Ver tu informe de {{year}}',
  dialogTitle: 'Informes anuales',
  dialogDescription: 'Capítulos leídos y minutos de oración en un año calendario.',
  year: 'Año',
  you: 'Tú',
  yourChurch: 'Tu iglesia',
  everyone: 'Todos en Lampstand',
  loadFailed: 'No se pudo cargar este informe.',
  chaptersRead: 'Capítulos leídos',
  prayerMinutes: 'Minutos de oración',
};
