// Shared Jest settings: every package runs its TypeScript tests through ts-jest without type
// checking (isolated modules); `tsc --noEmit` type-checks separately, which keeps the suites fast.
const path = require('node:path');

/**
 * @param {{ displayName: string, rootDir: string, environment?: 'node' | 'jsdom', setupFilesAfterEach?: string[], moduleNameMapper?: Record<string, string>, testTimeout?: number }} options
 * @returns {import('jest').Config}
 */
function createJestConfig(options) {
  const environment = options.environment ?? 'node';
  return {
    displayName: options.displayName,
    rootDir: options.rootDir,
    testEnvironment:
      environment === 'jsdom' ? path.join(__dirname, 'jsdom-environment.js') : 'node',
    roots: ['<rootDir>'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/cdk.out/'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: path.join(options.rootDir, 'tsconfig.json'),
          diagnostics: false,
        },
      ],
    },
    moduleNameMapper: {
      '\\.(css|scss)$': path.join(__dirname, 'style-mock.js'),
      '\\.(png|jpe?g|webp|svg|gif|avif)$': path.join(__dirname, 'file-mock.js'),
      ...(options.moduleNameMapper ?? {}),
    },
    setupFilesAfterEnv: [
      ...(environment === 'jsdom' ? [path.join(__dirname, 'setup-dom.ts')] : []),
      ...(options.setupFilesAfterEach ?? []),
    ],
    testTimeout: options.testTimeout ?? 10000,
  };
}

module.exports = { createJestConfig };
