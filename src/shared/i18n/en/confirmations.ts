/**
 * One-time confirmation codes (decision 037): the code field's messages, the answer that says where the
 * code went, and the e-mail that carries it. Added with the contract (src/shared/confirmations.ts), so
 * only the pages and the server that use them load them.
 */
export const confirmations = {
  codeInvalid: 'Enter the 6-digit code from the e-mail we just sent you',
  codeWrong: 'That code is wrong or has expired. Ask for a new one.',
  codeSent: 'We sent a 6-digit code to {{address}}. It works for {{minutes}} minutes.',
  mail: {
    subject: 'Your Lampstand confirmation code: {{code}}',
    intro: 'Someone signed in as {{account}} asked to {{action}}. To confirm it, enter this code:',
    expires: 'The code works for {{minutes}} minutes, once.',
    notYou: 'If this was not you, do not share the code, and change your password.',
    actions: {
      'member-change': "change a member's e-mail address or password",
      'church-password': 'change the church password',
      'church-delete': 'delete the church',
      handover: "hand over the church's administration",
      'church-email': "make this the church's e-mail address",
    },
  },
} as const;
