import type { Translation } from '../translation';

/** Signing in and out (Spanish catalogue). */
export const auth: Translation<'auth'> = {
  userLoginTitle: 'Acceso para usuarios',
  userLoginDescription: 'Inicia sesión para registrar tu lectura de la Biblia y tu tiempo de oración',
  churchLoginTitle: 'Acceso para iglesias',
  churchLoginDescription: 'Entra al panel de administración de tu iglesia',
  email: 'Correo electrónico',
  churchEmail: 'Correo electrónico de la iglesia',
  forgotPassword: '¿Olvidaste tu contraseña?',
  signIn: 'Iniciar sesión',
  signingIn: 'Iniciando sesión...',
  noAccount: '¿No tienes una cuenta? <a>Crea una cuenta</a>',
  leadingChurch: '¿Diriges una iglesia? <a>Registra tu iglesia</a>',
  registerChurch: 'Registrar iglesia',
  userLogin: 'Acceso para usuarios',
  loginFailedTitle: 'No se pudo iniciar sesión',
  loginFailedDescription: 'Revisa tus datos de acceso e inténtalo de nuevo',
  churchLoginFailed: 'No se pudo iniciar sesión como iglesia',
  loginFailed: 'Correo electrónico o contraseña incorrectos',
  loginFailedDemo:
    'Correo electrónico o contraseña incorrectos. Esta demostración de pagos guarda sus propias cuentas: regístrate de nuevo en la demostración.',
  loggedOut: 'Sesión cerrada',
  churchWithoutAdmin: 'Esta iglesia no tiene una cuenta de administrador. Comunícate con soporte.',
  logoutFailedTitle: 'No se pudo cerrar sesión',
  logoutFailedDescription: 'Ocurrió un error al cerrar sesión. Por favor, inténtalo de nuevo.',
  checkFailed: 'No se pudo verificar la autenticación',
  checkingSession: 'Verificando tu sesión',
};
