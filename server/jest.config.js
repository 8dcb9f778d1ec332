const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'server', rootDir: __dirname });
