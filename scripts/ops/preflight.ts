// What `npm run preflight -- --stage <stage>` finds out without AWS: whether the stage's settings
// file is complete and valid, whether its addresses and certificates fit, which quotas the
// settings need, and which steps are left to a person, each with the command or console page
// that does it.
import path from 'node:path';

import {
  ACCOUNT_STACK_NAME,
  exampleValueKeys,
  loadSettingsFile,
  parseStageSettings,
  readAllStageSettings,
  settingsFile,
  STAGES_DIR,
  SiteConfigError,
  type StageSettings,
} from 'infra-cdk/operations';
import type { Stage } from 'release';

/** One thing checked: passed or not, and what was found. */
interface PreflightCheck {
  readonly ok: boolean;
  readonly label: string;
  readonly detail: string;
}

/** One step left to a person, and the command or console page that does it. */
interface ManualStep {
  readonly what: string;
  readonly how: string;
}

/** What the preflight found for a stage. */
export interface PreflightReport {
  readonly stage: Stage;
  readonly checks: readonly PreflightCheck[];
  readonly steps: readonly ManualStep[];
}

/** Concurrent executions AWS Lambda keeps unreserved in every account and region. */
const UNRESERVED_CONCURRENCY = 100;
/** Service Quotas code of Lambda's "Concurrent executions". */
const LAMBDA_CONCURRENCY_QUOTA = 'L-B99A9384';
/** The tags every stack carries, to be activated for cost allocation. */
const COST_TAG_KEYS = ['project', 'stage'] as const;

/**
 * Instances a stage's functions reserve: three intake functions and the telemetry function (each
 * the intake's reservation) and the delivery function.
 */
function reservedByStage(settings: StageSettings): number {
  return 4 * settings.reservedConcurrency.intake + settings.reservedConcurrency.delivery;
}

const regionOfArn = (arn: string) => arn.split(':')[3];

function readSettings(
  stage: Stage,
  dir: string,
): { settings?: StageSettings; checks: PreflightCheck[] } {
  const file = settingsFile(stage, dir);
  const label = `Settings (${path.relative(process.cwd(), file)})`;
  // The file's shape here; what prod needs on top (real values, an alarm recipient) is checked
  // below, each on its own line.
  try {
    const settings = parseStageSettings(stage, loadSettingsFile(stage, dir), file, 'shape');
    return { settings, checks: [{ ok: true, label, detail: 'complete and valid' }] };
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    const detail = error.message.replace(/^Invalid [^:]*: /, '');
    return { checks: [{ ok: false, label, detail }] };
  }
}

