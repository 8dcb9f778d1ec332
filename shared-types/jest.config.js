const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'shared-types', rootDir: __dirname });
