/*
 * The SPA's index.html with a page's own title, description and social preview tags, for pages that are
 * shared as links (the public challenge page): crawlers read the head without running the app.
 */

export interface PageMeta {
  /** The page's language: `<html lang>`. */
  language: string;
  title: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  image: string;
  imageAlt: string;
  /** What a browser without JavaScript shows, in the page's language. */
  noscript: string;
  /** The page in each language (`<link rel="alternate" hreflang>`), absolute addresses. */
  alternates: { hreflang: string; href: string }[];
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Text safe inside an element or a double-quoted attribute. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/**
 * `html` with its language, <title>, description and <noscript> text replaced and the Open Graph,
 * Twitter and language-version tags added before </head>; every value escaped.
 */
export function withPageMeta(html: string, meta: PageMeta): string {
  const e = escapeHtml;
  const tags = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Lampstand" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${e(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
    `<link rel="canonical" href="${e(meta.url)}" />`,
    ...meta.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${e(hreflang)}" href="${e(href)}" />`,
    ),
  ];
  // Replacement functions, not strings: a `$&` in a church's name must stay text.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${e(meta.language)}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${e(meta.noscript)}</noscript>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${e(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
