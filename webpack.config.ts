import path from 'node:path';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import { config as loadDotenv } from 'dotenv';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { SubresourceIntegrityPlugin } from 'webpack-subresource-integrity';
import { InjectManifest } from 'workbox-webpack-plugin';
import { AskForEntryAfterPaint, PrerenderPages } from './scripts/build/prerenderPages';
import { BUILD_RECORDS, NOT_FOUND_PAGE, pageAt, PAGES } from './src/app/pageTable.cjs';
import { euroRateFrom } from './src/domain/euroRate';
import { exchangeRateFrom } from './src/domain/exchangeRate';
import { siteUrlFrom } from './src/domain/siteUrl';

loadDotenv({ quiet: true });

// Contract section 5: the build-time settings the site reads from process.env.
const PUBLIC_ENV = [
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_ID',
  'EMAILJS_COMPLAINT_TEMPLATE_ID',
  'EMAILJS_PURCHASE_TEMPLATE_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_ORIGIN',
  'SITE_PHONE',
  'SITE_EMAIL',
  'WHATSAPP_NUMBER',
  'EXCHANGE_RATE_PEN',
  'EXCHANGE_RATE_DATE',
  'EXCHANGE_RATE_EUR',
  'EXCHANGE_RATE_EUR_DATE',
  'SITE_URL',
  'COMPANY_NAME',
  'COMPANY_RUC',
] as const;

// A rate that is not a positive number, a date that is not a date, or a site address that is
// not an origin stops the build here. The rate in soles goes into the code as it is checked to
// be (the default where none is given): the browser has nothing left to check.
const exchangeRate = exchangeRateFrom(
  process.env.EXCHANGE_RATE_PEN,
  process.env.EXCHANGE_RATE_DATE,
);
process.env.EXCHANGE_RATE_PEN = String(exchangeRate.solesPerDollar);
process.env.EXCHANGE_RATE_DATE = exchangeRate.date;
euroRateFrom(process.env.EXCHANGE_RATE_EUR, process.env.EXCHANGE_RATE_EUR_DATE);
// The site's address goes into the code as the origin it is checked to be (no trailing slash).
process.env.SITE_URL = siteUrlFrom(process.env.SITE_URL);

/**
 * Lists in boot-chunks.json the scripts of the app chunk that src/entry/main.tsx starts after the
 * first paint, so that the size budget and the bench count them as initial JS.
 */
class BootChunksManifest {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BootChunksManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BootChunksManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = [...(compilation.namedChunkGroups.get('app')?.getFiles() ?? [])];
          const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
          compilation.emitAsset(
            BUILD_RECORDS.bootChunks,
            new webpack.sources.RawSource(JSON.stringify(scripts)),
          );
        },
      );
    });
  }
}

/**
 * Marks every script for eager compilation with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+): a script of the site is loaded when its code
 * is about to run (the first load's, an island's as it wakes, a page's as the visitor heads
 * for it), and its functions are then compiled off the main thread while the file downloads,
 * instead of on the main thread as each is first called (a large share of the main thread's
 * script time on the landing page and the quote form's first use). Added
 * after the minifier, which drops comments, and before the source maps and the integrity hashes,
 * which cover it.
 */
class CompileHints {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'CompileHints',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) =>
                  new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
              );
            }
          }
        },
      );
    });
  }
}

export const outputDir = path.resolve(__dirname, process.env.OUT_DIR ?? 'dist');
/** Where the build-time renderer of the prerendered pages goes (`webpack --env prerender`, scripts/build/build.mjs). */
export const prerenderDir = path.resolve(__dirname, 'node_modules/.cache/prerender');

/**
 * One of the site's pages: the same template, which asks for the entry script once it has
 * painted (AskForEntryAfterPaint). Production pages are minified with html-webpack-plugin's own
 * default settings plus the template's inline CSS: the landing page must come whole in its
 * connection's first round trip (tests/e2e/nginx.desktop.spec.ts).
 */
const htmlPage = (filename: string, production: boolean) =>
  new HtmlWebpackPlugin({
    template: 'public/index.html',
    filename,
    scriptLoading: 'defer',
    minify: production && {
      collapseWhitespace: true,
      keepClosingSlash: true,
      removeComments: true,
      removeRedundantAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      minifyCSS: true,
    },
  });

/** The year of the build: what the prerendered pages say until the browser says otherwise. */
const BUILD_YEAR = String(new Date().getFullYear());

const definePublicEnv = () =>
  new webpack.DefinePlugin({
    ...Object.fromEntries(
      PUBLIC_ENV.map((name) => [`process.env.${name}`, JSON.stringify(process.env[name] ?? '')]),
    ),
    'process.env.BUILD_YEAR': JSON.stringify(BUILD_YEAR),
  });

// Builds of the same source with other settings (the end-to-end suite's second deploy, a
// rebuild after a small change) reuse what did not change, the transpiled modules above all.
const persistentCache: Configuration['cache'] = {
  type: 'filesystem',
  buildDependencies: {
    config: [__filename, path.resolve(__dirname, 'scripts/build/prerenderPages.ts')],
  },
};

/** The build's text files, served compressed. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;
/** Source maps and the build's own records: neither precached nor compressed. */
const NOT_FOR_VISITORS = [
  /\.map$/,
  /\.LICENSE\.txt$/,
  ...Object.values(BUILD_RECORDS).map((file) => new RegExp(`^${file.replace(/\./g, '\\.')}$`)),
];

