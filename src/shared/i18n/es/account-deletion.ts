import type { Translation } from '../translation';

/** Deleting one's own account: the profile's danger zone, its e-mail, its refusals (Spanish catalogue). */
export const accountDeletion: Translation<'accountDeletion'> = {
  dangerZone: 'Zona de peligro',
  dangerDescription:
    'Si eliminas tu cuenta, se cerrará tu sesión en todos tus dispositivos y tu nombre desaparecerá de inmediato de todas las listas. Tus datos se borran definitivamente en un plazo de {{days}} días.',
  deleteAccount: 'Eliminar cuenta',
  dialogTitle: '¿Eliminar tu cuenta?',
  whatHappens: 'Qué sucede:',
  happensNow:
    'Se cierra tu sesión en todos tus dispositivos y ya no apareces en ninguna lista ni tabla de posiciones.',
  happensSignIn: 'Ya no podrás iniciar sesión con esta dirección de correo electrónico y esta contraseña.',
  happensRemoval:
    'A más tardar el {{date}} se borra todo lo que Lampstand guarda sobre ti: lecturas, oraciones y sus notas, pedidos de oración, planes, recordatorios y notificaciones.',
  happensTotals:
    'Los capítulos y minutos que registraste siguen contando en los totales de tu iglesia y de todos, como cifras anónimas.',
  happensEmail:
    'Puedes volver a registrarte con la misma dirección de correo electrónico, como una cuenta nueva.',
  adminFirst:
    'Eres el administrador de tu iglesia. Antes de eliminar tu cuenta, cede la administración a otro miembro o elimina la iglesia, en Administración de la iglesia, Configuración.',
  openChurchAdmin: 'Ir a Administración de la iglesia',
  passwordLabel: 'Contraseña',
  passwordHint: 'Vuelve a escribir tu contraseña para confirmar.',
  confirm: 'Eliminar mi cuenta',
  deleting: 'Eliminando...',
  cancel: 'Cancelar',
  failed: 'No se pudo eliminar la cuenta',
  linkOffer:
    '¿No tienes tu contraseña a mano o inicias sesión con el acceso de tu iglesia? Podemos enviarte por correo electrónico un enlace para confirmar la eliminación.',
  linkInstead: 'Envíame un enlace por correo',
  linkSending: 'Enviando...',
  linkFailed: 'No se pudo enviar el enlace',
  linkSent:
    'Te enviamos un enlace por correo electrónico. Ábrelo en el plazo de una hora para eliminar tu cuenta.',
  invalidLink: 'Este enlace no es válido, ya venció o ya se usó. Pide uno nuevo en tu perfil.',
  passwordOrLink: 'Confirma con tu contraseña o con el enlace del correo, no con ambos',
  linkPageTitle: 'Eliminar tu cuenta',
  linkPageIntro: 'Abriste el enlace para eliminar tu cuenta. No se elimina nada hasta que pulses el botón.',
  linkMissing: 'Esta página necesita el enlace del correo. Pide un enlace en tu perfil.',
  openProfile: 'Ir a tu perfil',
  doneTitle: 'Se eliminó tu cuenta',
  doneBody:
    'Se cerró tu sesión. Todo lo que Lampstand guarda sobre ti se borra a más tardar el {{date}}. Te enviamos una confirmación a tu dirección de correo electrónico.',
  doneHome: 'Ir a la página de inicio',
  passwordRequired: 'La contraseña es obligatoria',
  wrongPassword: 'La contraseña no es correcta',
  adminMustHandOver:
    'El administrador de una iglesia debe primero eliminar la iglesia o ceder su administración a otro miembro',
  deleted: 'Se eliminó tu cuenta. Todo lo que contiene se borra a más tardar el {{date}}.',
  signInRefused:
    'Esta cuenta se eliminó el {{deleted}}. Ya no se puede iniciar sesión con ella; sus datos se borran a más tardar el {{removal}}. Puedes volver a registrarte con esta dirección de correo electrónico.',
  mail: {
    subject: 'Se eliminó tu cuenta de Lampstand',
    intro: 'Tu cuenta de Lampstand ({{email}}) se eliminó el {{when}}, como lo pediste.',
    signedOut: 'Se cerró tu sesión en todos tus dispositivos y ya no apareces en ninguna lista.',
    removal:
      'A más tardar el {{date}} se borra definitivamente todo lo que Lampstand guarda sobre ti: lecturas, oraciones y sus notas, pedidos de oración, planes, recordatorios y notificaciones.',
    totals:
      'Los capítulos y minutos que registraste siguen contando en los totales de tu iglesia y de todos, como cifras anónimas, sin ningún nombre.',
    again: 'Puedes volver a registrarte con esta dirección en cualquier momento, como una cuenta nueva.',
    notYou: 'Si no fuiste tú quien eliminó tu cuenta, escribe de inmediato a {{support}}.',
  },
  linkMail: {
    subject: 'Confirma la eliminación de tu cuenta de Lampstand',
    asked: 'Pediste eliminar tu cuenta de Lampstand ({{email}}). Abre este enlace para confirmarlo:',
    button: 'Confirmar la eliminación de mi cuenta',
    works:
      'El enlace sirve una sola vez, hasta las {{time}}. Antes de eliminar nada, te muestra lo que sucede.',
    ignore: 'Si no lo pediste tú, ignora este correo: tu cuenta sigue como está.',
  },
};
