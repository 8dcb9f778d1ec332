import {
  Arn,
  ArnFormat,
  CfnOutput,
  RemovalPolicy,
  Stack,
  Token,
  type StackProps,
} from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { stages } from 'release';

import type { HostedZoneSettings } from '../config/site-config';
import { apiAccessLogGroupName } from '../constructs/mail-api';
import { acknowledge } from '../nag/acknowledge';

/** An SES identity one or more stages send as. */
export interface SharedSenderIdentity {
  /** An e-mail address or a domain, lower case. */
  readonly identity: string;
  /** The public zone of the domain: its DKIM records are created there. @default - outputs */
  readonly hostedZone?: HostedZoneSettings;
}

/** Props of {@link AccountStack}. */
export interface AccountStackProps extends StackProps {
  /** The SES identities of every stage deployed to this account and region. */
  readonly senderIdentities: readonly SharedSenderIdentity[];
}

/** How API Gateway names a stage's execution log group: this, the API's id, `/` and the stage. */
const API_GATEWAY_EXECUTION_LOGS = 'API-Gateway-Execution-Logs_';

/** The name of the stack; one per account and region, whichever stages share them. */
export const ACCOUNT_STACK_NAME = 'CatsAboutTown-Account';

/**
 * What exists once per account and region, whichever stages live there: API Gateway's CloudWatch
 * role (`AWS::ApiGateway::Account` is a single setting of the region, so two stages each setting
 * it would overwrite each other) and the SES identities the stages send as (an identity exists
 * once per region, so a stage's stack owning it would take it away from the other stage when
 * deleted). Every stage's app synthesises the same stack from all the settings files, so deploying
 * either stage leaves it as it is; it is termination-protected and its resources are retained,
 * so deleting a stage leaves the other one working.
 */
export class AccountStack extends Stack {
  /** The role API Gateway writes execution logs with. */
  public readonly apiGatewayCloudWatchRole: iam.Role;
  /** The SES identities, by identity. */
  public readonly senderIdentities: ReadonlyMap<string, ses.EmailIdentity>;

  constructor(scope: Construct, id: string, props: AccountStackProps) {
    super(scope, id, { terminationProtection: true, ...props });

    this.apiGatewayCloudWatchRole = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway writes the execution logs of every REST API in this region with it',
    });
    // The actions of the AWS managed AmazonAPIGatewayPushToCloudWatchLogs, whose resource is *
    // (every log group of the account): here only API Gateway's execution log groups, which it
    // names API-Gateway-Execution-Logs_<api id>/<stage> and creates itself, and the stages' access
    // log groups, named by the API stacks (decision 052).
    const logGroups = (name: string) =>
      Arn.format(
        {
          service: 'logs',
          resource: 'log-group',
          resourceName: name,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        },
        this,
      );
    const accessLogGroups = stages.map(apiAccessLogGroupName);
    this.apiGatewayCloudWatchRole.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [
          'logs:CreateLogGroup',
          'logs:CreateLogStream',
          'logs:PutLogEvents',
          'logs:DescribeLogStreams',
          'logs:GetLogEvents',
          'logs:FilterLogEvents',
        ],
        resources: [
          logGroups(`${API_GATEWAY_EXECUTION_LOGS}*`),
          ...accessLogGroups.map(logGroups),
          ...accessLogGroups.map((name) => logGroups(`${name}:*`)),
        ],
      }),
    );
    // Listing log groups takes no narrower resource; it reads names, it writes nothing.
    this.apiGatewayCloudWatchRole.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['logs:DescribeLogGroups'], resources: ['*'] }),
    );
    this.apiGatewayCloudWatchRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const arnOf = (name: string) =>
      `arn:<AWS::Partition>:logs:${Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region}:` +
      `${Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account}:log-group:${name}`;
    acknowledge(
      this.apiGatewayCloudWatchRole,
      'API Gateway names the execution log group of each API stage after the API id ' +
        '(API-Gateway-Execution-Logs_<id>/<stage>) and creates it; this role, one for the account ' +
        'and region, writes those groups and their streams.',
      `AwsSolutions-IAM5[Resource::${arnOf(`${API_GATEWAY_EXECUTION_LOGS}*`)}]`,
    );
    acknowledge(
      this.apiGatewayCloudWatchRole,
      "The streams of the stages' access log groups, which API Gateway names itself.",
      ...accessLogGroups.map((name) => `AwsSolutions-IAM5[Resource::${arnOf(`${name}:*`)}]`),
    );
    acknowledge(
      this.apiGatewayCloudWatchRole,
      'logs:DescribeLogGroups lists the log groups of the account and region and takes no ' +
        'narrower resource; it writes nothing.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    const account = new apigateway.CfnAccount(this, 'ApiGatewayAccount', {
      cloudWatchRoleArn: this.apiGatewayCloudWatchRole.roleArn,
    });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);

    const identities = new Map<string, ses.EmailIdentity>();
    for (const { identity, hostedZone } of props.senderIdentities) {
      const isAddress = identity.includes('@');
      const zone =
        !isAddress && hostedZone?.zoneName === identity
          ? route53.PublicHostedZone.fromPublicHostedZoneAttributes(this, `Zone-${identity}`, {
              hostedZoneId: hostedZone.hostedZoneId,
              zoneName: hostedZone.zoneName,
            })
          : undefined;
      const emailIdentity = new ses.EmailIdentity(this, `SenderIdentity-${identity}`, {
        identity: isAddress
          ? ses.Identity.email(identity)
          : zone !== undefined
            ? ses.Identity.publicHostedZone(zone)
            : ses.Identity.domain(identity),
      });
      emailIdentity.applyRemovalPolicy(RemovalPolicy.RETAIN);
      identities.set(identity, emailIdentity);

      if (!isAddress && zone === undefined) {
        // A domain outside the settings' hosted zone is verified through these three CNAMEs.
        emailIdentity.dkimRecords.forEach((record, index) => {
          new CfnOutput(this, `DkimRecord${index + 1}-${identity}`, {
            description: `DKIM CNAME to add to the DNS of ${identity}`,
            value: `${record.name} CNAME ${record.value}`,
          });
        });
      }
    }
    this.senderIdentities = identities;
  }
}

/**
 * The identities of every stage deployed to `account` and `region`, each once, sorted, so that
 * every stage's app synthesises the same account stack.
 */
export function sharedSenderIdentities(
  stagesSettings: readonly {
    readonly account: string;
    readonly region: string;
    readonly sesSenderIdentity: string;
    readonly hostedZone?: HostedZoneSettings;
  }[],
  account: string,
  region: string,
): SharedSenderIdentity[] {
  const byIdentity = new Map<string, SharedSenderIdentity>();
  for (const settings of stagesSettings) {
    if (settings.account !== account || settings.region !== region) continue;
    const identity = settings.sesSenderIdentity;
    const zone = settings.hostedZone?.zoneName === identity ? settings.hostedZone : undefined;
    const known = byIdentity.get(identity);
    byIdentity.set(identity, { identity, hostedZone: known?.hostedZone ?? zone });
  }
  return [...byIdentity.values()].sort((a, b) => a.identity.localeCompare(b.identity));
}
