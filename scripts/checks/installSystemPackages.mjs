// Installs the Debian packages the tests need (./systemPackages.mjs) that are missing, saying
// what and how long it took: `node scripts/checks/installSystemPackages.mjs`, as .ci/run does
// before `npm ci`.
import { installMissingPackages } from './systemPackages.mjs';

process.exit(installMissingPackages() ? 0 : 1);
