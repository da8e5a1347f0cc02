// Puts the prerendered pages into the build: index.html gets the whole landing page, quote.html
// /quote's search screen, checkout.html /checkout's bar and heading, 404.html the 'not found'
// page every server answers an unknown address with, each with its critical styles, inline
// scripts and head tags (title, link preview, canonical address). Also writes sitemap.xml,
// robots.txt and .well-known/security.txt, with the site's absolute addresses. Done while
// webpack emits the HTML, so that the service worker's precache lists the pages exactly as
// served. Writes inline-hashes.json: the CSP hashes of each page's inline scripts and style
// blocks, page by page (scripts/server/headers.mjs builds each page's policy from its own).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { transformSync } from 'esbuild';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { minify } from 'terser';
import { Compilation, sources, type Compiler } from 'webpack';
import { ISLAND_ATTRIBUTES, withIslandAttributes } from '../../src/islands/attributes';
import type { PrerenderedPath } from '../../src/entry/prerender';
import { BUILD_RECORDS, NOT_FOUND_PAGE, PAGES, type Page } from '../../src/app/pageTable.cjs';

interface PageRenderer {
  renderPage(location: PrerenderedPath): Promise<{ html: string; styles: string; head: string }>;
  siteFiles(): Record<string, string>;
}

/** The HTML files that carry a prerendered page, and the path each one is rendered at. */
const PRERENDERED_PAGES: Record<string, PrerenderedPath> = Object.fromEntries([
  ...PAGES.map((page) => [page.file, page.path]),
  [NOT_FOUND_PAGE.file, NOT_FOUND_PAGE.renderedAt],
]);

const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;
// The template's own title and description, which a prerendered page's head tags replace.
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /<meta name="?description"?[^>]*>/;

/** The CSP source that allows exactly this inline text. */
/** A style tag Emotion rendered on the server: its attributes, its rules. */
const EMOTION_STYLE = /<style (data-emotion="[^"]*")>([\s\S]*?)<\/style>/g;

/** CSS minified by esbuild, as Vite minifies a site's CSS. */
const minifiedCss = (css: string) =>
  transformSync(css, { loader: 'css', minify: true }).code.trim();

const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of a page's inline scripts and style blocks, each once, in order. */
function inlineHashes(html: string) {
  const hashesOf = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((match) => cspHash(match[1] ?? '')))].sort();
  return {
    // Neither scripts loaded from a file nor data blocks (JSON-LD), which the browser never runs.
    scripts: hashesOf(
      /<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g,
    ),
    styles: hashesOf(/<style[^>]*>([\s\S]*?)<\/style>/g),
  };
}

// React's markup escapes these five in attribute values.
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const START_TAG_WITH_STYLE = /<[a-zA-Z][\w-]*\s[^<>]*?\bstyle="[^"]*"[^<>]*>/g;

/**
 * The CSP allows no style attribute, so the `style="..."` that components render (MUI's Paper,
 * CircularProgress, the autosizing textarea's hidden twin) become classes of a style block. React
 * leaves prerendered attributes as they are when it hydrates, and later style changes go through
 * the CSSOM, which the CSP allows.
 */
function styleAttributesToClasses(html: string): { html: string; css: string } {
  const rules = new Map<string, string>();
  const markup = html.replace(START_TAG_WITH_STYLE, (tag) => {
    const [attribute, value = ''] = /\sstyle="([^"]*)"/.exec(tag)!;
    const css = value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
    const name = `s-${createHash('sha256').update(css).digest('hex').slice(0, 8)}`;
    rules.set(name, css);
    const withoutStyle = tag.replace(attribute, '');
    return /\sclass="/.test(withoutStyle)
      ? withoutStyle.replace(/\sclass="([^"]*)"/, (_, names: string) => ` class="${names} ${name}"`)
      : withoutStyle.replace(/^<[\w-]+/, (start) => `${start} class="${name}"`);
  });
  // Doubled, to outrank the single class of the component's own rules, as the attribute did.
  const css = [...rules].map(([name, rule]) => `.${name}.${name}{${rule}}`).join('');
  return { html: markup, css };
}

