import type { Translation } from '../translation';

/** Registering a church (Spanish catalogue). */
export const churches: Translation<'churches'> = {
  documentTitle: 'Registro de iglesia',
  title: 'Registra tu iglesia',
  description:
    'Comienza una prueba gratuita de 30 días. Con el correo electrónico y la contraseña de tu iglesia se inicia sesión en Acceso para iglesias.',
  alreadyRegistered: '¿Tu iglesia ya está registrada? <a>Acceso para iglesias</a>',
  churchName: 'Nombre de la iglesia',
  city: 'Ciudad',
  state: 'Estado',
  churchEmail: 'Correo electrónico de la iglesia',
  logo: 'URL del logotipo (opcional)',
  logoPlaceholder: 'https://example.org/logo.png',
  register: 'Registrar iglesia',
  registering: 'Registrando...',
  registered: 'Iglesia registrada',
  registeredDescription:
    'Con el correo electrónico y la contraseña de {{church}} se inicia sesión en Acceso para iglesias para administrar la iglesia. Ahora crea tu propia cuenta: será la primera cuenta de administración de la iglesia.',
  registerFailed: 'No se pudo completar el registro',
  churchRegisterFailed: 'No se pudo registrar la iglesia',
  nameTooShort: 'El nombre de la iglesia es demasiado corto',
  adminClaimInvalid:
    'El enlace de administrador de esta iglesia ya se usó o caducó. Regístrate como miembro y pide a la cuenta de la iglesia que te ceda la administración.',
  nameTooLong: 'El nombre de la iglesia es demasiado largo',
  cityRequired: 'La ciudad es obligatoria',
  cityTooLong: 'El nombre de la ciudad es demasiado largo',
  stateRequired: 'El estado es obligatorio',
  stateTooLong: 'El nombre del estado es demasiado largo',
  logoUrl: 'El logotipo debe ser una dirección web (https://...)',
};
