const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({ displayName: 'site-rules', rootDir: __dirname });
