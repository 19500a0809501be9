import { bookByNumber } from '@shared/bible';
import { dayIn } from '@shared/dates';
import type { PassageResult } from '@shared/passages';
import { PenLine } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/use-toast';
import { passageText } from '../../lib/passage-text';
import { useKeptToast } from '../../lib/sync-queue/hooks';
import { type LoggedReadings, useLogReading } from './use-log-reading';

/**
 * The reference parser is about 25 kB compressed: it loads when someone first types here, not with the
 * page, with the reading of the page's language (Spanish reads Spanish, then English references).
 */
const loadParser = (language: string) =>
  (language === 'es' ? import('@shared/passages-es') : import('@shared/passages')).then(
    (m) => m.parsePassages,
  );

/** Reads the text after a short pause in typing; `undefined` while the field is empty. */
function useParsedPassages(text: string): PassageResult | undefined {
  const { i18n } = useTranslation();
  const [result, setResult] = useState<PassageResult>();
  useEffect(() => {
    if (!text.trim()) {
      setResult(undefined);
      return;
    }
    let current = true;
    const timer = setTimeout(async () => {
      const parse = await loadParser(i18n.language);
      if (current) setResult(parse(text, i18n.t));
    }, 200);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, i18n]);
  return result;
}

/** Quick log: "Rom 1-3; Ps 23" as people write it, the chapters understood shown before they are logged. */
export function QuickLogCard({
  timeZone,
  onLogged,
}: {
  timeZone: string;
  onLogged?: (r: LoggedReadings) => void;
}) {
  const { t } = useTranslation(['readings', 'bible']);
  const [text, setText] = useState('');
  const [showError, setShowError] = useState(false);
  const parsed = useParsedPassages(text);
  const logReading = useLogReading();
  const keptToast = useKeptToast();
  const chapters = parsed?.ok
    ? parsed.chapters.map((c) => ({ book: bookByNumber(c.book)?.name ?? '', chapter: c.chapter }))
    : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chapters.length === 0) {
      setShowError(true);
      return;
    }
    logReading.mutate(
      { readDate: dayIn(timeZone, new Date()), chapters },
      {
        onSuccess: ({ sent, kept }) => {
          setText('');
          setShowError(false);
          if (kept) return keptToast(kept);
          toast({
            title: t('loggedTitle'),
            description: t('loggedDescription', { count: sent.readings.length }),
          });
          onLogged?.(sent);
        },
        onError: () =>
          toast({ variant: 'destructive', title: t('failedTitle'), description: t('failedDescription') }),
      },
    );
  };
  const error =
    parsed && !parsed.ok ? parsed.message : showError && !text.trim() ? t('noPassage') : undefined;

  return (
    <Card>
      <CardTitle
        icon={<PenLine aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('quickLog.title')}
        description={t('quickLog.description')}
      />
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-3">
          <TextField
            label={t('quickLog.label')}
            placeholder={t('quickLog.placeholder')}
            hint={t('quickLog.hint')}
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={showError || parsed?.ok === false ? error : undefined}
          />
          <p aria-live="polite" className="min-h-5 text-sm">
            {chapters.length > 0 &&
              t('quickLog.understood', {
                count: chapters.length,
                passage: passageText((book) => t(book, { ns: 'bible' }), chapters),
              })}
          </p>
          <Button type="submit" disabled={logReading.isPending}>
            {chapters.length > 0
              ? t('quickLog.submit', { count: chapters.length })
              : t('quickLog.submitEmpty')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
