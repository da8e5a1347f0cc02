// A stand-in for EmailJS on loopback, where the end-to-end build sends (EMAILJS_ORIGIN): it
// answers every send as EmailJS does and keeps what was posted, which GET /sent lists. A real
// request leaves the page, so every engine's sends are seen, whatever its driver can intercept.
import { createServer } from 'node:http';
import { E2E_EMAILJS } from './buildEnv.mjs';

const { hostname, port } = new URL(E2E_EMAILJS.EMAILJS_ORIGIN);
const sent = [];

createServer(async (request, response) => {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method === 'GET' && request.url === '/sent') {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(sent));
    return;
  }
  if (request.method === 'POST' && request.url === '/api/v1.0/email/send-form') {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    // The browser's multipart body, read by the platform's own parser.
    const form = await new Response(Buffer.concat(chunks), {
      headers: { 'Content-Type': request.headers['content-type'] ?? '' },
    }).formData();
    sent.push(Object.fromEntries(form));
    response.setHeader('Content-Type', 'text/plain');
    response.end('OK');
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(Number(port), hostname);
