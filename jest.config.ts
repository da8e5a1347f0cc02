import type { Config } from 'jest';

const config: Config = {
  // The product's code, and the bench's own arithmetic (scripts/measure), plain ES modules.
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  transform: { '\\.[cm]?[jt]sx?$': 'babel-jest' },
  // Tests are named so (scripts/checks/test.mjs is `npm test` itself).
  testMatch: ['**/*.test.{ts,tsx,mjs}'],
  testEnvironment: '<rootDir>/src/testing/jsdomWithTimeZone.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
  // Component tests render whole MUI forms in jsdom: a 2 s test can take three times as long on
  // a busy 2-core CI machine, so the limit sits far above any test's usual time.
  testTimeout: 20_000,
  // As the build resolves it (webpack.config.ts): a `styled.div` would fail here too.
  moduleNameMapper: { '^@emotion/styled$': '@emotion/styled/base' },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
