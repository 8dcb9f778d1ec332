/** @type {import('jest').Config} */
module.exports = {
  // Project configs cannot set it: the suites share one timeout, generous for a 2-core machine.
  testTimeout: 30000,
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/site-rules',
    '<rootDir>/release',
    '<rootDir>/shell',
    '<rootDir>/mf-home-tours',
    '<rootDir>/mf-blog-gallery',
    '<rootDir>/mf-forms',
    '<rootDir>/lambdas',
    '<rootDir>/infra-cdk',
    '<rootDir>/browsers',
    '<rootDir>/server',
    '<rootDir>/scripts',
    '<rootDir>/config',
  ],
};
