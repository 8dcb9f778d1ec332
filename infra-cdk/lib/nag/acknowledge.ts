// cdk-nag v3 reads acknowledgements from CDK's own Validations API; this helper only keeps the
// call sites short when one reason covers several findings (v3 wants one call per finding id).
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

const PARTITION_TOKEN = '<AWS::Partition>';

/**
 * The finding ids an id stands for. A stack whose region is known writes its ARNs with the
 * partition itself (`arn:aws:…`, the `enablePartitionLiterals` flag of a new app), one whose region
 * is not with `<AWS::Partition>`: an id written with the token names both.
 */
function findingIds(id: string): string[] {
  if (!id.includes(PARTITION_TOKEN)) return [id];
  return [
    id,
    ...['aws', 'aws-cn', 'aws-us-gov'].map((partition) => id.replace(PARTITION_TOKEN, partition)),
  ];
}

/** Acknowledges each finding id on `scope` (and everything below it) with the same reason. */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]): void {
  for (const id of ids.flatMap(findingIds)) {
    Validations.of(scope).acknowledge({ id, reason });
  }
}
