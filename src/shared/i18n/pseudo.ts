import type { Catalogue } from './resources';

/**
 * The pseudo-locale of the tests: every catalogue text wrapped in ⟦ ⟧, placeholders kept. A page rendered
 * in it shows at a glance, and to a test, any text that did not come from the catalogue.
 */
export function pseudoCatalogue(catalogue: Catalogue): Catalogue {
  const wrap = (value: unknown): unknown =>
    typeof value === 'string'
      ? `⟦${value}⟧`
      : Array.isArray(value)
        ? value.map(wrap)
        : Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, wrap(v)]));
  return wrap(catalogue) as Catalogue;
}
