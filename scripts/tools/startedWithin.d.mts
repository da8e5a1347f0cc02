export function startedWithin<T>(options: {
  what: string;
  child: import('node:child_process').ChildProcess;
  ready: () => Promise<T | undefined>;
  output: () => string;
  limitMs: number;
  stop?: () => unknown;
}): Promise<T>;
