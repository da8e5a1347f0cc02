import '@testing-library/jest-dom/jest-globals';
import { beforeEach } from '@jest/globals';
import { configure } from '@testing-library/react';
import { installWebLocks } from './webLocks';

// `npm test` runs jest beside the type check, lint and the build on two cores: an answer that
// takes 50 ms alone can take over a second there, so `findBy`/`waitFor` wait far longer.
configure({ asyncUtilTimeout: 5_000 });

// Each test meets the site as a new visitor does: nothing stored (a test's stores stop writing
// when it ends, src/testing/store.ts).
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Every engine the site supports lets its tabs take turns (src/lib/tabTurns.ts).
beforeEach(() => {
  installWebLocks();
});
