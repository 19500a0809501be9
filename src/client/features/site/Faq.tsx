import { CHURCH_PLAN } from '@shared/site-facts';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { TextLink } from '../../components/ui/text-link';
import { cn } from '../../lib/cn';

const faqs: { question: string; answer: ReactNode }[] = [
  {
    question: 'How much does Lampstand cost?',
    answer: (
      <p>
        Tracking your own reading and prayer is free. Churches pay ${CHURCH_PLAN.pricePerYearUsd} per year for
        the whole congregation, with unlimited members, after a {CHURCH_PLAN.trialDays}-day free trial.
      </p>
    ),
  },
  {
    question: 'Can I use Lampstand without a church?',
    answer: (
      <p>
        Yes. <TextLink href="/register">Create an account</TextLink> and choose "No Church". You get your own
        statistics, streaks, prayer requests and yearly reports, and you can join a church later from your
        profile.
      </p>
    ),
  },
  {
    question: 'How do I register my church?',
    answer: (
      <p>
        Fill in the <TextLink href="/church-register">church registration form</TextLink> with your church's
        name, city, state, e-mail address and a password. That creates the church and its administrator
        account; your members then choose the church when they sign up, or later from their profile.
      </p>
    ),
  },
  {
    question: 'Is my data private?',
    answer: (
      <p>
        Your prayer requests are visible only to you. Church administrators see members' names and e-mail
        addresses, not individual statistics, and you can hide your name from your church on your profile: you
        then appear as "Anonymous member" while still counting in the totals. See the{' '}
        <TextLink href="/privacy">Privacy Policy</TextLink> for everything we store.
      </p>
    ),
  },
];

/** Each question is a button that shows or hides its answer (WAI-ARIA disclosure pattern). */
export function Faq() {
  return (
    <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
      {faqs.map((faq) => (
        <FaqItem key={faq.question} question={faq.question}>
          {faq.answer}
        </FaqItem>
      ))}
    </ul>
  );
}

function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li>
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium hover:bg-slate-50"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'h-5 w-5 shrink-0 text-muted motion-safe:transition-transform',
              open && 'rotate-180',
            )}
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="px-5 pb-5 text-sm leading-6 text-slate-700">
        {children}
      </div>
    </li>
  );
}
