import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// `npm test` runs jest beside the type check, lint and the build on two cores: an answer that
// takes 50 ms alone can take over a second there, so `findBy`/`waitFor` wait far longer.
configure({ asyncUtilTimeout: 5_000 });
