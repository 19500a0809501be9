// @vitest-environment happy-dom

import { CHURCH_PLAN } from '@shared/site-facts';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, formatPercent, formatUsd, i18n, numberFormat, setLanguage } from './i18n';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('kept Intl formatters', () => {
  it('builds one formatter per language and options, and uses it again', () => {
    expect(numberFormat({ style: 'percent' })).toBe(numberFormat({ style: 'percent' }));
    expect(numberFormat({ style: 'percent' })).not.toBe(numberFormat());
    expect(dateTimeFormat({ month: 'short' })).toBe(dateTimeFormat({ month: 'short' }));
    expect(formatUsd(99)).toBe('$99');
    expect(formatUsd(99, true)).toBe('$99.00');
    expect(formatPercent(72)).toBe('72%');
  });

  it('builds another when the language changes', async () => {
    const english = numberFormat();
    await i18n.changeLanguage('de');
    expect(numberFormat()).not.toBe(english);
    expect(numberFormat().format(1234.5)).toBe('1.234,5');
  });
});

describe("the landing page's price", () => {
  // Written by the catalogue, not by Intl (the landing page builds no formatter): it must read as formatUsd's.
  it.each(['en', 'es'] as const)('reads as formatUsd writes it, in %s', async (language) => {
    await setLanguage(language, false);
    const amount = CHURCH_PLAN.pricePerYearUsd;
    expect(i18n.t('home:price', { amount })).toBe(formatUsd(amount));
  });
});
