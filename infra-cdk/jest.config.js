const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({
  displayName: 'infra-cdk',
  rootDir: __dirname,
  testTimeout: 120000,
});
