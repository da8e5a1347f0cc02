// @ts-check
// A port no one listens on now, for a server started beside others (wrangler dev and its
// debugger, WebKitWebDriver). Tests import it when asked for, as scripts/tools/startedWithin.mjs.
import { createServer } from 'node:net';

/** @returns {Promise<number>} */
export async function freePort(host = '127.0.0.1') {
  const server = createServer().listen(0, host);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(resolve));
  return port;
}
