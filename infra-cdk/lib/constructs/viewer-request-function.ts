import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

import { buildViewerRequestCode, type ViewerRequestCodeOptions } from '../edge/viewer-request-code';

/** Props of {@link ViewerRequestFunction}. */
export interface ViewerRequestFunctionProps extends ViewerRequestCodeOptions {
  /** Comment shown in the console. @default 'Legacy redirects (301) and SPA routing' */
  readonly comment?: string;
}

/**
 * CloudFront Function (viewer request, JavaScript 2.0) for the shell's behaviour: answers 301 for
 * the shared redirect table, keeping the query, and serves extension-less paths from
 * `/index.html`. Files and the `/remotes/` and `/api/` paths pass untouched.
 */
export class ViewerRequestFunction extends Construct {
  /** The CloudFront Function. */
  public readonly function: cloudfront.Function;
  /** Its generated source, as deployed. */
  public readonly code: string;

  constructor(scope: Construct, id: string, props: ViewerRequestFunctionProps = {}) {
    super(scope, id);

    this.code = buildViewerRequestCode(props);
    this.function = new cloudfront.Function(this, 'Function', {
      code: cloudfront.FunctionCode.fromInline(this.code),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: props.comment ?? 'Legacy redirects (301) and SPA routing',
    });
  }
}
