const path = require('node:path');

const { createJestConfig } = require('../config/jest/create-config');

module.exports = createJestConfig({
  displayName: 'mf-forms',
  rootDir: __dirname,
  environment: 'jsdom',
  // Federated imports of the shell's exposed modules resolve to their sources under Jest.
  moduleNameMapper: {
    '^shell/(ui|booking|router)$': path.join(__dirname, '../shell/src/provides/$1.ts'),
  },
});
