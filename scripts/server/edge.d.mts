export const EDGE_CONFIG: string;
export const QUIET_WRANGLER: Record<string, string>;
export function runWrangler(
  args: string[],
  options?: { show?: boolean; env?: Record<string, string> },
): import('node:child_process').ChildProcess;
export function startEdge(options: {
  buildDir: string;
  host?: string;
  port?: number;
  args?: string[];
  show?: boolean;
}): Promise<{ origin: string; stop(): Promise<void> }>;
