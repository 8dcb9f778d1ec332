// The site's Content-Security-Policy as the distribution's response headers policy sends it, and
// the external hosts it names by default: what the end-to-end suites hold the pages to.
export { buildContentSecurityPolicy } from './edge/content-security-policy';
export { defaultHosts } from './config/site-config';
