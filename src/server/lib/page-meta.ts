/*
 * The SPA's index.html with a page's own title, description and social preview tags, for pages that are
 * shared as links (the public challenge page): crawlers read the head without running the app.
 */

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute addresses. */
  url: string;
  image: string;
  imageAlt: string;
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
 * `html` with its <title> and description replaced and the Open Graph and Twitter tags added before
 * </head>; every value escaped.
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
  ];
  // Replacement functions, not strings: a `$&` in a church's name must stay text.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`)
    .replace(
      /<meta name="description"[^>]*>/,
      () => `<meta name="description" content="${e(meta.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
