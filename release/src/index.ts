// The release model: the stages, the sections and where each one's releases and pointer live in
// the site bucket, the names the stacks and roles share, and the canary's pointer and rule. Plain
// data and functions, with no AWS client: the CDK app, its Lambdas, the local server and the
// release pipeline (`release/pipeline`) all build on it.
export {
  isLocalStage,
  isStage,
  localStages,
  promotedFrom,
  stages,
  type LocalStage,
  type Stage,
  type StageName,
} from './model/stage';
export {
  API_STAGE_NAME,
  canaryRoleName,
  siteParameterNames,
  smokeRecordRoleName,
  stackName,
  stackNames,
  STAGING_RELEASE_READ_ROLE_NAME,
} from './model/names';
export {
  findSection,
  releasePath,
  releasesPrefix,
  sections,
  sectionStackName,
  definitionOf,
  metricSectionOf,
  packageOf,
  sectionOf,
  withContractMajor,
  type PointerEntry,
  type Section,
  type SectionDefinition,
} from './model/sections';
export {
  CANARY_BUCKET_COOKIE,
  STABLE_VISITOR_COOKIE,
  CANARY_POINTER_FILE,
  canaryKeyValue,
  canaryPointerKey,
  parseCanaryPointer,
  sectionOfPointerKey,
  sameTrain,
  trainPartners,
  type CanaryPointer,
} from './model/canary-pointer';
export { edgeRoutesKey, edgeRoutesValue, sectionOfRoutesKey } from './model/edge-routes';
export {
  canaryAlarmName,
  canaryAlarmPrefix,
  failuresOf,
  judgeCanary,
  sectionOfCanaryAlarm,
  type VersionCounts,
} from './model/canary-rule';
export {
  parseRecordFile,
  RELEASE_RECORD,
  releaseRecordSchema,
  ROLLBACK_RECORD,
  SMOKE_RECORD,
  smokeRecordSchema,
  type ContractRecord,
  type NamesByModule,
  type ReleaseRecord,
} from './model/release-record';
export { readSectionDeployContext, type SectionDeployContext } from './model/deploy-context';
export {
  prerenderReportSchema,
  prerenderRequestSchema,
  type PrerenderReport,
  type PrerenderRequest,
} from './model/prerender-exchange';
