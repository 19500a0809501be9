import { CircleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { Card, CardBody } from '../components/ui/card';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardBody className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlert aria-hidden="true" className="h-8 w-8 text-destructive" />
            <h1 className="text-2xl font-bold">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted">Did you forget to add the page to the router?</p>
          <Link href="/" className={buttonClasses('outline', 'sm')}>
            Go to the home page
          </Link>
        </CardBody>
      </Card>
    </div>
  );
}
