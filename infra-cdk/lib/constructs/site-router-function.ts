import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import { buildSiteRouterCode, siteRouterData, type SiteRouterDataOptions } from 'release/edge';

/** Props of {@link SiteRouterFunction}. */
export interface SiteRouterFunctionProps extends SiteRouterDataOptions {
  /** Comment shown in the console. @default 'Redirects (301), prerendered pages and 404s' */
  readonly comment?: string;
}

/**
 * The CloudFront Function (JavaScript 2.0) of the shell's and the remotes' behaviours, for both
 * viewer events: 301 for the shared redirect table (query kept), each page address to its
 * prerendered page, any other page address to the not-found page, answered 404; while a section
 * runs a canary, its manifest and pages to the canary's release for the visitors whose bucket
 * cookie is below its share (edge/canary-router.js), by the pointers in its key value store.
 * Other files and the `/api/` paths pass untouched.
 */
export class SiteRouterFunction extends Construct {
  /** The CloudFront Function. */
  public readonly function: cloudfront.Function;
  /** Its source, as deployed. */
  public readonly code: string;
  /** The canary pointers it reads, one key per section (written by the platform only). */
  public readonly keyValueStore: cloudfront.KeyValueStore;

  constructor(scope: Construct, id: string, props: SiteRouterFunctionProps = {}) {
    super(scope, id);

    this.code = buildSiteRouterCode(siteRouterData(props));
    this.keyValueStore = new cloudfront.KeyValueStore(this, 'CanaryPointers', {
      comment: "Each remote section's canary: its stable release, its canary and their share",
    });
    this.function = new cloudfront.Function(this, 'Function', {
      code: cloudfront.FunctionCode.fromInline(this.code),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: this.keyValueStore,
      comment: props.comment ?? 'Redirects (301), prerendered pages and 404s',
    });
  }

  /** Its associations with a behaviour: the viewer request and the viewer response. */
  public associations(): cloudfront.FunctionAssociation[] {
    return [
      { function: this.function, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      { function: this.function, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
    ];
  }
}
