export function startNginx(options: {
  buildDir: string;
  httpPort: number;
  httpsPort: number;
  emailjsOrigin?: string;
}): Promise<{ ca: string; acmeDir: string; stop(): void }>;
