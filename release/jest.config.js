const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'release', rootDir: __dirname });
