import { describe, expect, it } from '@jest/globals';
import { config } from '../config';
import {
  businessData,
  headTags,
  NOT_FOUND_TITLE,
  notFoundHeadTags,
  PAGE_HEADS,
  PREVIEW_IMAGE,
  siteUrl,
  robotsTxt,
  securityTxt,
  sitemapXml,
  titleAt,
} from './pageHeads';

const head = (path: keyof typeof PAGE_HEADS) => {
  const document = new DOMParser().parseFromString(
    `<!doctype html><html><head>${headTags(path)}</head></html>`,
    'text/html',
  );
  const content = (selector: string) => document.querySelector(selector)?.getAttribute('content');
  return { document, content };
};

describe('the head tags of a prerendered page', () => {
  it.each(Object.keys(PAGE_HEADS) as (keyof typeof PAGE_HEADS)[])(
    '%s has its own title, description, canonical address and link preview',
    (path) => {
      const { document, content } = head(path);
      const { title, description } = PAGE_HEADS[path];
      const url = `${siteUrl()}${path}`;
      expect(document.title).toBe(title);
      expect(content('meta[name="description"]')).toBe(description);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
      expect(content('meta[property="og:title"]')).toBe(title);
      expect(content('meta[property="og:description"]')).toBe(description);
      expect(content('meta[property="og:url"]')).toBe(url);
      expect(content('meta[property="og:locale"]')).toBe('es_PE');
      expect(content('meta[property="og:type"]')).toBe('website');
      expect(content('meta[property="og:image"]')).toBe(`${siteUrl()}/og-image.png`);
      expect(content('meta[property="og:image:width"]')).toBe('1200');
      expect(content('meta[property="og:image:height"]')).toBe('630');
      expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(content('meta[name="twitter:image"]')).toBe(`${siteUrl()}${PREVIEW_IMAGE.path}`);
    },
  );

  it('gives each page a title of its own', () => {
    const titles = Object.values(PAGE_HEADS).map(({ title }) => title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('describes the business as JSON-LD on / only', () => {
    const script = head('/').document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toEqual(businessData());
    expect(head('/quote').document.querySelector('script')).toBeNull();
  });
});

describe('the business as search engines read it', () => {
  it('is an insurance agency with the Callao office, the +51 phone, the e-mail and WhatsApp', () => {
    const business = businessData();
    expect(business['@type']).toBe('InsuranceAgency');
    expect(business.name).toBe('Compara y Ahorra');
    expect(business.address).toMatchObject({ addressLocality: 'Callao', addressCountry: 'PE' });
    expect(business.telephone).toBe(`+51${config.sitePhone}`);
    expect(business.email).toBe(config.siteEmail);
    expect(business.contactPoint).toContainEqual(
      expect.objectContaining({ url: `https://wa.me/${config.whatsAppNumber}` }),
    );
  });
});

describe('the files for search engines', () => {
  it('list / in the sitemap, which robots.txt names', () => {
    const sitemap = new DOMParser().parseFromString(sitemapXml(), 'application/xml');
    expect([...sitemap.querySelectorAll('url > loc')].map((loc) => loc.textContent)).toEqual([
      `${siteUrl()}/`,
    ]);
    expect(robotsTxt()).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
  });
});

describe('the title of the tab', () => {
  it("is the page's own, or 'not found' at any other address", () => {
    expect(titleAt('/quote')).toBe(PAGE_HEADS['/quote'].title);
    expect(titleAt('/')).toBe(PAGE_HEADS['/'].title);
    expect(titleAt('/no-existe')).toBe(NOT_FOUND_TITLE);
  });
});

describe("the 'not found' page's head", () => {
  it('has its title, asks not to be indexed and names no canonical address or preview', () => {
    const document = new DOMParser().parseFromString(
      `<!doctype html><html><head>${notFoundHeadTags()}</head></html>`,
      'text/html',
    );
    expect(document.title).toBe(NOT_FOUND_TITLE);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.querySelector('link[rel="canonical"], meta[property^="og:"]')).toBeNull();
  });
});

describe('security.txt (RFC 9116)', () => {
  const written = new Date('2026-11-28T09:00:00.000Z');
  const fields = (text: string) =>
    Object.fromEntries(
      text
        .trim()
        .split('\n')
        .map((line) => line.split(': ')),
    );

  it("names the site's e-mail, its languages and its own address", () => {
    expect(fields(securityTxt(written))).toMatchObject({
      Contact: `mailto:${config.siteEmail}`,
      'Preferred-Languages': 'es, en',
      Canonical: `${siteUrl()}/.well-known/security.txt`,
    });
  });

  it('expires less than a year after it is written', () => {
    const expires = new Date(fields(securityTxt(written)).Expires!);
    expect(expires.getTime()).toBeGreaterThan(written.getTime());
    expect(expires < new Date('2027-11-28T09:00:00.000Z')).toBe(true);
    expect(expires.toISOString()).toBe('2027-11-27T09:00:00.000Z');
  });
});
