import type { Translation } from '../translation';

/** Handing a church's administration to another member (Spanish catalogue). */
export const churchHandover: Translation<'churchHandover'> = {
  title: 'Ceder la administración',
  description:
    'Ofrece la administración de {{church}} a otro miembro. Lo acepta desde un enlace que le llega a su correo electrónico; entonces pasas a ser un miembro como los demás.',
  memberLabel: 'Miembro',
  memberPlaceholder: 'Elige un miembro',
  noMembers: 'Tu iglesia todavía no tiene otro miembro a quien ceder la administración.',
  offer: 'Ofrecer la administración',
  offering: 'Enviando...',
  confirmTitle: '¿Ceder la administración?',
  confirmBody:
    'Enviaremos a {{name}} un enlace que funciona durante {{days}} días. Cuando lo acepte, será el administrador de {{church}}, elegirá una nueva contraseña de la iglesia y perderás el acceso a Administración de la iglesia.',
  sentTitle: 'Oferta enviada',
  sentDescription: 'Enviamos a {{name}} un enlace para aceptar.',
  offerFailed: 'No se pudo enviar la oferta',
  pending: 'Esperando a que {{name}} acepte. El enlace funciona hasta el {{date}}.',
  pendingReplace: 'Una oferta nueva reemplaza a esta.',
  withdraw: 'Retirar la oferta',
  withdrawing: 'Retirando...',
  withdrawTitle: '¿Retirar la oferta?',
  withdrawBody: 'El enlace enviado a {{name}} dejará de funcionar.',
  withdrawnTitle: 'Oferta retirada',
  withdrawFailed: 'No se pudo retirar la oferta',
  loadFailed: 'No se pudo cargar el traspaso: {{reason}}',
  acceptTitle: 'Ser el administrador',
  acceptDescription:
    'El administrador de tu iglesia te ofreció la administración de la iglesia. Acepta para gestionar sus miembros, su configuración y su facturación en Administración de la iglesia.',
  churchPasswordLabel: 'Nueva contraseña de la iglesia',
  churchPasswordHint:
    'La contraseña del inicio de sesión de la iglesia y de Administración de la iglesia. Elige una nueva: el administrador anterior conocía la anterior.',
  accept: 'Aceptar la administración',
  accepting: 'Aceptando...',
  signInFirst: 'Inicia sesión con la cuenta a la que se envió esta oferta y luego acéptala.',
  noToken: 'Este enlace está incompleto. Vuelve a abrir el enlace del correo electrónico.',
  acceptedTitle: 'Eres el administrador',
  passwordAdvice:
    'Administración de la iglesia ya está abierta para ti. Más adelante te pedirá la contraseña de la iglesia que acabas de elegir.',
  openChurchAdmin: 'Ir a Administración de la iglesia',
  memberRequired: 'Elige un miembro de tu iglesia',
  notYourself: 'Ya eres el administrador: elige a otro miembro',
  invalidLink: 'Este enlace no es válido o ya venció. Pide uno nuevo al administrador de tu iglesia.',
  notYours: 'Esta oferta se envió a otro miembro. Inicia sesión con la cuenta a la que se envió.',
  accepted: 'Ahora eres el administrador de tu iglesia.',
  mail: {
    subject: 'Te invitan a administrar {{church}} en Lampstand',
    intro: '{{admin}} te ofrece la administración de {{church}} en Lampstand.',
    what: 'Como administrador gestionas los miembros, la configuración y la facturación de la iglesia en Administración de la iglesia; {{admin}} pasa a ser un miembro como los demás.',
    openLink: 'Para aceptar, inicia sesión y abre este enlace:',
    accept: 'Aceptar la administración',
    copy: 'Si el botón no funciona, copia este enlace en tu navegador:',
    until: 'El enlace funciona hasta el {{date}}.',
    ignore: 'Si no quieres administrar la iglesia, ignora este correo: nada cambia.',
  },
};
