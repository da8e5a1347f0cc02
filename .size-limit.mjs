// The byte budgets (contract section 8), held by size-limit in `npm test`: sizes are
// deterministic, so CI enforces them. SIZE_LIMIT_DIR names the build (default dist). They count
// the libraries as published: MUI's ripple and CSS-variables theme builder, and the whole of
// React Router's module, which no public option leaves out (docs/performance.md).
import { landingScripts } from './scripts/checks/landingScripts.mjs';

const dir = process.env.SIZE_LIMIT_DIR ?? 'dist';
const landing = landingScripts(dir).map((url) => `${dir}${url}`);

export default [
  // What a browser that accepts brotli gets on the wire (npm start and nginx both send it).
  {
    name: 'JS of / without interaction (brotli)',
    path: landing,
    brotli: true,
    limit: '135 kB',
  },
  { name: 'JS of / without interaction (gzip)', path: landing, gzip: true, limit: '153.5 KiB' },
  { name: 'All JS (gzip)', path: `${dir}/assets/*.js`, gzip: true, limit: '300 KiB' },
];