/**
 * An inline script's code, minified: inline scripts travel in every page, and the landing page
 * must fit, headers included, in the first round trip of a new connection (TCP's initial
 * window, 10 segments of 1460 bytes), as the static hero does.
 */
async function minifiedScript(file: string): Promise<string> {
  const { code } = await minify(withIslandAttributes(readFileSync(file, 'utf8')), {
    compress: { passes: 2 },
    format: { comments: false },
  });
  if (code === undefined) throw new Error(`terser gave nothing for ${file}`);
  return code;
}

/** The pages' inline scripts, each in a <script> of its own. */
async function minifiedScripts(files: string[]): Promise<string> {
  const scripts = await Promise.all(files.map(minifiedScript));
  return scripts.map((code) => `<script>${code}</script>`).join('');
}

/** The inline script that asks for a page's entry once the page has painted. */
const ASK_FOR_ENTRY = path.resolve(__dirname, '../../src/islands/askForEntry.js');

/** The pages whose code loads when visited, by file, each with that code's chunk group. */
const PAGE_CODE: Record<string, string> = Object.fromEntries(
  PAGES.flatMap((page: Page) => (page.code ? [[page.file, page.code]] : [])),
);

/** The chunk group the entry starts once the page has painted (src/entry/main.tsx). */
const APP = 'app';

/**
 * The scripts a page whose code loads when visited needs besides its entry, each with its
 * integrity hash, as askForEntry.js reads them ("address hash address hash..."): the app's
 * first, which the entry would otherwise ask for only once it has come and run (a round trip
 * later, on the way to the page's first screen of its own), then the page's own code.
 */
function pageCodeFiles(compilation: Compilation, page: string): string | undefined {
  const group = PAGE_CODE[page];
  if (!group) return undefined;
  const chunkGroup = (name: string) => {
    const found = compilation.namedChunkGroups.get(name);
    if (!found) throw new Error(`No chunk group named ${name}: its import was renamed`);
    return found;
  };
  const entries = new Set(
    [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()),
  );
  const publicPath = String(compilation.outputOptions.publicPath ?? '/');
  const files = new Set([...chunkGroup(APP).getFiles(), ...chunkGroup(group).getFiles()]);
  return [...files]
    .filter((file) => file.endsWith('.js') && !entries.has(file))
    .map((file) => {
      const source = compilation.getAsset(file)?.source.buffer();
      if (!source) throw new Error(`No asset ${file} for ${page}'s code`);
      return `${publicPath}${file} sha256-${createHash('sha256').update(source).digest('base64')}`;
    })
    .join(' ');
}

/**
 * Every page asks for its entry script once it has painted (docs/first-load.md): the entry's
 * tag, as html-webpack-plugin writes it with its integrity hash, becomes in its place the inline
 * script that asks for it (src/islands/askForEntry.js), the address and hash in its data
 * attributes, with the files of the page's own code when it loads when visited (PAGE_CODE). Its
 * text is the same in every page and every build, which the CSP allows by hash.
 */
export class AskForEntryAfterPaint {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('AskForEntryAfterPaint', (compilation) => {
      const askForEntry = minifiedScript(ASK_FOR_ENTRY);
      const asked = async (
        tag: HtmlWebpackPlugin.HtmlTagObject,
        pageCode: string | undefined,
      ): Promise<HtmlWebpackPlugin.HtmlTagObject> => {
        const { src, integrity } = tag.attributes;
        if (tag.tagName !== 'script' || typeof src !== 'string') return tag;
        return {
          ...tag,
          attributes: {
            'data-src': src,
            ...(integrity && { 'data-integrity': integrity }),
            ...(pageCode && { 'data-page-code': pageCode }),
          },
          innerHTML: await askForEntry,
        };
      };
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
        // After webpack-subresource-integrity has given the tag its hash.
        { name: 'AskForEntryAfterPaint', stage: 20_000 },
        async (data) => {
          const pageCode = pageCodeFiles(compilation, data.outputName);
          return {
            ...data,
            headTags: await Promise.all(data.headTags.map((tag) => asked(tag, pageCode))),
            bodyTags: await Promise.all(data.bodyTags.map((tag) => asked(tag, pageCode))),
          };
        },
      );
    });
  }
}

