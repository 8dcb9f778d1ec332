const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({
  displayName: 'lambdas',
  rootDir: __dirname,
  // The mail configuration is read at cold start, so it must be in the environment before any
  // test imports a handler.
  setupFilesAfterEach: ['<rootDir>/src/test-support/setup-env.ts'],
});
