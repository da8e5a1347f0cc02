// jsdom has no Web Locks API, which every engine the site supports has: this stand-in grants each
// name's lock to one holder at a time, in the order asked, as the API does for the tabs of one
// browser (here, the stores of one test).

type Granted = (lock: Lock | null) => unknown;

const held = new Map<string, Promise<unknown>>();

function request(name: string, ...rest: [Granted] | [LockOptions, Granted]): Promise<unknown> {
  const granted = rest.length === 1 ? rest[0] : rest[1];
  const before = held.get(name) ?? Promise.resolve();
  const turn = before.then(() => granted({ name, mode: 'exclusive' } as Lock));
  held.set(
    name,
    turn.catch(() => undefined),
  );
  return turn;
}

/** Gives jsdom's navigator the Web Locks API. */
export function installWebLocks(): void {
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: { request, query: async () => ({ held: [], pending: [] }) },
  });
}

/** Takes the Web Locks API away, as a browser without it. */
export function removeWebLocks(): void {
  Object.defineProperty(navigator, 'locks', { configurable: true, value: undefined });
}
