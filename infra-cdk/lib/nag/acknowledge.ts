// cdk-nag v3 reads acknowledgements from CDK's own Validations API; this helper only keeps the
// call sites short when one reason covers several findings (v3 wants one call per finding id).
import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges each finding id on `scope` (and everything below it) with the same reason. */
export function acknowledge(scope: IConstruct, reason: string, ...ids: string[]): void {
  for (const id of ids) {
    Validations.of(scope).acknowledge({ id, reason });
  }
}