/** Checks the stage's settings offline and lists the steps left to a person. */
export function preflight(stage: Stage, dir: string = STAGES_DIR): PreflightReport {
  const { settings, checks } = readSettings(stage, dir);
  if (settings === undefined) {
    return {
      stage,
      checks,
      steps: [{ what: 'Correct the settings file', how: `edit ${settingsFile(stage, dir)}` }],
    };
  }
  const { account, region } = settings;
  const steps: ManualStep[] = [];
  const step = (what: string, how: string) => steps.push({ what, how });
  const check = (ok: boolean, label: string, detail: string) => checks.push({ ok, label, detail });

  const examples = exampleValueKeys({
    ...settings,
    hostedZoneName: settings.hostedZone?.zoneName,
  });
  check(
    examples.length === 0,
    'Real values',
    examples.length === 0
      ? 'no example values left'
      : `still example values: ${examples.join(', ')} (the committed file's; set the stage's own before deploying)`,
  );

  // Mail: the sender must belong to the identity the account stack creates.
  const identity = settings.sesSenderIdentity;
  const isAddress = identity.includes('@');
  check(
    true,
    'Mail addresses',
    `${settings.mailSender} sends as SES identity ${identity}; ${settings.mailRecipient} receives`,
  );

  // Certificates: CloudFront takes only us-east-1; the API's own domain needs the API's region.
  if (settings.certificateArn !== undefined) {
    check(
      regionOfArn(settings.certificateArn) === 'us-east-1',
      'Site certificate',
      `${settings.certificateArn} (CloudFront needs us-east-1)`,
    );
  } else if (settings.hostedZone !== undefined) {
    check(
      true,
      'Site certificate',
      `created in us-east-1 for ${settings.domainName}, validated through zone ${settings.hostedZone.zoneName}`,
    );
  } else {
    check(
      true,
      'Site certificate',
      "none: the site answers at the distribution's cloudfront.net name",
    );
  }
  if (settings.apiCertificateArn !== undefined) {
    const apiRegion = regionOfArn(settings.apiCertificateArn);
    check(
      apiRegion === region,
      'API certificate',
      `${settings.apiCertificateArn} is in ${apiRegion}; the regional API in ${region} needs one of its own region`,
    );
  }

  // Quotas: reserved concurrency of every stage in the same account and region, plus the 100
  // Lambda keeps unreserved.
  const neighbours = readAllStageSettings(dir).filter(
    (other) => other.account === account && other.region === region,
  );
  const sharing = neighbours.some((other) => other.stage !== stage) ? neighbours : [settings];
  const reservedHere = reservedByStage(settings);
  const reservedInAccount = sharing.reduce(
    (sum, other) => sum + (other.stage === stage ? reservedHere : reservedByStage(other)),
    0,
  );
  const quotaNeeded = reservedInAccount + UNRESERVED_CONCURRENCY;
  check(
    true,
    'Lambda concurrency',
    `${stage} reserves ${reservedHere} (4 × ${settings.reservedConcurrency.intake} + ${settings.reservedConcurrency.delivery}); ` +
      `${sharing.map((other) => other.stage).join(' and ')} in ${account}/${region} reserve ${reservedInAccount}; ` +
      `the "Concurrent executions" quota must be at least ${quotaNeeded} (a new account may start at 10)`,
  );
  check(
    true,
    'Budget',
    `alarms above ${settings.monthlyBudgetUsd} USD a month (actual, and forecast) to the alarm topic`,
  );
  check(
    settings.alarmEmail !== undefined || stage !== 'prod',
    'Alarm recipient',
    settings.alarmEmail ?? 'none: alarms and the budget reach nobody until someone subscribes',
  );

  const usEast1 = region === 'us-east-1' ? [] : [`aws://${account}/us-east-1`];
  const needsUsEast1 = settings.enableWaf || settings.hostedZone !== undefined;
  step(`Credentials of account ${account} (any other is refused)`, 'aws sts get-caller-identity');
  step(
    'Bootstrap CDK, once per account and region',
    `npm run bootstrap -w infra-cdk -- aws://${account}/${region}${needsUsEast1 ? usEast1.map((env) => ` ${env}`).join('') : ''}`,
  );
  step(
    `Lambda "Concurrent executions" quota of at least ${quotaNeeded} in ${region}`,
    `aws service-quotas get-service-quota --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA} --region ${region}` +
      ` (raise it: aws service-quotas request-service-quota-increase --service-code lambda --quota-code ${LAMBDA_CONCURRENCY_QUOTA} --desired-value 1000 --region ${region})`,
  );
  step(
    `SES out of the sandbox in ${region}, or mail reaches verified addresses only`,
    `https://console.aws.amazon.com/ses/home?region=${region}#/account ("Request production access")`,
  );
  if (isAddress) {
    step(
      `Verify the sender ${identity}: click the link SES mails to it after the deploy`,
      `aws sesv2 get-email-identity --email-identity ${identity} --region ${region}`,
    );
  } else if (settings.hostedZone?.zoneName !== identity) {
    step(
      `Add the three DKIM CNAMEs of ${identity} to its DNS (outputs DkimRecord1..3 of ${ACCOUNT_STACK_NAME})`,
      `aws cloudformation describe-stacks --stack-name ${ACCOUNT_STACK_NAME} --region ${region} --query "Stacks[0].Outputs"`,
    );
  }
  step(
    `While in the sandbox, verify the recipient ${settings.mailRecipient} (click the link)`,
    `aws sesv2 create-email-identity --email-identity ${settings.mailRecipient} --region ${region}`,
  );
  if (settings.domainName !== undefined && settings.hostedZone === undefined) {
    step(
      `Point ${settings.domainName} at the distribution (CNAME to the DistributionDomainName output)`,
      `aws cloudformation describe-stacks --stack-name CatsAboutTown-${stage}-Site --region ${region} --query "Stacks[0].Outputs"`,
    );
  }
  if (settings.alarmEmail !== undefined) {
    step(
      `Confirm the alarm subscription SNS mails to ${settings.alarmEmail}`,
      'the "Confirm subscription" link in that mail',
    );
  } else {
    step(
      'Subscribe someone to the alarm topic (output AlarmTopicArn of the API stack)',
      `aws sns subscribe --topic-arn <AlarmTopicArn> --protocol email --notification-endpoint <address> --region ${region}`,
    );
  }
  if (region !== 'us-east-1') {
    // CloudFront's and the WAF's alarms live in us-east-1, with a topic of their own there.
    step(
      `Confirm the subscription of the us-east-1 site alarm topic (CatsAboutTown-${stage}-EdgeMonitoring) too`,
      settings.alarmEmail !== undefined
        ? `the second "Confirm subscription" mail to ${settings.alarmEmail}`
        : 'aws sns subscribe --topic-arn <its Alarms topic> --protocol email --notification-endpoint <address> --region us-east-1',
    );
  }
  step(
    `Activate the cost allocation tags ${COST_TAG_KEYS.join(' and ')} (once per account; they appear a day after the first deploy)`,
    `aws ce update-cost-allocation-tags-status --cost-allocation-tags-status ${COST_TAG_KEYS.map((key) => `TagKey=${key},Status=Active`).join(' ')}`,
  );
  step(
    `GitHub environment "${stage}" with the variables AWS_REGION=${region} and AWS_DEPLOY_ROLE_ARN (a role of ${account} the workflows assume)`,
    "the repository's Settings › Environments page on GitHub",
  );
  return { stage, checks, steps };
}

/** The report as the command prints it. */
export function formatPreflight(report: PreflightReport): string {
  const failed = report.checks.filter((item) => !item.ok).length;
  const lines = [
    `Preflight of ${report.stage}:`,
    ...report.checks.map((item) => `  ${item.ok ? 'ok  ' : 'FAIL'} ${item.label}: ${item.detail}`),
    '',
    `Manual steps left (${report.steps.length}):`,
    ...report.steps.flatMap((item, index) => [`  ${index + 1}. ${item.what}`, `     ${item.how}`]),
    '',
    failed === 0
      ? `Every check passed: npm run diff -- --stage ${report.stage}, then npm run deploy -- --stage ${report.stage}.`
      : `${failed} check(s) failed: correct them before deploying ${report.stage}.`,
  ];
  return lines.join('\n');
}
