export const CHROMIUM_ARGS: string[];
export function findChromium(options?: { fullBrowser?: boolean }): string;
