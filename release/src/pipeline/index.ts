// The release pipeline (`release/pipeline`): its entries, the two stage targets, the smokes, and
// what the scripts and drills compose them with.
export {
  canaryPercentOf,
  promoteCanary,
  promoteSection,
  releaseSection,
  rollbackSection,
  SmokeFailure,
  type PipelineTools,
  type SmokeContext,
  type StageSmoke,
} from './pipeline';
export { ContractRefusal, GateRefusal } from './contract-gate';
export { RouteRefusal } from './route-gate';
export { promoteCanaryTrain, promoteTrain, releaseTrain, rollbackTrain } from './train';
export {
  buildCommand,
  commandRunner,
  prerenderInChildProcess,
  type Command,
  type RunCommand,
} from './command';
export type { StageTarget } from './target';
export { servedRelease } from './site';
export { filesOf, getObject, isStageSpecific, sha256 } from '../artifact/artifact';
export { localTarget } from '../targets/local-target';
export { releaseStoreSettings, type ReleaseStoreSettings } from '../targets/local-settings';
export { openReleaseStore, portAnswers } from '../targets/local-store';
export { createBucketSite, type ReadObject, type StoredObject } from '../targets/bucket-site';
export { awsTarget, type AwsClients } from '../targets/aws-target';
export {
  readCanaryPointer,
  rollBackCanary,
  writeCanaryPointer,
  type CanaryRollback,
} from '../targets/canary-store';
export { httpSmoke } from '../smoke/http-smoke';
