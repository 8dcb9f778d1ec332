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

/** The stages that live on this machine, in release order. */
export const localStages = ['local-staging', 'local-prod'] as const;

/** A stage on this machine. */
export type LocalStage = (typeof localStages)[number];

/** Whether `value` names a local stage. */
export function isLocalStage(value: unknown): value is LocalStage {
  return (localStages as readonly unknown[]).includes(value);
}

/** Any stage a release can go to. */
export type StageName = Stage | LocalStage;

/** The stage whose tested releases `stage` promotes, or undefined for a first stage. */
export function promotedFrom(stage: StageName): StageName | undefined {
  if (stage === 'prod') return 'staging';
  if (stage === 'local-prod') return 'local-staging';
  return undefined;
}
