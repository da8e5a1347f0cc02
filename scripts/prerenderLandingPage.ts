// Puts the prerendered landing page into the build: index.html gets the header and hero markup,
// their critical styles and the early-input script; app.html keeps the empty shell for every
// other route. Done while webpack emits the HTML, so that the service worker's precache lists
// the pages exactly as they are served.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

interface LandingPageRenderer {
  renderLandingPage(): Promise<{ html: string; styles: string }>;
}

const EMPTY_ROOT = /<div id="?root"?><\/div>/;
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

export class PrerenderLandingPage {
  /** `rendererFile`: the Node build of src/prerender.tsx (`webpack --env prerender`). */
  constructor(
    private readonly rendererFile: string,
    private readonly earlyInputFile: string,
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrerenderLandingPage', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PrerenderLandingPage',
        async (data) => {
          if (data.outputName !== 'index.html') return data;
          return { ...data, html: await this.prerender(data.html) };
        },
      );
    });
  }

  private async prerender(shell: string): Promise<string> {
    // Loaded outside the config's own module tree: webpack's persistent cache treats that tree
    // as the build's code, and a new renderer would otherwise throw the whole cache away.
    const file = path.resolve(this.rendererFile);
    const renderer = createRequire(file)(file) as LandingPageRenderer;
    const { html, styles: styleTags } = await renderer.renderLandingPage();
    // Emotion moves server styles it has not seen into <head> when it starts, which repaints
    // the page; these already sit in <head>, and data-s tells Emotion to leave them there.
    const styles = styleTags.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
    if (!EMPTY_ROOT.test(shell)) throw new Error('No empty root element in index.html');
    const [entryScript, entrySrc] = shell.match(ENTRY_SCRIPT) ?? [];
    if (!entryScript) throw new Error('No deferred entry script in index.html');
    const earlyInput = readFileSync(this.earlyInputFile, 'utf8');
    // The early-input script goes first in <head>: it must listen before any control is painted.
    // It also starts the entry script, after the first paint (see src/earlyInput.js).
    return shell
      .replace(
        '<head>',
        () => `<head><script data-entry-script="${entrySrc}">${earlyInput}</script>`,
      )
      .replace(entryScript, '')
      .replace('</head>', () => `${styles}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
  }
}
