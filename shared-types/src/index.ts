// Public surface of shared-types: the contracts the shell, the remotes, the Lambdas and the CDK app
// share (types, schemas, data and the names built from them). The code that runs on them is in
// site-rules. Compiled into each consumer; never deployed on its own.
export * from './api';
export * from './blog-posts';
export * from './cache-rules';
export * from './calendar';
export * from './constants';
export * from './entities';
export * from './external-hosts';
export * from './federation';
export * from './hydration';
export * from './page-route';
export * from './prerender';
export * from './site-pages';
export * from './sitemaps';
export * from './redirects';
export * from './routes';
export * from './section-routes';
export * from './schemas/sanitize';
export * from './social-images';
export * from './telemetry';
export * from './schemas/contact';
export * from './schemas/fields';
export * from './schemas/survey';
export * from './schemas/telemetry';
export { z } from './schemas/zod';
export * from './tours';
