// Puts the prerendered pages into the build: index.html gets the whole landing page, quote.html /quote's search screen, checkout.html /checkout's bar and heading, each
// with its critical styles and the early-input script; app.html keeps the empty shell for every
// other route. Done while webpack emits the HTML, so that the service worker's precache lists the
// pages exactly as served.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';
import type { PrerenderedPath } from '../src/prerender';

interface PageRenderer {
  renderPage(location: PrerenderedPath): Promise<{ html: string; styles: string }>;
}

/** The HTML files that carry a prerendered page, and the path each one is served at. */
const PRERENDERED_PAGES: Record<string, PrerenderedPath> = {
  'index.html': '/',
  'quote.html': '/quote',
  'checkout.html': '/checkout',
};

const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

export class PrerenderPages {
  /** `rendererFile`: the Node build of src/prerender.tsx (`webpack --env prerender`). */
  constructor(
    private readonly rendererFile: string,
    private readonly earlyInputFile: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderPages', (compilation) => {
      // Read once per build, for every page.
      const earlyInput = readFileSync(this.earlyInputFile, 'utf8');
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PrerenderPages',
        async (data) => {
          const location = PRERENDERED_PAGES[data.outputName];
          if (!location) return data;
          return { ...data, html: await this.prerender(data.html, location, earlyInput) };
        },
      );
    });
  }

  private async prerender(
    shell: string,
    location: PrerenderedPath,
    earlyInput: string,
  ): Promise<string> {
    // Loaded outside the config's own module tree: webpack's persistent cache treats that tree
    // as the build's code, and a new renderer would otherwise throw the whole cache away.
    const file = path.resolve(this.rendererFile);
    const renderer = createRequire(file)(file) as PageRenderer;
    const { html, styles: styleTags } = await renderer.renderPage(location);
    // Emotion moves server styles it has not seen into <head> when it starts, which repaints
    // the page; these already sit in <head>, and data-s tells Emotion to leave them there.
    const styles = styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
    if (!EMPTY_ROOT.test(shell)) throw new Error('No empty root element in the page');
    const [entryScript, entrySrc] = shell.match(ENTRY_SCRIPT) ?? [];
    if (!entryScript) throw new Error('No deferred entry script in the page');
    // The early-input script goes first in <head>: it must listen before any control is painted.
    // It also starts the entry script, after the first paint (see src/firstLoad/earlyInput.js).
    // The root is the app's part of the page: clicks in it wait until the app is live.
    return shell
      .replace(
        '<head>',
        () => `<head><script data-entry-script="${entrySrc}">${earlyInput}</script>`,
      )
      .replace(entryScript, '')
      .replace('</head>', () => `${styles}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root" data-part="app">${html}</div>`);
  }
}
