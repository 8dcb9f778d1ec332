const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'scripts', rootDir: __dirname });
