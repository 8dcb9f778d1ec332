import { RemovalPolicy } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { API_STAGE_NAME } from 'release';

import {
  contactRequestJsonSchema,
  surveyRequestJsonSchema,
  telemetryBatchJsonSchema,
} from '../api/request-schemas';
import { acknowledge } from '../nag/acknowledge';

/** Props of {@link MailApi}. */
export interface MailApiProps {
  /** Handles POST /api/contact. */
  readonly contactHandler: lambda.IFunction;
  /** Handles POST /api/survey. */
  readonly surveyHandler: lambda.IFunction;
  /** Handles GET /api/form-token. */
  readonly formTokenHandler: lambda.IFunction;
  /** Handles POST /api/telemetry, the browser's beacons. @default - no telemetry route */
  readonly telemetryHandler?: lambda.IFunction;
  /**
   * Steady requests per second across the stage: a ceiling for the whole site, well above what
   * its visitors send. One client is held back by the WAF's per-IP rule, not by this.
   * @default 100
   */
  readonly throttlingRateLimit?: number;
  /** Burst of requests across the stage. @default 200 */
  readonly throttlingBurstLimit?: number;
  /**
   * The name of the access log group, which API Gateway's account-wide CloudWatch role names.
   * @default - generated (that role then cannot write it)
   */
  readonly accessLogGroupName?: string;
  /** How long access logs are kept. @default RetentionDays.THREE_MONTHS */
  readonly accessLogRetention?: logs.RetentionDays;
  /**
   * The API's own domain, CloudFront's origin. With it the `execute-api` address is disabled.
   * Either way the site stack's web ACL on the stage refuses what did not come through
   * CloudFront. @default - the execute-api address only
   */
  readonly originDomain?: { readonly domainName: string; readonly certificateArn: string };
}

/**
 * The access log group of a stage's API: named, so that API Gateway's CloudWatch role, one for
 * the account and region, may write these groups and no other (decision 052).
 */
export function apiAccessLogGroupName(stage: string): string {
  return `/cats-about-town/${stage}/api/access-logs`;
}

// The forms read only `error.message`, so API Gateway's own refusals use that shape.
function errorTemplate(message: string): Record<string, string> {
  return { 'application/json': JSON.stringify({ error: { message } }) };
}

/**
 * The REST API behind CloudFront's `/api/*` behaviour: POST /api/contact, /api/survey and
 * /api/telemetry, each with a JSON-schema model checked by a request validator before the Lambda
 * runs, GET /api/form-token, stage-wide throttling, JSON access logs and error-level execution logs. No
 * CORS: the site calls it from its own origin. Its web ACL (`ApiRequestFilter`) belongs to the
 * site stack, which holds the secret header CloudFront adds.
 */
export class MailApi extends Construct {
  /** The REST API. */
  public readonly api: apigateway.RestApi;
  /** The access log group of the stage. */
  public readonly accessLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: MailApiProps) {
    super(scope, id);

    this.accessLogGroup = new logs.LogGroup(this, 'AccessLogs', {
      logGroupName: props.accessLogGroupName,
      retention: props.accessLogRetention ?? logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.api = new apigateway.RestApi(this, 'Api', {
      description: 'Contact and survey mail of the Cats About Town site',
      endpointTypes: [apigateway.EndpointType.REGIONAL],
      // API Gateway's CloudWatch role is one setting of the account and region: the account stack
      // sets it once for every stage.
      cloudWatchRole: false,
      ...(props.originDomain === undefined
        ? {}
        : {
            domainName: {
              domainName: props.originDomain.domainName,
              certificate: acm.Certificate.fromCertificateArn(
                this,
                'OriginCertificate',
                props.originDomain.certificateArn,
              ),
              endpointType: apigateway.EndpointType.REGIONAL,
              securityPolicy: apigateway.SecurityPolicy.TLS_1_2,
            },
            disableExecuteApiEndpoint: true,
          }),
      deployOptions: {
        stageName: API_STAGE_NAME,
        throttlingRateLimit: props.throttlingRateLimit ?? 100,
        throttlingBurstLimit: props.throttlingBurstLimit ?? 200,
        accessLogDestination: new apigateway.LogGroupLogDestination(this.accessLogGroup),
        accessLogFormat: apigateway.AccessLogFormat.jsonWithStandardFields(),
        loggingLevel: apigateway.MethodLoggingLevel.ERROR,
        // Request bodies hold names and e-mail addresses: never copy them into logs.
        dataTraceEnabled: false,
        metricsEnabled: true,
        // X-Ray traces from API Gateway on, joined by the functions' own.
        tracingEnabled: true,
      },
    });

    const validator = this.api.addRequestValidator('BodyValidator', {
      requestValidatorName: 'json-body',
      validateRequestBody: true,
      // No method declares parameters, so this checks nothing today; it keeps future ones honest.
      validateRequestParameters: true,
    });

    this.api.addGatewayResponse('BadRequestBody', {
      type: apigateway.ResponseType.BAD_REQUEST_BODY,
      statusCode: '400',
      templates: errorTemplate('The form could not be sent. Please check your entries.'),
    });
    this.api.addGatewayResponse('Throttled', {
      type: apigateway.ResponseType.THROTTLED,
      statusCode: '429',
      templates: errorTemplate('Too many requests. Please try again in a minute.'),
    });
    this.api.addGatewayResponse('Default5xx', {
      type: apigateway.ResponseType.DEFAULT_5XX,
      templates: errorTemplate('Something went wrong. Please try again later.'),
    });

    const root = this.api.root.addResource('api');
    const routes = [
      { path: 'contact', handler: props.contactHandler, schema: contactRequestJsonSchema },
      { path: 'survey', handler: props.surveyHandler, schema: surveyRequestJsonSchema },
      // The beacons: the same origin secret, web ACL, throttling and body check as the forms.
      ...(props.telemetryHandler === undefined
        ? []
        : [
            {
              path: 'telemetry',
              handler: props.telemetryHandler,
              schema: telemetryBatchJsonSchema,
            },
          ]),
    ];
    for (const route of routes) {
      const title = route.schema.title ?? route.path;
      const model = this.api.addModel(title, {
        modelName: title,
        contentType: 'application/json',
        schema: route.schema,
      });
      root
        .addResource(route.path)
        .addMethod('POST', new apigateway.LambdaIntegration(route.handler), {
          requestValidator: validator,
          requestModels: { 'application/json': model },
        });
    }
    root
      .addResource('form-token')
      .addMethod('GET', new apigateway.LambdaIntegration(props.formTokenHandler));

    acknowledge(
      this.api,
      'The contact and survey forms are public; a honeypot, the request models and throttling ' +
        'guard them instead of sign-in.',
      'AwsSolutions-APIG4',
      'AwsSolutions-COG4',
    );
    acknowledge(
      this.api.deploymentStage,
      'The stage has a web ACL: the site stack associates it, beside the origin secret it checks ' +
        '(cdk-nag looks for the association only in the stage’s own stack).',
      'AwsSolutions-APIG3',
    );
  }
}
