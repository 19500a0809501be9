import { type PersonLanguage, tIn } from '@shared/i18n';
import type { PushPayload, ReminderKind } from '@shared/reminders';
import type { TFunction } from 'i18next';
import { escapeHtml, type MailMessage } from '../../lib/mailer';
import type { PlanStanding, WeekSummary } from './facts';

/** Who gets the message, and the links it carries. */
export interface MailTarget {
  userId: number;
  name: string;
  email: string;
  unsubscribeToken: string;
  localDay: string;
  /** The person's language: the e-mail's and the push's (decision 035). */
  language: PersonLanguage;
}

/** What a reminder says: its subject, its paragraphs (each one or more lines), and the screen it opens. */
export interface ReminderContent {
  subject: string;
  paragraphs: string[][];
  path: string;
  push: PushPayload | null;
}

const unsubscribeQuery = (target: MailTarget, kind: ReminderKind) =>
  `token=${encodeURIComponent(target.unsubscribeToken)}&kind=${kind}`;

/**
 * The e-mail of a reminder: plain text and HTML with the same paragraphs, a link to the app, and the
 * one-click unsubscribe of RFC 8058 for this kind only (the header's URL takes a POST without a session;
 * the visible link opens the client's page, which asks before it posts).
 */
export function reminderMail(
  publicUrl: string,
  kind: ReminderKind,
  target: MailTarget,
  content: ReminderContent,
): MailMessage {
  const appLink = `${publicUrl}${content.path}`;
  const oneClick = `${publicUrl}/api/reminders/unsubscribe?${unsubscribeQuery(target, kind)}`;
  const page = `${publicUrl}/unsubscribe?${unsubscribeQuery(target, kind)}`;
  const t = tIn(target.language);
  const greeting = t('reminders:mail.greeting', { name: target.name });
  const open = t('reminders:mail.open');
  const stop = t(`reminders:mail.stop.${kind}`);
  const why = t('reminders:mail.why');
  const text = [
    greeting,
    ...content.paragraphs.map((p) => p.join('\n')),
    `${open}: ${appLink}`,
    `${why}\n${stop}: ${page}`,
  ].join('\n\n');
  const para = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map(para).join('\n')}
<p><a href="${escapeHtml(appLink)}">${escapeHtml(open)}</a></p>
<p style="font-size:small;color:#555">${escapeHtml(why)}<br><a href="${escapeHtml(page)}">${escapeHtml(stop)}</a></p>
</body></html>`;
  return {
    to: target.email,
    subject: content.subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    messageId: `<reminder.${kind}.${target.userId}.${target.localDay}@${new URL(publicUrl).hostname}>`,
  };
}

/** A plan's standing in the dashboard's words. */
const statusWords = (p: PlanStanding, t: TFunction) => {
  if (p.paused) return t('plans:status.paused');
  if (p.chaptersLeft === 0) return t('plans:status.finished');
  if (p.behindDays > 0) return t('plans:status.behind', { count: p.behindDays });
  return t('plans:status.onTrack');
};

const count = (n: number, language: PersonLanguage) => n.toLocaleString(`${language}-US`);

export const dailyContent = (t: TFunction): ReminderContent => ({
  subject: t('reminders:mail.daily.subject'),
  paragraphs: [[t('reminders:mail.daily.body')]],
  path: '/dashboard',
  push: {
    title: t('reminders:pushMessage.daily.title'),
    body: t('reminders:pushMessage.daily.body'),
    url: '/dashboard',
  },
});

/** The nudge names the plans that are behind; the push names the first. */
export function behindContent(behind: PlanStanding[], t: TFunction): ReminderContent {
  const first = behind[0] as PlanStanding;
  return {
    subject: t('reminders:mail.behind.subject'),
    paragraphs: [
      behind.map((p) => t('reminders:mail.behind.plan', { plan: p.name, count: p.behindDays })),
      [t('reminders:mail.behind.body')],
    ],
    path: '/plans',
    push: {
      title: t('reminders:pushMessage.behind.title'),
      body: t('reminders:pushMessage.behind.body', { plan: first.name, count: first.behindDays }),
      url: '/plans',
    },
  };
}

export function weeklyContent(week: WeekSummary, language: PersonLanguage): ReminderContent {
  const t = tIn(language);
  const figures = [
    t('reminders:mail.weekly.intro', { from: week.from, to: week.to }),
    t('reminders:mail.weekly.chapters', { count: week.chapters }),
    t('reminders:mail.weekly.minutes', { count: week.minutes }),
    t('reminders:mail.weekly.streak', { count: week.streakDays }),
  ];
  const plans = week.plans.length
    ? [
        [
          t('reminders:mail.weekly.plans'),
          ...week.plans.map((p) =>
            t('reminders:mail.weekly.plan', { plan: p.name, status: statusWords(p, t) }),
          ),
        ],
      ]
    : [];
  const goal = week.goal.map((g) => [
    t(g.metric === 'chapters' ? 'reminders:mail.weekly.goalChapters' : 'reminders:mail.weekly.goalMinutes', {
      church: g.church,
      done: count(g.done, language),
      target: count(g.target, language),
      percent: g.percent,
    }),
  ]);
  return {
    subject: t('reminders:mail.weekly.subject'),
    paragraphs: [figures, ...plans, ...goal],
    path: '/dashboard',
    push: null,
  };
}
