import type { Translation } from '../translation';

/**
 * Texts shared by several domains: field rules every form uses, generic actions and states, the
 * server's generic answers (Spanish catalogue).
 */
export const common: Translation<'common'> = {
  // Actions and states
  cancel: 'Cancelar',
  close: 'Cerrar',
  loading: 'Cargando',
  saving: 'Guardando...',
  tryAgain: 'Por favor, inténtalo de nuevo.',
  tryAgainNoStop: 'Por favor, inténtalo de nuevo',
  somethingWrong: 'Algo salió mal. Por favor, inténtalo de nuevo.',
  backToDashboard: 'Volver al panel',
  // A write kept on the device with no network (the sync queue)
  keptTitle: 'Guardado en este dispositivo',
  keptDescription: 'Estás sin conexión. Se sincronizará cuando vuelvas a estar en línea.',
  // Field rules
  name: 'Nombre',
  email: 'Correo electrónico',
  password: 'Contraseña',
  validEmail: 'Ingresa un correo electrónico válido',
  validEmailAddress: 'Ingresa una dirección de correo electrónico válida',
  nameTooShort: 'El nombre es demasiado corto',
  nameTooLong: 'El nombre es demasiado largo',
  nameMin: 'El nombre debe tener al menos 2 caracteres',
  passwordMin: 'La contraseña debe tener al menos 8 caracteres',
  passwordMax: 'La contraseña debe tener como máximo {{max}} caracteres',
  passwordRequired: 'La contraseña es obligatoria',
  passwordTooLong: 'La contraseña es demasiado larga',
  confirmNewPassword: 'Confirma tu nueva contraseña',
  passwordsDiffer: 'Las contraseñas no coinciden',
  singleLineText:
    'Usa solo letras, números, espacios y signos de puntuación (sin tabulaciones, saltos de línea ni caracteres ocultos)',
  multiLineText: 'Usa solo letras, números, espacios y signos de puntuación (sin caracteres ocultos)',
  invalidDate: 'Ingresa una fecha válida (AAAA-MM-DD)',
  dateTooEarly: 'La fecha debe ser del año 2000 o posterior',
  idNotPositive: 'id debe ser un número entero positivo',
  churchIdNotPositive: 'churchId debe ser un número entero positivo',
  unknownTimeZone: 'Zona horaria desconocida',
  // The server's generic answers
  notLoggedIn: 'No has iniciado sesión',
  notAllowed: 'No tienes permiso para hacer esto',
  tooManyAttempts: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  unavailable: 'El servicio no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
  serverError: 'Algo salió mal de nuestra parte. Por favor, inténtalo de nuevo.',
  notFound: 'No encontrado',
  noApiRoute: 'No existe la ruta de API {{method}} {{path}}',
  notBuilt: 'La aplicación web no está compilada: ejecuta `npm run build` (npm start lo hace).',
  invalidValue: 'Valor no válido',
  invalidRequest: 'Solicitud no válida',
  crossSite: 'Se rechazó una solicitud desde otro sitio',
  idempotencyKeyInvalid:
    'Idempotency-Key debe tener de 1 a 255 caracteres visibles (letras, dígitos, signos de puntuación), o ese mismo texto entre comillas dobles',
  idempotencyKeyReused: 'Esta Idempotency-Key ya se usó para otra solicitud',
  idempotencyKeyInUse:
    'Todavía se está procesando una solicitud con esta Idempotency-Key. Vuelve a intentarlo en unos momentos.',
  userNotFound: 'Usuario no encontrado',
  churchNotFound: 'Iglesia no encontrada',
  notYourself: 'Solo puedes hacer registros en tu propia cuenta',
  noChurch: 'Únete a una iglesia para ver esto',
  notAMember: 'Solo los miembros de esta iglesia pueden ver sus estadísticas',
  you: ' (tú)',
  anonymousMember: 'Miembro anónimo',
};
