export const CHROMIUM_ARGS: string[];
export function isHeadlessShell(executable: string): boolean;
export function findChromium(options?: { fullBrowser?: boolean }): string;
