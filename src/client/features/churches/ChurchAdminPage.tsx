import { Church, MapPin, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardBody } from '../../components/ui/card';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/use-document-title';

export function ChurchAdminPage() {
  const { user } = useAuth();
  const church = user?.church ?? null;
  useDocumentTitle(church ? 'Church Administration' : 'Access Denied');
  if (!church) return <AccessDenied />;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:py-12">
      <div className="flex items-start gap-4">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Church aria-hidden="true" className="h-6 w-6" />
        </div>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Church Administration</h1>
          <p className="mt-1 text-lg font-medium">{church.name}</p>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {church.city}, {church.state}
          </p>
        </div>
      </div>
      <Link href="/" className={buttonClasses('outline', 'sm')}>
        Return to Dashboard
      </Link>
    </div>
  );
}

function AccessDenied() {
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
