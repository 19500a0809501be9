import type { Translation } from '../translation';

/** One-time confirmation codes (Spanish catalogue). */
export const confirmations: Translation<'confirmations'> = {
  codeInvalid: 'Escribe el código de 6 dígitos del correo que te acabamos de enviar',
  codeWrong: 'Ese código no es correcto o ha caducado. Pide uno nuevo.',
  codeSent: 'Enviamos un código de 6 dígitos a {{address}}. Sirve durante {{minutes}} minutos.',
  mail: {
    subject: 'Tu código de confirmación de Lampstand: {{code}}',
    intro: 'Alguien con la sesión de {{account}} pidió {{action}}. Para confirmarlo, escribe este código:',
    expires: 'El código sirve durante {{minutes}} minutos, una sola vez.',
    notYou: 'Si no fuiste tú, no compartas el código y cambia tu contraseña.',
    actions: {
      'member-change': 'cambiar el correo electrónico o la contraseña de un miembro',
      'church-password': 'cambiar la contraseña de la iglesia',
      'church-delete': 'eliminar la iglesia',
      handover: 'ceder la administración de la iglesia',
      'church-email': 'usar esta dirección como correo electrónico de la iglesia',
    },
  },
};
