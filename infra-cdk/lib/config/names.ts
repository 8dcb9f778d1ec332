// Names shared by the stacks of both CDK apps. The deploy stacks find the site through the SSM
// parameters below, so a team's app never synthesises (or depends on an export of) the site stack.

/** Prefix of every stack name. */
export const APP_NAME = 'CatsAboutTown';

/** Stack names of the site app (`bin/app.ts`). */
export const stackNames = {
  api: `${APP_NAME}Api`,
  site: `${APP_NAME}Site`,
  waf: `${APP_NAME}Waf`,
} as const;

/** SSM parameters the site stack publishes for the deploy stacks. */
export const siteParameterNames = {
  bucketName: '/cats-about-town/site/bucket-name',
  distributionId: '/cats-about-town/site/distribution-id',
  distributionDomainName: '/cats-about-town/site/distribution-domain-name',
} as const;

/** Stage of the REST API; CloudFront forwards `/api/*` to `/<stage>/api/*`. */
export const API_STAGE_NAME = 'prod';
