import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeFormat, formatPercent, formatUsd, i18n, numberFormat } from './i18n';

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
