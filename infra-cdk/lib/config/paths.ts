// Where the monorepo's packages are, seen from this package (bin/ and lib/ sit one level down).
import * as path from 'node:path';

/** Root of the npm workspace (holds package-lock.json). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** The workspace lock file that NodejsFunction uses to find the project root. */
export const LOCK_FILE = path.join(REPO_ROOT, 'package-lock.json');

/** Entry files of the Lambda handlers in the `lambdas` package. */
export const lambdaEntries = {
  sendContactEmail: path.join(REPO_ROOT, 'lambdas', 'src', 'functions', 'send-contact-email.ts'),
  sendSurveyEmail: path.join(REPO_ROOT, 'lambdas', 'src', 'functions', 'send-survey-email.ts'),
  issueFormToken: path.join(REPO_ROOT, 'lambdas', 'src', 'functions', 'issue-form-token.ts'),
  deliverMail: path.join(REPO_ROOT, 'lambdas', 'src', 'functions', 'deliver-mail.ts'),
  recordTelemetry: path.join(REPO_ROOT, 'lambdas', 'src', 'functions', 'record-telemetry.ts'),
} as const;

/** The production build of a front-end package. */
export function packageDistDir(packageName: string): string {
  return path.join(REPO_ROOT, packageName, 'dist');
}