/** Read by search engines, link previews and security researchers, never by the site offline: not precached. */
const FOR_CRAWLERS = [
  /^og-image\.png$/,
  /^sitemap\.xml$/,
  /^robots\.txt$/,
  /^\.well-known\/security\.txt$/,
];

/**
 * Emotion's `styled` without its tag shortcuts (`styled.div`, ...): MUI, the only caller, always
 * calls it as a function, and building every shortcut took a phone's main thread a noticeable
 * while in one of the app's start steps.
 */
const EMOTION_STYLED_BASE = { '@emotion/styled$': '@emotion/styled/base' };

const scripts = {
  rules: [
    { test: /\.[jt]sx?$/, exclude: /node_modules/, use: 'babel-loader' },
    // A CommonJS package with no side effects that does not say so: @emotion/react imports it
    // bare, which would keep it on every first load though only Formik (loaded later) calls it.
    { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
  ],
};

/** The landing page rendered to HTML in Node at build time, from the same source. */
const prerenderConfig = (): Configuration => ({
  name: 'prerender',
  mode: 'production',
  cache: persistentCache,
  target: 'node',
  entry: './src/entry/prerender.tsx',
  output: {
    path: prerenderDir,
    filename: 'prerender.js',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js'], alias: EMOTION_STYLED_BASE },
  module: scripts,
  // One file: the parts the browser loads later are all there when the page is rendered.
  plugins: [definePublicEnv(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  optimization: { minimize: false },
  devtool: false,
  performance: { hints: false },
});

export default (
  env: { prerender?: boolean },
  argv: { mode?: Configuration['mode'] },
): Configuration => {
  if (env.prerender) return prerenderConfig();
  const production = argv.mode !== 'development';
  const devServer: DevServerConfiguration = {
    historyApiFallback: true,
    hot: true,
    port: Number(process.env.PORT ?? 3000),
  };
  return {
    name: 'site',
    mode: production ? 'production' : 'development',
    cache: production ? persistentCache : { type: 'memory' },
    entry: './src/entry/main.tsx',
    output: {
      path: outputDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
      // Subresource Integrity: every script, lazy chunks included, is checked against the hash
      // its page or parent chunk names (which needs CORS-mode loading, same-origin here).
      crossOriginLoading: 'anonymous',
      // The CSP requires Trusted Types for scripts: the chunk loader makes its script URLs
      // through this named policy (scripts/server/headers.mjs lists it).
      trustedTypes: { policyName: 'webpack' },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: EMOTION_STYLED_BASE,
    },
    module: scripts,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // html-webpack-plugin minifies the pages itself; webpack's own pass would also rewrite the
    // inline early-input script, whose exact text the CSP allows by its hash.
    optimization: {
      // A third pass of terser's compressor: 0.3 KB less of brotli on the first load's scripts.
      minimizeOptions: { html: false, javascript: { compress: { passes: 3 } } },
      // Modules that several lazy chunks share get a chunk of their own from 2 KB: with webpack's
      // 20 KB default each chunk carried its own copy (FormField in six, IconButton in two).
      splitChunks: { minSize: 2000 },
    },
    plugins: [
      definePublicEnv(),
      htmlPage(pageAt('/')!.file, production),
      new AskForEntryAfterPaint(),
      new BootChunksManifest(),
      new CopyPlugin({
        patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }],
      }),
      // Production only: '/' is the prerendered landing page, '/quote' and '/checkout' their
      // prerendered first screens (quote.html, checkout.html), every other address the 'not
      // found' page (404.html), and a service worker precaches them with every asset, so that
      // the site opens offline after one visit. Development keeps no worker that could serve
      // stale code.
      ...(production
        ? [
            ...[...PAGES.filter((page) => page.path !== '/'), NOT_FOUND_PAGE].map((page) =>
              htmlPage(page.file, production),
            ),
            new CompileHints(),
            // Each chunk's hash sits in the chunk that loads it, not all in the entry.
            new SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'], hashLoading: 'lazy' }),
            new PrerenderPages(
              path.join(prerenderDir, 'prerender.js'),
              ['src/islands/eventReplay.js', 'src/features/quote/dateLimits.js'].map((file) =>
                path.resolve(__dirname, file),
              ),
              process.env.PRERENDER_READY_FILE,
            ),
            new InjectManifest({
              swSrc: './src/entry/serviceWorker.ts',
              swDest: 'sw.js',
              exclude: [...NOT_FOR_VISITORS, ...FOR_CRAWLERS, /\.(gz|br)$/],
              // Each page is kept at its own address, the one every server answers it at: its
              // file's name is only another spelling, which redirects there.
              manifestTransforms: [
                async (entries) => ({
                  manifest: entries.map((entry) => ({
                    ...entry,
                    url: PAGES.find((page) => entry.url === `/${page.file}`)?.path ?? entry.url,
                  })),
                  warnings: [],
                }),
              ],
            }),
            // Every text file also compressed, as nginx's gzip_static and `npm start` serve it:
            // a phone on a slow network gets the scripts in a third of the bytes.
            ...(['gzip', 'brotliCompress'] as const).map(
              (algorithm) =>
                new CompressionPlugin({
                  algorithm,
                  filename: `[path][base].${algorithm === 'gzip' ? 'gz' : 'br'}`,
                  test: COMPRESSIBLE,
                  exclude: NOT_FOR_VISITORS,
                }),
            ),
          ]
        : []),
    ],
    performance: { hints: false },
    devServer,
  };
};
