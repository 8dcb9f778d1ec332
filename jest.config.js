/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/shared-types',
    '<rootDir>/shell',
    '<rootDir>/mf-home-tours',
    '<rootDir>/mf-blog-gallery',
    '<rootDir>/mf-forms',
    '<rootDir>/lambdas',
    '<rootDir>/infra-cdk',
    '<rootDir>/server',
  ],
};
