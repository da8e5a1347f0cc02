// Webpack appends every script that a dynamic import needs in one go: /quote's code is nine
// scripts, and appending them (each a request set up, its integrity and the Trusted Types
// policy checked) held the main thread in one long task, the quote form's first use's longest
// frame. Here each script is appended in a task of its
// own, in the order asked for, so that a key pressed meanwhile is answered between two of them.
// Message tasks, not timers: no timer clamping or test clock holds them back.

/** The part of webpack's runtime that appends a chunk's script (`__webpack_require__.l`). */
export interface ScriptLoader {
  l: (...args: never[]) => void;
}

/** Makes `runtime` append each script it is asked for in a task of its own, in order. */
export function appendScriptsInTurn(runtime: ScriptLoader): void {
  const appendNow = runtime.l;
  const queued: Parameters<ScriptLoader['l']>[] = [];
  const { port1, port2 } = new MessageChannel();
  port1.onmessage = () => {
    appendNow(...queued.shift()!);
    if (queued.length) port2.postMessage(0);
  };
  runtime.l = (...args) => {
    if (queued.push(args) === 1) port2.postMessage(0);
  };
}
