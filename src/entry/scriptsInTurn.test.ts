import { appendScriptsInTurn, type ScriptLoader } from './scriptsInTurn';

/** Waits for ten tasks, each queued behind those queued before it. */
async function tasksRun() {
  for (let task = 0; task < 10; task += 1) await new Promise((resolve) => setTimeout(resolve));
}

/** jsdom has no MessageChannel: one whose messages are timer tasks, as the browser's are tasks. */
class TaskChannel {
  port1: { onmessage: (() => void) | null } = { onmessage: null };
  port2 = { postMessage: () => void setTimeout(() => this.port1.onmessage?.()) };
}

describe('appendScriptsInTurn', () => {
  beforeEach(() => {
    globalThis.MessageChannel = TaskChannel as unknown as typeof MessageChannel;
  });
  afterEach(() => {
    delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });

  function loader() {
    const appended: string[] = [];
    const runtime = { l: (url: string) => void appended.push(url) };
    appendScriptsInTurn(runtime as unknown as ScriptLoader);
    return { appended, runtime };
  }

  it('appends each script asked for in a task of its own, in order', async () => {
    const { appended, runtime } = loader();
    for (const url of ['a.js', 'b.js', 'c.js']) runtime.l(url);
    // Not in the task that asked, nor at its end.
    await Promise.resolve();
    expect(appended).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve));
    expect(appended).toEqual(['a.js']);
    await tasksRun();
    expect(appended).toEqual(['a.js', 'b.js', 'c.js']);
  });

  it('keeps the order of a script asked for while others still wait', async () => {
    const { appended, runtime } = loader();
    runtime.l('a.js');
    runtime.l('b.js');
    await new Promise((resolve) => setTimeout(resolve));
    runtime.l('c.js');
    await tasksRun();
    expect(appended).toEqual(['a.js', 'b.js', 'c.js']);
    runtime.l('d.js');
    await tasksRun();
    expect(appended).toEqual(['a.js', 'b.js', 'c.js', 'd.js']);
  });
});
