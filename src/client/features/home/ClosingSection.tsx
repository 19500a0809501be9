import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

/** The last call to action: every visitor leaves the page with a next step. */
export function ClosingSection() {
  return (
    <section
      aria-labelledby="closing-heading"
      className="bg-gradient-to-br from-indigo-50 to-teal-50 px-4 py-16 text-center sm:py-20"
    >
      <div className="mx-auto max-w-3xl">
        <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
          Ready to begin?
        </h2>
        <p className="mt-3 text-muted">
          Start tracking today on your own, bring your congregation along, or read how Lampstand began.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link href="/register" className={buttonClasses('primary', 'lg')}>
            Create a Free Account
            <ArrowRight aria-hidden="true" className="h-5 w-5" />
          </Link>
          <Link href="/church-register" className={buttonClasses('secondary', 'lg')}>
            Register Your Church
          </Link>
          <Link href="/about" className={buttonClasses('outline', 'lg')}>
            Learn More About Us
          </Link>
        </div>
      </div>
    </section>
  );
}
