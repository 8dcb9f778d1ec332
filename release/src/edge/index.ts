// The edge router: the CloudFront Function's code (site-router.js, then canary-router.js) and the
// site's data it is built with. The site stack deploys it; the local stage server runs the same
// code in a V8 context.
export {
  buildSiteRouterCode,
  KVS_PRELUDE,
  siteRouterData,
  type SiteRouterDataOptions,
} from './site-router-code';
