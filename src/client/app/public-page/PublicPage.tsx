import { useParams } from 'wouter';
import { PublicChallengePage } from '../../features/goal/public/PublicChallengePage';
import { BibleMapView } from '../../features/progress/BibleMapView';
import { NotFoundPage } from '../NotFoundPage';

/** /c/{slug}: a church's public challenge page, with the Bible map of the progress feature. */
export function PublicPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <PublicChallengePage
      slug={slug}
      renderMap={(progress) => <BibleMapView progress={progress} />}
      notFound={<NotFoundPage />}
    />
  );
}
