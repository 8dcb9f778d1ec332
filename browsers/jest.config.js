const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'browsers', rootDir: __dirname });
