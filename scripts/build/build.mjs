// `npm run build`: the Node renderer of the prerendered pages (`webpack --env prerender`) and the
// site itself, built at once. The site's build needs the renderer only when it writes the HTML,
// near its end (scripts/build/prerenderPages.ts waits for it there), so the two share the cores
// instead of taking turns: a cold build takes about a fifth less time. Once both are done, the
// files Cloudflare's edge reads beside the build are written from it (scripts/deploy/edgeFiles.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { writeEdgeFiles } from '../deploy/edgeFiles.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const webpack = path.join(root, 'node_modules/.bin/webpack');
/** Written once the renderer is complete; never left over from an earlier build. */
const rendererReady = path.join(root, 'node_modules/.cache/prerender-ready');

function build(args, env = {}) {
  const child = spawn(webpack, ['--mode', 'production', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const exited = new Promise((resolve) => child.on('close', (status) => resolve(status ?? 1)));
  return { child, exited };
}

rmSync(rendererReady, { force: true });
mkdirSync(path.dirname(rendererReady), { recursive: true });
const renderer = build(['--env', 'prerender']);
const site = build([], { PRERENDER_READY_FILE: rendererReady });

const rendererStatus = await renderer.exited;
if (rendererStatus === 0) writeFileSync(rendererReady, '');
// The site's build would wait for a renderer that never comes.
else site.child.kill();
const siteStatus = await site.exited;
rmSync(rendererReady, { force: true });
if (rendererStatus === 0 && siteStatus === 0) {
  // The build's settings, as webpack.config.ts reads them.
  loadDotenv({ quiet: true });
  writeEdgeFiles(
    path.resolve(root, process.env.OUT_DIR ?? 'dist'),
    process.env.EMAILJS_ORIGIN || undefined,
  );
}
process.exit(rendererStatus || siteStatus);
