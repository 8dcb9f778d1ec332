// The stages a release goes through. Each AWS stage is a whole copy of the site (its own stacks,
// bucket, distribution, API and parameters), so a release goes through `staging` before `prod`;
// the local stages are the same two on this machine (an S3 emulator and the local stage server),
// where the same pipeline runs with the local target.

/** Every AWS stage, in the order a release goes through them. */
export const stages = ['staging', 'prod'] as const;

/** A stage of the site on AWS. */
export type Stage = (typeof stages)[number];

/** Whether `value` names an AWS stage. */
export function isStage(value: unknown): value is Stage {
  return (stages as readonly unknown[]).includes(value);
}
