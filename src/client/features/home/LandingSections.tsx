import { BarChart3, BookOpen, CheckCircle2, Clock, Users } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

const features = [
  {
    icon: BookOpen,
    title: 'Track Bible reading',
    text: 'Log each chapter as you read it, book by book, and watch your journey through all 66 books of the Bible take shape.',
    tone: 'bg-primary-soft text-primary',
  },
  {
    icon: Clock,
    title: 'Log prayer time',
    text: 'Record the minutes you spend in prayer, add a note, and keep a private list of prayer requests you can mark as answered.',
    tone: 'bg-secondary-soft text-secondary',
  },
  {
    icon: Users,
    title: 'Grow together as a church',
    text: "See your congregation's chapters and prayer minutes add up, and encourage one another toward a shared goal.",
    tone: 'bg-amber-50 text-amber-700',
  },
];

export function FeatureSection() {
  return (
    <section aria-labelledby="features-heading" className="px-4 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-heading" className="text-3xl font-bold tracking-tight">
            A simple habit, faithfully kept
          </h2>
          <p className="mt-3 text-muted">
            Everything you need to stay in the Word and in prayer, and nothing that gets in the way.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {features.map(({ icon: Icon, title, text, tone }) => (
            <li key={title} className="rounded-xl border border-border bg-surface p-6 shadow-sm">
              <span className={`flex h-12 w-12 items-center justify-center rounded-lg ${tone}`}>
                <Icon aria-hidden="true" className="h-6 w-6" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const churchPoints = [
  'Members join your church when they sign up, or later from their profile',
  'Church-wide totals of chapters read and minutes prayed, week by week',
  'The most-read chapters in your congregation',
  'Members choose whether their name is shared; everyone still counts',
];

export function ChurchSection() {
  return (
    <section aria-labelledby="church-heading" className="bg-indigo-950 px-4 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 lg:grid-cols-2">
        <div className="space-y-5">
          <h2 id="church-heading" className="text-3xl font-bold tracking-tight">
            Bring your whole church along
          </h2>
          <p className="text-indigo-100">
            Set a challenge for your congregation and watch it come to life. Lampstand gives church leaders a
            clear picture of how their people are reading and praying, without turning faith into a contest.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link href="/church-register" className={buttonClasses('secondary', 'lg')}>
              Register Your Church
            </Link>
            <Link href="/church-login" className={buttonClasses('outline-inverse', 'lg')}>
              Church Login
            </Link>
          </div>
        </div>
        <ul className="space-y-4">
          {churchPoints.map((point, index) => (
            <li key={point} className="flex items-start gap-3 rounded-lg bg-indigo-900/60 p-4">
              {index === 1 ? (
                <BarChart3 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-300" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-300" />
              )}
              <span className="text-indigo-50">{point}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
