import type { Translation } from '../translation';

/** Downloading one's own data from the profile (Spanish catalogue). */
export const dataExport: Translation<'dataExport'> = {
  title: 'Tus datos',
  description:
    'Descarga todo lo que Lampstand guarda sobre ti: tu perfil, tu membresía en la iglesia, tus lecturas, tus oraciones y sus notas, tus pedidos de oración, tus planes, tus notificaciones y la configuración de tus recordatorios.',
  json: 'Descargar como JSON',
  jsonHint: 'Un solo archivo, para guardarlo o usarlo en otro programa.',
  csv: 'Descargar como CSV (zip)',
  csvHint: 'Un archivo zip con hojas de cálculo, una por cada tipo de registro.',
  formatInvalid: 'Elige un formato: json o csv',
};
