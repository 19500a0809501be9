/**
 * Handing a church's administration to another member (issue 15, decisions 003 and 033): Church Admin's
 * card, the e-mailed offer, the page that accepts it, and the server's answers.
 */
export const churchHandover = {
  title: 'Hand over administration',
  description:
    "Offer the administration of {{church}} to another member. They accept from a link sent to their e-mail address and choose the church's e-mail address and password: Church Login becomes theirs, and you are no longer the administrator.",
  memberLabel: 'Member',
  memberPlaceholder: 'Choose a member',
  noMembers: 'Your church has no other member to hand administration to yet.',
  offer: 'Offer administration',
  offering: 'Sending...',
  confirmTitle: 'Hand over administration?',
  confirmBody:
    "We will e-mail {{name}} a link that works for {{days}} days. When they accept, they become the administrator of {{church}} and choose the church's e-mail address and a new church password; you lose access to Church Login and Church Admin.",
  sentTitle: 'Offer sent',
  sentDescription: 'We e-mailed {{name}} a link to accept.',
  offerFailed: 'The offer could not be sent',
  pending: 'Waiting for {{name}} to accept. The link works until {{date}}.',
  pendingReplace: 'A new offer replaces this one.',
  withdraw: 'Withdraw the offer',
  withdrawing: 'Withdrawing...',
  withdrawTitle: 'Withdraw the offer?',
  withdrawBody: 'The link sent to {{name}} will stop working.',
  withdrawnTitle: 'Offer withdrawn',
  withdrawFailed: 'The offer could not be withdrawn',
  loadFailed: 'The hand-over could not be loaded: {{reason}}',
  acceptTitle: 'Become the administrator',
  acceptDescription:
    "Your church's administrator offered you the administration of the church. Accept to manage its members, settings and billing in Church Admin. The church's e-mail address and password move to you: choose them here.",
  churchEmailLabel: "Church's e-mail address",
  churchEmailHint:
    "Church Login and the church password's resets use this address from now on: the previous administrator's no longer works. Use an address that only the church's administrators read.",
  sendEmailCode: 'Send code',
  sendingEmailCode: 'Sending...',
  emailCodeLabel: 'Code from that e-mail',
  emailCodeHint: 'The 6 digits we sent to the address above, to check that it is yours.',
  resendEmailCode: 'Send a new code',
  emailCodeFailed: 'The code could not be sent: {{reason}}',
  churchPasswordLabel: 'New church password',
  churchPasswordHint:
    'The password of the church login and of Church Admin. Choose a new one: the previous administrator knew the old one.',
  accept: 'Accept administration',
  accepting: 'Accepting...',
  signInFirst: 'Log in with the account this offer was sent to, then accept it.',
  noToken: 'This link is incomplete. Open the link from the e-mail again.',
  acceptedTitle: 'You are the administrator',
  passwordAdvice:
    'Church Admin is open for you now. Church Login takes the e-mail address and password you have just chosen, and Church Admin asks for that password later.',
  openChurchAdmin: 'Go to Church Admin',
  // The server's answers.
  memberRequired: 'Choose a member of your church',
  notYourself: 'You are already the administrator: choose another member',
  invalidLink: 'This link is not valid or has expired. Ask your church administrator for a new one.',
  notYours: 'This offer was sent to another member. Log in with the account it was sent to.',
  accepted: 'You are now the administrator of your church.',
  mail: {
    subject: 'You are invited to administer {{church}} on Lampstand',
    intro: '{{admin}} offers you the administration of {{church}} on Lampstand.',
    what: 'As administrator you manage the church’s members, settings and billing in Church Admin; {{admin}} becomes an ordinary member.',
    openLink: 'To accept, log in and open this link:',
    accept: 'Accept the administration',
    copy: 'If the button does not work, copy this link into your browser:',
    until: 'The link works until {{date}}.',
    ignore: 'If you do not want to administer the church, ignore this e-mail: nothing changes.',
  },
} as const;
