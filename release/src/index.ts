// The release model: the stages, the sections and where each one's releases and pointer live in
// the site bucket, the names the stacks and roles share, and the canary's pointer and rule. Plain
// data and functions, with no AWS client: the CDK app, its Lambdas, the local server and the
// release pipeline (`release/pipeline`) all build on it.
export { isStage, stages, type Stage } from './model/stage';
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
  KEEP_RELEASES,
  releasePath,
  releasesPrefix,
  sections,
  sectionStackName,
  type PointerEntry,
  type SectionDefinition,
} from './model/sections';
export {
  CANARY_BUCKET_COOKIE,
  CANARY_POINTER_FILE,
  canaryKeyValue,
  canaryPointerKey,
  parseCanaryPointer,
  sectionOfPointerKey,
  type CanaryPointer,
} from './model/canary-pointer';
export {
  canaryAlarm,
  canaryAlarmName,
  canaryAlarmPrefix,
  failuresOf,
  judgeCanary,
  sectionOfCanaryAlarm,
  type CanaryAlarmInput,
  type VersionCounts,
} from './model/canary-rule';
