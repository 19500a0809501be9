/** Deleting one's own account (issue 15, decision 033): the profile's danger zone, its e-mail, its refusals. */
export const accountDeletion = {
  dangerZone: 'Danger zone',
  dangerDescription:
    'Deleting your account signs you out everywhere and removes your name from every list at once. Your data is removed for good within {{days}} days.',
  deleteAccount: 'Delete account',
  dialogTitle: 'Delete your account?',
  whatHappens: 'What happens:',
  happensNow: 'You are signed out on every device and no longer appear in any list or leaderboard.',
  happensSignIn: 'Signing in with this e-mail address and password no longer works.',
  happensRemoval:
    'By {{date}} everything Lampstand holds about you is removed: readings, prayers and their notes, prayer requests, plans, reminders and notifications.',
  happensTotals:
    "Chapters and minutes you logged stay in your church's and everyone's totals, as anonymous figures.",
  happensEmail: 'You can register again with the same e-mail address, as a new account.',
  adminFirst:
    'You are the administrator of your church. Before you delete your account, hand the administration to another member or delete the church, in Church Admin, Settings.',
  openChurchAdmin: 'Go to Church Admin',
  passwordLabel: 'Password',
  passwordHint: 'Type your password again to confirm.',
  confirm: 'Delete my account',
  deleting: 'Deleting...',
  cancel: 'Cancel',
  failed: 'Failed to delete account',
  linkOffer:
    "No password at hand, or you sign in with your church's login? We can e-mail you a link that confirms the deletion instead.",
  linkInstead: 'E-mail me a link instead',
  linkSending: 'Sending...',
  linkFailed: 'Failed to send the link',
  linkSent: 'We e-mailed you a link. Open it within one hour to delete your account.',
  invalidLink: 'This link is not valid, has expired or was used. Ask for a new one in your profile.',
  passwordOrLink: 'Confirm with your password or with the e-mailed link, not both',
  linkPageTitle: 'Delete your account',
  linkPageIntro: 'You opened the link to delete your account. Nothing is deleted until you press the button.',
  linkMissing: 'This page needs the link from the e-mail. Ask for a link in your profile.',
  openProfile: 'Go to your profile',
  doneTitle: 'Your account is deleted',
  doneBody:
    'You are signed out. Everything Lampstand holds about you is removed by {{date}}. A confirmation is on its way to your e-mail address.',
  doneHome: 'Go to the home page',
  passwordRequired: 'Password is required',
  wrongPassword: 'The password is not correct',
  adminMustHandOver:
    "A church's administrator must first delete the church or hand its administration to another member",
  deleted: 'Your account is deleted. Everything it holds is removed by {{date}}.',
  signInRefused:
    'This account was deleted on {{deleted}}. It cannot be signed in to; its data is removed by {{removal}}. You can register again with this e-mail address.',
  mail: {
    subject: 'Your Lampstand account is deleted',
    intro: 'Your Lampstand account ({{email}}) was deleted on {{when}}, as you asked.',
    signedOut: 'You were signed out on every device, and you no longer appear in any list.',
    removal:
      'By {{date}} everything Lampstand holds about you is removed for good: readings, prayers and their notes, prayer requests, plans, reminders and notifications.',
    totals:
      "Chapters and minutes you logged stay in your church's and everyone's totals, as anonymous figures with no name.",
    again: 'You can register again with this address at any time, as a new account.',
    notYou: 'If you did not delete your account, write to {{support}} at once.',
  },
  linkMail: {
    subject: 'Confirm deleting your Lampstand account',
    asked: 'You asked to delete your Lampstand account ({{email}}). Open this link to confirm:',
    button: 'Confirm deleting my account',
    works: 'The link works once, until {{time}}. It shows what happens before anything is deleted.',
    ignore: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
  },
} as const;
