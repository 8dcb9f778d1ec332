// What the operator's commands (`npm run preflight`, `diff`, `deploy`) read of the CDK app: the
// stages' settings files and their checks, and the account stack's name.
export { SiteConfigError } from './config/site-config';
export {
  checkCredentialsAccount,
  exampleValueKeys,
  loadSettingsFile,
  parseStageSettings,
  readAllStageSettings,
  settingsFile,
  STAGES_DIR,
  type StageSettings,
} from './config/stage-settings';
export { ACCOUNT_STACK_NAME } from './stacks/account-stack';
