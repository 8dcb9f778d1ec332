// Public surface of site-rules: the code the shell, the local server, the release scripts and the
// infrastructure's checks run alike on shared-types' data. Compiled into each consumer; never
// deployed on its own.
export * from './cache-rules';
export * from './find-page';
export * from './redirects';
export * from './remote-build';
export * from './security-headers';
export * from './site-url';
