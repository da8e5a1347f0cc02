// `npm start` serves the production build (scripts/server/site.mjs) on HOST and PORT.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config as loadDotenv } from 'dotenv';
import { siteHandler } from './site.mjs';

loadDotenv({ quiet: true });

const root = path.resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  process.env.OUT_DIR ?? 'dist',
);
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

createServer(siteHandler(root)).listen(port, host, () => {
  console.log(`Compara y Ahorra: http://${host}:${port}`);
});
