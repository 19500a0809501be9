import type { BibleProgress } from '@shared/progress';
import { Grid3x3, Table2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { BibleMapGrid } from './BibleMapGrid';
import { BibleMapTable } from './BibleMapTable';
import { MapLegend } from './cells';
import { MapSummary } from './MapSummary';

/**
 * A Bible map, a person's or a church's (the same figures): its summary, and the chapters as a map or as
 * a table. It only shows what it is given, so the church's and the person's maps are one component.
 */
export function BibleMapView({ progress }: { progress: BibleProgress }) {
  const { t } = useTranslation('progress');
  const [asTable, setAsTable] = useState(false);
  return (
    <div className="space-y-5">
      <MapSummary progress={progress} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {/* Two pressed-or-not buttons rather than tabs: the same content, shown two ways. */}
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">{t('view.label')}</legend>
          <Button
            size="sm"
            variant={asTable ? 'outline' : 'primary'}
            aria-pressed={!asTable}
            onClick={() => setAsTable(false)}
          >
            <Grid3x3 aria-hidden="true" className="h-4 w-4" />
            {t('view.map')}
          </Button>
          <Button
            size="sm"
            variant={asTable ? 'primary' : 'outline'}
            aria-pressed={asTable}
            onClick={() => setAsTable(true)}
          >
            <Table2 aria-hidden="true" className="h-4 w-4" />
            {t('view.table')}
          </Button>
        </fieldset>
        {!asTable && <MapLegend />}
      </div>
      {asTable ? <BibleMapTable books={progress.books} /> : <BibleMapGrid books={progress.books} />}
    </div>
  );
}
