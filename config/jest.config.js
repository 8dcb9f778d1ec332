const { createJestConfig } = require('./jest/create-config');

module.exports = createJestConfig({ displayName: 'config', rootDir: __dirname });
