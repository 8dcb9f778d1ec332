// The Lambda behind a section's release pointer (constructs/release-pointer.ts), run by
// CloudFormation when a deploy or a rollback names a release: the release model's switch (copy
// the release's entry points to the keys the site serves, prune the old releases), then an
// invalidation of exactly those keys in CloudFront. A release that is not in the bucket fails the
// deploy, and the site keeps serving the one it served.
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import { copyPointer, pruneReleases, type SwitchReleaseProperties } from 'release/switch';

export type { SwitchReleaseProperties };

/** What the handler answers CloudFormation (through the custom resource provider). */
export interface SwitchReleaseResult {
  PhysicalResourceId: string;
  Data?: { Version: string; Invalidated: string; Deleted: string };
}

/** The handler, with its clients given (tests give fakes). */
export function createHandler(s3: S3Client, cloudfront: CloudFrontClient) {
  return async (event: CloudFormationCustomResourceEvent): Promise<SwitchReleaseResult> => {
    const props = event.ResourceProperties as unknown as SwitchReleaseProperties;
    const physicalResourceId = `${props.ReleasesPrefix}current`;
    // Removing the stack leaves the site as it is.
    if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
    const live = await copyPointer(s3, props);
    const paths = live.map((key) => `/${key}`);
    await cloudfront.send(
      new CreateInvalidationCommand({
        DistributionId: props.DistributionId,
        InvalidationBatch: {
          CallerReference: `${physicalResourceId}-${props.Version}-${Date.now()}`,
          Paths: { Quantity: paths.length, Items: paths },
        },
      }),
    );
    const deleted = await pruneReleases(s3, props);
    return {
      PhysicalResourceId: physicalResourceId,
      Data: { Version: props.Version, Invalidated: paths.join(' '), Deleted: deleted.join(' ') },
    };
  };
}

export const handler = createHandler(new S3Client({}), new CloudFrontClient({}));
