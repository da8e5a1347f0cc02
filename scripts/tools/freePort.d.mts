export function freePort(host?: string): Promise<number>;
