export function landingScripts(dir: string): string[];
