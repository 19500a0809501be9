import { BookOpen, Church, Clock, Sprout, UserPlus, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContentPage, proseClasses } from './ContentPage';

const steps = [
  {
    icon: Church,
    title: 'Churches register',
    text: 'A pastor or church leader registers the church in a few minutes and starts a free trial. Members can find it by name straight away.',
  },
  {
    icon: BookOpen,
    title: 'Members track',
    text: 'Each member logs the chapters they read and the minutes they pray, whenever it suits them, from any phone or computer.',
  },
  {
    icon: Sprout,
    title: 'Communities grow',
    text: 'Everyone sees the church’s totals climb week by week, celebrates milestones together and is encouraged to keep going.',
  },
];

export function AboutPage() {
  useDocumentTitle('About Lampstand');
  return (
    <ContentPage
      title="About Lampstand"
      lead={<p>A simple way for people and churches to keep the habit of Scripture and prayer.</p>}
      width="wide"
    >
      <div className="grid gap-10 lg:grid-cols-5">
        <section aria-labelledby="story-heading" className="lg:col-span-3">
          <h2 id="story-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Our story
          </h2>
          <div className={`mt-4 ${proseClasses}`}>
            <p>
              Lampstand began with a challenge. A pastor stood before his congregation and asked them to read{' '}
              <strong>1 million chapters</strong> of the Bible and log{' '}
              <strong>2 million minutes of prayer</strong> in a single year.
            </p>
            <p>
              It was a bold goal, and it raised a practical question at once: how would anyone know how close
              they were? Paper tally sheets got lost and spreadsheets went stale. The church needed a way for
              every member to record a chapter or a time of prayer in a few seconds, and for everyone to see
              the total grow.
            </p>
            <p>
              Lampstand was built to answer that question. What started as one congregation's tracker is now
              open to every church and to anyone who wants to read and pray more faithfully, with or without a
              church.
            </p>
          </div>
        </section>
        <aside
          aria-labelledby="challenge-heading"
          className="self-start rounded-2xl bg-indigo-950 p-6 text-white lg:col-span-2"
        >
          <h2 id="challenge-heading" className="text-lg font-semibold text-indigo-100">
            The challenge that started it
          </h2>
          <dl className="mt-4 space-y-4">
            <div>
              <dt className="flex items-center gap-2 text-sm text-indigo-100">
                <BookOpen aria-hidden="true" className="h-5 w-5 shrink-0 text-teal-300" />
                Bible chapters read
              </dt>
              <dd className="mt-1 text-3xl font-extrabold sm:text-4xl">1,000,000</dd>
            </div>
            <div>
              <dt className="flex items-center gap-2 text-sm text-indigo-100">
                <Clock aria-hidden="true" className="h-5 w-5 shrink-0 text-teal-300" />
                Minutes of prayer
              </dt>
              <dd className="mt-1 text-3xl font-extrabold sm:text-4xl">2,000,000</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm text-indigo-100">In one year, by one congregation.</p>
        </aside>
      </div>

      <section aria-labelledby="mission-heading" className="mt-14 rounded-2xl bg-primary-soft p-6 sm:p-8">
        <h2 id="mission-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Our mission
        </h2>
        <p className="mt-3 max-w-3xl leading-7 text-slate-700">
          To help believers build a lasting habit of reading God’s Word and praying, and to help churches
          encourage one another toward it, without turning faith into a contest. Tracking is free for every
          individual; churches support the work with one simple yearly subscription.
        </p>
      </section>

      <section aria-labelledby="how-heading" className="mt-14">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          How it works
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
              <div className="flex items-center gap-3">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-6 w-6 text-primary" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="join-heading"
        className="mt-14 flex flex-col items-start gap-4 rounded-2xl border border-border bg-surface p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
      >
        <div>
          <h2 id="join-heading" className="text-xl font-bold text-slate-900">
            Take up the challenge
          </h2>
          <p className="mt-1 text-muted">Start with your church, or start on your own today.</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link href="/church-register" className={buttonClasses('primary', 'lg')}>
            <Users aria-hidden="true" className="h-5 w-5" />
            Register Your Church
          </Link>
          <Link href="/register" className={buttonClasses('outline', 'lg')}>
            <UserPlus aria-hidden="true" className="h-5 w-5" />
            Create an Account
          </Link>
        </div>
      </section>
    </ContentPage>
  );
}
