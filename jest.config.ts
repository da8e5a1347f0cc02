import type { Config } from 'jest';

const config: Config = {
  roots: ['<rootDir>/src'],
  testEnvironment: '<rootDir>/src/testing/jsdomWithTimeZone.js',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setupTests.ts'],
  testEnvironmentOptions: { customExportConditions: [''] },
  clearMocks: true,
  restoreMocks: true,
};

export default config;
