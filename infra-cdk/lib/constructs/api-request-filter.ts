import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import { wafVisibility } from './waf-visibility';

/** Props of {@link ApiRequestFilter}. */
export interface ApiRequestFilterProps {
  /** The stage the filter guards. */
  readonly stage: apigateway.Stage;
  /**
   * The header CloudFront adds to what it forwards, and the values it may carry (dynamic
   * references to the origin secrets): a request without one of them did not come through the
   * site's distribution and is refused.
   */
  readonly originVerify: {
    readonly headerName: string;
    readonly acceptedValues: readonly string[];
  };
  /** Metric name prefix. @default 'CatsAboutTownApi' */
  readonly metricPrefix?: string;
}

type CustomBody = wafv2.CfnWebACL.CustomResponseBodyProperty;

function errorBody(message: string): CustomBody {
  return { contentType: 'APPLICATION_JSON', content: JSON.stringify({ error: { message } }) };
}

const header = (name: string) => ({ singleHeader: { Name: name } });
const lowercase = [{ priority: 0, type: 'LOWERCASE' }];

/** A statement: the request's method is POST. */
const isPost: wafv2.CfnWebACL.StatementProperty = {
  byteMatchStatement: {
    fieldToMatch: { method: {} },
    positionalConstraint: 'EXACTLY',
    searchString: 'POST',
    textTransformations: [{ priority: 0, type: 'NONE' }],
  },
};

function headerMatches(
  name: string,
  constraint: 'EXACTLY' | 'STARTS_WITH',
  value: string,
): wafv2.CfnWebACL.StatementProperty {
  return {
    byteMatchStatement: {
      fieldToMatch: header(name),
      positionalConstraint: constraint,
      searchString: value,
      textTransformations: lowercase,
    },
  };
}

/** A statement: the header carries exactly one of the values. */
function headerIsOneOf(name: string, values: readonly string[]): wafv2.CfnWebACL.StatementProperty {
  const matches = values.map((value): wafv2.CfnWebACL.StatementProperty => ({
    byteMatchStatement: {
      fieldToMatch: header(name),
      positionalConstraint: 'EXACTLY',
      searchString: value,
      textTransformations: [{ priority: 0, type: 'NONE' }],
    },
  }));
  return matches.length === 1 ? matches[0]! : { orStatement: { statements: matches } };
}

/**
 * A REGIONAL web ACL on the API stage, so API Gateway itself refuses, before a function runs:
 * any request that did not come through the site's CloudFront distribution, which adds a secret
 * header (403; this closes the execute-api address and the API's own domain to direct callers);
 * a POST that is not `application/json` (415); and a POST that no page of the site sent, with no
 * Origin or one the browser marks cross-site or same-site (403). Which origins belong to the site
 * is for the functions to say; this only needs the browser's word. Every answer has the
 * `{ error: { message } }` shape the forms read.
 */
export class ApiRequestFilter extends Construct {
  /** The web ACL. */
  public readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: ApiRequestFilterProps) {
    super(scope, id);

    const visibility = wafVisibility(props.metricPrefix ?? 'CatsAboutTownApi');

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'REGIONAL',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('RequestFilter'),
      customResponseBodies: {
        notThroughSite: errorBody('This address answers only through our website.'),
        unsupportedMediaType: errorBody('The request must be sent as JSON.'),
        foreignOrigin: errorBody('This form can only be sent from our website.'),
      },
      rules: [
        {
          name: 'through-cloudfront-only',
          priority: 0,
          action: {
            block: {
              customResponse: { responseCode: 403, customResponseBodyKey: 'notThroughSite' },
            },
          },
          visibilityConfig: visibility('ThroughCloudFrontOnly'),
          statement: {
            notStatement: {
              statement: headerIsOneOf(
                props.originVerify.headerName,
                props.originVerify.acceptedValues,
              ),
            },
          },
        },
        {
          name: 'json-only',
          priority: 1,
          action: {
            block: {
              customResponse: { responseCode: 415, customResponseBodyKey: 'unsupportedMediaType' },
            },
          },
          visibilityConfig: visibility('JsonOnly'),
          statement: {
            andStatement: {
              statements: [
                isPost,
                {
                  notStatement: {
                    statement: headerMatches('content-type', 'STARTS_WITH', 'application/json'),
                  },
                },
              ],
            },
          },
        },
        {
          name: 'site-origin-only',
          priority: 2,
          action: {
            block: {
              customResponse: { responseCode: 403, customResponseBodyKey: 'foreignOrigin' },
            },
          },
          visibilityConfig: visibility('SiteOriginOnly'),
          statement: {
            andStatement: {
              statements: [
                isPost,
                {
                  orStatement: {
                    statements: [
                      {
                        notStatement: { statement: headerMatches('origin', 'STARTS_WITH', 'http') },
                      },
                      headerMatches('sec-fetch-site', 'EXACTLY', 'cross-site'),
                      headerMatches('sec-fetch-site', 'EXACTLY', 'same-site'),
                    ],
                  },
                },
              ],
            },
          },
        },
      ],
    });

    new wafv2.CfnWebACLAssociation(this, 'Association', {
      resourceArn: props.stage.stageArn,
      webAclArn: this.webAcl.attrArn,
    });
  }
}
