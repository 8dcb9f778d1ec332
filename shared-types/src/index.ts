// Public surface of shared-types: everything the shell, the remotes, the Lambdas and the CDK app
// share. Compiled into each consumer; never deployed on its own.
export * from './api';
export * from './blog-posts';
export * from './cache-rules';
export * from './calendar';
export * from './constants';
export * from './entities';
export * from './federation';
export * from './hydration';
export * from './prerender';
export * from './site-pages';
export * from './redirects';
export * from './routes';
export * from './sanitize';
export * from './site-url';
export * from './social-images';
export * from './telemetry';
export * from './schemas/contact';
export * from './schemas/fields';
export * from './schemas/survey';
export * from './schemas/telemetry';
export * from './tours';
