import { config } from '../config';
import { siteUrlFrom } from '../domain/siteUrl';
import { BRAND_NAME } from '../lib/brand';
import { OFFICE } from '../lib/company';
import { displayPhone } from '../lib/contactLinks';
import { NOT_FOUND_PAGE, type PagePath } from './pageTable.cjs';

// What a page says of itself outside its body: the tab's title, the description a search
// engine shows, the preview of a link pasted in WhatsApp (Open Graph, Twitter), the canonical
// address, and the business as structured data (schema.org). Written into the prerendered pages
// at build time (src/entry/prerender.tsx), so that crawlers, which run no script, read them.

export interface PageHead {
  title: string;
  description: string;
}

/**
 * The prerendered pages' titles: all the browser needs of this file (the tab follows the page).
 * Every page of the table of pages has one.
 */
const PAGE_TITLES = {
  '/': `${BRAND_NAME} | Seguros de viaje`,
  '/quote': `Planes y precios de tu seguro de viaje | ${BRAND_NAME}`,
  '/checkout': `Datos de los viajeros | ${BRAND_NAME}`,
} as const satisfies Record<PagePath, string>;

/** The prerendered pages, by path: each one's own title and description. */
export const PAGE_HEADS = {
  '/': {
    title: PAGE_TITLES['/'],
    description:
      'Compara seguros de viaje de ASSISTCARD y otras aseguradoras, elige tu plan y contrátalo en minutos desde Perú.',
  },
  '/quote': {
    title: PAGE_TITLES['/quote'],
    description:
      'Los planes de ASSISTCARD para tu viaje, con sus coberturas y su precio en dólares y en soles, para que elijas el tuyo.',
  },
  '/checkout': {
    title: PAGE_TITLES['/checkout'],
    description:
      'Completa los datos de los viajeros y contrata tu seguro de viaje en minutos, con el resumen de tu compra a la vista.',
  },
} as const satisfies Record<PagePath, PageHead>;

/** The title of any other address, which shows the 'not found' page. */
export const NOT_FOUND_TITLE = `Página no encontrada | ${BRAND_NAME}`;
const NOT_FOUND_DESCRIPTION = `La dirección que buscas no existe en ${BRAND_NAME}.`;

/**
 * Where the 'not found' page is rendered at build time (404.html): an address no route has.
 * Every server answers an unknown address with that page and status 404.
 */
export const NOT_FOUND_PATH = NOT_FOUND_PAGE.renderedAt;

/** The tab's title at this path, as the prerendered page has it. */
export const titleAt = (pathname: string): string =>
  pathname in PAGE_TITLES ? PAGE_TITLES[pathname as PagePath] : NOT_FOUND_TITLE;

/** The preview image of a shared link: drawn from the brand by scripts/tools/icons.mjs. */
export const PREVIEW_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${BRAND_NAME}: compara y contrata tu seguro de viaje desde Perú`,
};

/**
 * The site's public origin (SITE_URL), for the canonical links, link previews and the sitemap;
 * read when the build writes them, so that none of it reaches the browser's code.
 */
export const siteUrl = () => siteUrlFrom(process.env.SITE_URL);

const absolute = (path: string) => `${siteUrl()}${path}`;

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&"<>]/g, (char) => ESCAPES[char]!);

/** The business as schema.org's InsuranceAgency: name, office, phone, e-mail, WhatsApp. */
export function businessData() {
  const phone = displayPhone().replace(/\s/g, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'InsuranceAgency',
    name: BRAND_NAME,
    description: PAGE_HEADS['/'].description,
    url: absolute('/'),
    logo: absolute('/icons/icon-512.png'),
    image: absolute(PREVIEW_IMAGE.path),
    telephone: phone,
    email: config.siteEmail,
    address: {
      '@type': 'PostalAddress',
      streetAddress: OFFICE.street,
      addressLocality: OFFICE.city,
      addressRegion: OFFICE.city,
      addressCountry: OFFICE.countryCode,
    },
    areaServed: OFFICE.countryCode,
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'sales',
        telephone: phone,
        email: config.siteEmail,
        availableLanguage: 'es',
      },
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        name: 'WhatsApp',
        url: `https://wa.me/${config.whatsAppNumber}`,
        availableLanguage: 'es',
      },
    ],
  };
}

/**
 * The head tags of a prerendered page. JSON-LD is data, not script: the browser runs none of it,
 * so the CSP needs no hash for it (scripts/build/prerenderPages.ts leaves it out).
 */
export function headTags(path: PagePath): string {
  const { title, description } = PAGE_HEADS[path];
  const url = absolute(path);
  const meta = (attribute: 'name' | 'property', key: string, content: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
  // '<' never appears in the data as such, so no text in it can close the script element.
  const businessJson = JSON.stringify(businessData()).replace(/</g, '\\u003c');
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', BRAND_NAME),
    meta('property', 'og:locale', 'es_PE'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', absolute(PREVIEW_IMAGE.path)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', PREVIEW_IMAGE.width),
    meta('property', 'og:image:height', PREVIEW_IMAGE.height),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', absolute(PREVIEW_IMAGE.path)),
    meta('name', 'twitter:image:alt', PREVIEW_IMAGE.alt),
    ...(path === '/' ? [`<script type="application/ld+json">${businessJson}</script>`] : []),
  ].join('');
}

/**
 * The 'not found' page's head: its title and description, and no canonical address or preview,
 * as no link should lead to it; search engines are told not to index it (its status says so
 * too, but the offline copy the service worker keeps answers with a success).
 */
export function notFoundHeadTags(): string {
  return [
    `<title>${escapeHtml(NOT_FOUND_TITLE)}</title>`,
    `<meta name="description" content="${escapeHtml(NOT_FOUND_DESCRIPTION)}">`,
    '<meta name="robots" content="noindex">',
  ].join('');
}

/** The addresses search engines are asked to index: the landing page (the others are personal). */
export function sitemapXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>${escapeHtml(absolute('/'))}</loc></url>
</urlset>
`;
}

/** How long a security.txt stays valid: RFC 9116 asks for less than a year. */
const SECURITY_TXT_DAYS = 364;

/**
 * /.well-known/security.txt (RFC 9116): where to report a weakness of the site, in which
 * languages, and until when the file is valid, counted from `writtenAt` (the build).
 */
export function securityTxt(writtenAt: Date): string {
  const expires = new Date(writtenAt.getTime() + SECURITY_TXT_DAYS * 24 * 60 * 60 * 1000);
  return `Contact: mailto:${config.siteEmail}
Expires: ${expires.toISOString()}
Preferred-Languages: es, en
Canonical: ${absolute('/.well-known/security.txt')}
`;
}

export function robotsTxt(): string {
  return `User-agent: *
Allow: /

Sitemap: ${absolute('/sitemap.xml')}
`;
}
