// Cache-Control values written on upload (ARCHITECTURE.md, "Deploying"). CloudFront's cache
// policies honour them (minimum TTL 0), so these headers alone decide what is cached and for how long.

/** Content-hashed files never change under their name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Entry points are revalidated on every request so a release shows at once. */
export const NO_CACHE_CACHE_CONTROL = 'no-cache';
