import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';

/** /church-admin for someone without a church. */
export function AccessDenied() {
  return (
    <div className="flex justify-center px-4 py-16">
      <Card className="w-full max-w-md">
        <CardBody className="space-y-4 text-center">
          <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-destructive" />
          <h1 className="text-2xl font-bold">Access Denied</h1>
          <p className="text-sm text-muted">
            Church administration is for members of a church. Join your church from your profile, or register
            a new church.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            <Link href="/profile" className={buttonClasses('primary', 'sm')}>
              Go to Profile
            </Link>
            <Link href="/" className={buttonClasses('outline', 'sm')}>
              Return to Dashboard
            </Link>
          </div>
        </CardBody>
      </Card>
    </div>
  );
}
