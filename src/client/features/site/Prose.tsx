import { CHURCH_PLAN, SITE_FACTS } from '@shared/site-facts';
import { Trans, useTranslation } from 'react-i18next';
import { TextLink } from '../../components/ui/text-link';
import { formatUsd } from '../../lib/i18n';
import { CompanyCity, SupportEmail } from './SiteFacts';

/** A paragraph, or a bulleted list, of the catalogue's prose (the policies, the story, the FAQ). */
export type ProseBlock = string | { readonly list: readonly string[] };

/** The marks the catalogue's prose may hold, and what they become. */
const components = {
  strong: <strong />,
  code: <code />,
  email: <SupportEmail />,
  city: <CompanyCity />,
  linkChurchLogin: <TextLink href="/church-login" />,
  linkChurchRegister: <TextLink href="/church-register" />,
  linkPrivacy: <TextLink href="/privacy" />,
  linkRegister: <TextLink href="/register" />,
};

/** One text of the catalogue's prose, with its marks and the site's figures. */
export function ProseText({ text }: { text: string }) {
  const { t } = useTranslation('site');
  const values = {
    price: formatUsd(CHURCH_PLAN.pricePerYearUsd),
    amount: CHURCH_PLAN.pricePerYearUsd.toFixed(2),
    trialDays: CHURCH_PLAN.trialDays,
    minimumAge: SITE_FACTS.minimumAge,
    removalDays: SITE_FACTS.dataRemovalDays,
    responseTime: t('responseTime'),
  };
  // The text is already the catalogue's (translated by the caller): Trans only places the marks.
  return <Trans defaults={text} values={values} components={components} />;
}

/** Paragraphs and lists, in order. */
export function Prose({ blocks }: { blocks: readonly ProseBlock[] }) {
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a text never move
      <p key={index}>
        <ProseText text={block} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of a text never move
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>
            <ProseText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