export class PrerenderPages {
  /** `rendererFile`: the Node build of src/prerender.tsx (`webpack --env prerender`). */
  constructor(
    private readonly rendererFile: string,
    /** The pages' inline scripts, in order, each in a <script> of its own. */
    private readonly inlineScriptFiles: string[],
    /**
     * When the renderer is being built beside this build (scripts/build/build.mjs), the file
     * that says it is complete: the pages wait for it.
     */
    private readonly rendererReadyFile?: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPages', (compilation) => {
      // Read once per build, for every page.
      const inlineScripts = minifiedScripts(this.inlineScriptFiles);
      const pageHashes: Record<string, ReturnType<typeof inlineHashes>> = {};
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PrerenderPages',
        async (data) => {
          const location = PRERENDERED_PAGES[data.outputName];
          if (!location) throw new Error(`No page to prerender into ${data.outputName}`);
          const html = await this.prerender(data.html, location, await inlineScripts);
          pageHashes[data.outputName] = inlineHashes(html);
          return { ...data, html };
        },
      );
      // After html-webpack-plugin has emitted every page.
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrerenderPages', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE + 1 },
        async () => {
          for (const [file, text] of Object.entries((await this.renderer()).siteFiles())) {
            compilation.emitAsset(file, new sources.RawSource(text));
          }
          const pages = Object.keys(pageHashes).sort();
          const hashes = Object.fromEntries(pages.map((page) => [page, pageHashes[page]]));
          compilation.emitAsset(
            BUILD_RECORDS.inlineHashes,
            new sources.RawSource(`${JSON.stringify(hashes, null, 2)}\n`),
          );
        },
      );
    });
  }

  private async renderer(): Promise<PageRenderer> {
    while (this.rendererReadyFile && !existsSync(this.rendererReadyFile)) await sleep(100);
    // Loaded outside the config's own module tree: webpack's persistent cache treats that tree
    // as the build's code, and a new renderer would otherwise throw the whole cache away.
    const file = path.resolve(this.rendererFile);
    return createRequire(file)(file) as PageRenderer;
  }

  private async prerender(
    shell: string,
    location: PrerenderedPath,
    inlineScripts: string,
  ): Promise<string> {
    const rendered = await (await this.renderer()).renderPage(location);
    const { html, css } = styleAttributesToClasses(rendered.html);
    // Emotion moves server styles it has not seen into <head> when it starts, which repaints
    // the page; these already sit in <head>, and data-s tells Emotion to leave them there.
    // Emotion writes their rules as it makes them, spaces and all: they are minified as the
    // template's own CSS is, so that the landing page comes whole in its first round trip.
    const styles =
      rendered.styles.replace(
        EMOTION_STYLE,
        (_, attributes: string, rules: string) =>
          `<style data-s="" ${attributes}>${minifiedCss(rules)}</style>`,
      ) + (css ? `<style>${minifiedCss(css)}</style>` : '');
    if (!EMPTY_ROOT.test(shell)) throw new Error('No empty root element in the page');
    if (!CHARSET.test(shell)) throw new Error('No <meta charset> in the page');
    if (!TEMPLATE_TITLE.test(shell) || !TEMPLATE_DESCRIPTION.test(shell))
      throw new Error('No <title> or description in the page');
    // The inline scripts come right after the charset (which must sit in the first 1024 bytes):
    // they must listen before any control is painted. The root is the app's part of the page:
    // clicks in it wait until the app is live.
    return shell
      .replace(CHARSET, (charset) => `${charset}${inlineScripts}`)
      .replace(TEMPLATE_DESCRIPTION, '')
      .replace(TEMPLATE_TITLE, () => rendered.head)
      .replace('</head>', () => `${styles}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root" ${ISLAND_ATTRIBUTES.island}="app">${html}</div>`);
  }
}
