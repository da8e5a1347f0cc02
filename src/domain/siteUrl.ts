// The site's public address, from SITE_URL at build time: the canonical links, the preview of a
// shared link (og:url, og:image), the sitemap and robots.txt need absolute addresses.

export const DEFAULT_SITE_URL = 'https://comparayahorra.pe';

/**
 * The origin given to the build (an empty setting takes the default), without a trailing
 * slash. Throws, naming the setting, for anything but an http(s) origin: a wrong address in every
 * shared link and search result must stop the build.
 */
export function siteUrlFrom(value = ''): string {
  const given = value.trim() === '' ? DEFAULT_SITE_URL : value.trim();
  let url: URL | undefined;
  try {
    url = new URL(given);
  } catch {
    url = undefined;
  }
  const isOrigin =
    url !== undefined &&
    /^https?:$/.test(url.protocol) &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '';
  if (!url || !isOrigin) {
    throw new Error(
      `SITE_URL must be the site's address, such as https://comparayahorra.pe, with no path (got "${value}").`,
    );
  }
  return url.origin;
}
