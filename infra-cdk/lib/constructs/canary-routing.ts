import * as path from 'node:path';

import { Arn, ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import { Construct } from 'constructs';
import { CANARY_POINTER_FILE, canaryAlarmPrefix } from 'release';
import { ROUTES_FILE } from 'shared-types';

import { acknowledge } from '../nag/acknowledge';
import type { SiteBucket } from './site-bucket';
import { siteFunction } from './site-function';

/** Props of {@link CanaryRouting}. */
export interface CanaryRoutingProps {
  /** The site bucket, where each team writes its section's canary pointer. */
  readonly siteBucket: SiteBucket;
  /** The key value store the site's edge function reads. */
  readonly keyValueStore: cloudfront.IKeyValueStore;
  /** The stage, which names its canary alarms. */
  readonly stage: string;
}

/**
 * The platform's side of the canaries and of the remotes' run-time routes: a function that
 * copies each checked canary pointer object (`remotes/<section>/canary.json`, under the team's
 * own prefix, and the shell's `canary.json`, which holds it for a release train) to the section's
 * key in the key value store, and the page paths of each routes file
 * a section's pointer publishes (`remotes/<section>/routes.json`) to its key `<section>.routes`;
 * and the rollback function that each canary's alarm invokes (only alarms named with the stage's
 * canary prefix may). Each may write the store's keys; neither may touch a release.
 */
export class CanaryRouting extends Construct {
  /** Copies the pointer objects to the key value store. */
  public readonly syncFunction: nodejs.NodejsFunction;
  /** Points a section back at its stable release when its canary's alarm fires. */
  public readonly rollbackFunction: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: CanaryRoutingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    const bucket = props.siteBucket.bucket;
    const pointerObjects = bucket.arnForObjects(`remotes/*/${CANARY_POINTER_FILE}`);
    const routesObjects = bucket.arnForObjects(`remotes/*/${ROUTES_FILE}`);
    const environment = {
      SITE_BUCKET: bucket.bucketName,
      KVS_ARN: props.keyValueStore.keyValueStoreArn,
      STAGE: props.stage,
    };
    const writeKeys = new iam.PolicyStatement({
      actions: [
        'cloudfront-keyvaluestore:DescribeKeyValueStore',
        'cloudfront-keyvaluestore:PutKey',
      ],
      resources: [props.keyValueStore.keyValueStoreArn],
    });
    /** A canary function that may write the edge's keys and has `rights` besides. */
    const canaryFunction = (
      name: string,
      handler: string,
      description: string,
      rights: iam.PolicyStatementProps[],
    ) => {
      const made = siteFunction(
        this,
        { logGroup: `${name}Logs`, role: `${name}Role`, function: name },
        {
          logRetention: logs.RetentionDays.THREE_MONTHS,
          roleDescription: description,
          entry: path.join(__dirname, '../canary/canary-lambdas.ts'),
          handler,
          description,
          memorySize: 256,
          timeout: Duration.seconds(30),
          environment,
          // The key value store's client signs with SigV4A, which the runtime's SDK lacks: both
          // are bundled; S3's client comes with the runtime.
          bundling: { externalModules: ['@aws-sdk/client-s3'] },
        },
      );
      made.role.addToPrincipalPolicy(writeKeys);
      for (const right of rights) made.role.addToPrincipalPolicy(new iam.PolicyStatement(right));
      return made;
    };

    const sync = canaryFunction(
      'Sync',
      'syncHandler',
      "Copies each section's checked canary pointer and page paths to the edge's key value store",
      [
        {
          actions: ['s3:GetObject'],
          resources: [
            pointerObjects,
            routesObjects,
            bucket.arnForObjects('remotes/*/releases/*/release.json'),
            // The shell's pointer, which holds it for a release train, and its releases' records.
            bucket.arnForObjects(CANARY_POINTER_FILE),
            bucket.arnForObjects('releases/*/release.json'),
          ],
        },
      ],
    );
    this.syncFunction = sync.function;
    for (const file of [CANARY_POINTER_FILE, ROUTES_FILE]) {
      props.siteBucket.notifyOnObjectCreated(new s3n.LambdaDestination(sync.function), {
        prefix: 'remotes/',
        suffix: `/${file}`,
      });
    }
    props.siteBucket.notifyOnObjectCreated(new s3n.LambdaDestination(sync.function), {
      prefix: CANARY_POINTER_FILE,
    });

    const rollback = canaryFunction(
      'Rollback',
      'rollbackHandler',
      "Points a section back at its stable release when its canary's alarm fires",
      [
        { actions: ['s3:GetObject', 's3:PutObject'], resources: [pointerObjects] },
        {
          actions: ['s3:PutObject'],
          resources: [bucket.arnForObjects('remotes/*/releases/*/rollback.json')],
        },
      ],
    );
    this.rollbackFunction = rollback.function;
    const alarms = Arn.format(
      {
        service: 'cloudwatch',
        resource: 'alarm',
        resourceName: `${canaryAlarmPrefix(props.stage)}*`,
        arnFormat: ArnFormat.COLON_RESOURCE_NAME,
      },
      stack,
    );
    rollback.function.addPermission('InvokedByCanaryAlarms', {
      principal: new iam.ServicePrincipal('lambda.alarms.cloudwatch.amazonaws.com'),
      sourceArn: alarms,
      sourceAccount: stack.account,
    });

    for (const role of [sync.role, rollback.role]) {
      acknowledge(
        role,
        "It reads or writes the canary pointer of each remote section, one object at a fixed name under each section's prefix.",
        `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/remotes/*/${CANARY_POINTER_FILE}]`,
      );
    }
    acknowledge(
      sync.role,
      "It reads the routes file each remote section's pointer publishes, one object at a fixed name under each section's prefix.",
      `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/remotes/*/${ROUTES_FILE}]`,
    );
    acknowledge(
      sync.role,
      'It checks that the releases a pointer names are published: their records, one per release.',
      `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/remotes/*/releases/*/release.json]`,
    );
    acknowledge(
      sync.role,
      "It checks that the shell's releases a train's hold names are published: their records, one per release.",
      `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/releases/*/release.json]`,
    );
    acknowledge(
      rollback.role,
      "It records why a canary was rolled back beside that canary's release, one object per release.",
      `AwsSolutions-IAM5[Resource::<${stack.getLogicalId(bucket.node.defaultChild as s3.CfnBucket)}.Arn>/remotes/*/releases/*/rollback.json]`,
    );
  }
}
