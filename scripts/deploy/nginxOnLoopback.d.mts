export function startNginx(options: {
  buildDir: string;
  httpPort: number;
  httpsPort: number;
  emailjsOrigin?: string;
  debian: { nginx: string; nginxBrotliStatic: string; openssl: string };
}): Promise<{ ca: string; acmeDir: string; stop(): void }>;
