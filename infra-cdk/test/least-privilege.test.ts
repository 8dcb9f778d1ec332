// Least privilege, evaluated: every role of every stack that bin/app.ts and bin/deploy-section.ts
// synthesise for both stages is put to a real IAM policy evaluator over a matrix of requests
// (each team's own keys and another team's, the shell's files, the other stage's bucket and one
// outside the app; put, delete, get; CloudFront invalidations and key value store writes; log
// writes), and every write action a role's policies name is tried on a resource outside the app,
// which only a grant on `*` (or a pattern as wide) reaches. Decisions 051 and 052.
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { App } from 'aws-cdk-lib';
import {
  canaryPointerKey,
  releasesPrefix,
  sections,
  sectionStackName,
  siteParameterNames,
  stages,
  type SectionDefinition,
  type Stage,
  withContractMajor,
} from 'release';
import { remoteOf, remotes, sectionSitemapFile, sitePages } from 'shared-types';

import { readAllStageSettings, readStageSettings } from '../lib/config/stage-settings';
import { addSiteStacks } from '../lib/site-app';
import { SectionDeployStack } from '../lib/stacks/section-deploy-stack';
import { cdkJsonContext, makeFakeBuild, TEST_VERSION } from './support/apps';
import { evaluationCount, FOREIGN, grantedWrites, isAllowed } from './support/policy-evaluation';
import {
  SynthesizedWorld,
  type SynthesizedRole,
  type SynthesizedStack,
  type TemplateJson,
} from './support/synthesized-roles';

/** The label of a deploy stack of a release built for the contract's next major version. */
const TRAIN_LABEL = '[contract-2]';

/** An older release: what a pointer prunes and a rollback serves again. */
const OLD_VERSION = '20261101-090000-0ff1ce0';

function stacksOf(app: App, suffix = ''): SynthesizedStack[] {
  return app.synth().stacks.map((artifact) => ({
    label: `${artifact.stackName}${suffix}`,
    stackName: artifact.stackName,
    account: artifact.environment.account,
    region: artifact.environment.region,
    template: artifact.template as TemplateJson,
  }));
}

/**
 * The stacks bin/app.ts synthesises for `stage` from its settings file (in `region` instead of the
 * file's, when given), and the deploy stacks bin/deploy-section.ts synthesises for each section:
 * a release, and a rollback that uploads its pages prerendered anew.
 */
function stageStacks(
  stage: Stage,
  { region, rollbacks = true }: { region?: string; rollbacks?: boolean } = {},
): SynthesizedStack[] {
  const context = { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] };
  const site = new App({ context: { ...context, stage } });
  const fileSettings = readStageSettings(site.node, undefined, 'synth');
  const settings = { ...fileSettings, region: region ?? fileSettings.region };
  addSiteStacks(site, settings, readAllStageSettings());
  const env = { account: settings.account, region: settings.region };

  const deploy = new App({ context });
  const rollback = new App({ context });
  for (const section of sections) {
    const id = sectionStackName(section, stage);
    const sourceDir = makeFakeBuild(section);
    new SectionDeployStack(deploy, id, {
      env,
      section,
      stage,
      release: { kind: 'deploy', version: TEST_VERSION, sourceDir },
    });
    if (!rollbacks) continue;
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), `iam-pages-${section.name}-`));
    fs.writeFileSync(path.join(pagesDir, 'page.html'), '<!doctype html>');
    new SectionDeployStack(rollback, id, {
      env,
      section,
      stage,
      release: { kind: 'rollback', version: OLD_VERSION, pagesDir },
    });
  }
  // A train's release of each remote, built for the contract's next major version.
  const train = new App({ context });
  for (const section of rollbacks ? remoteSections : []) {
    new SectionDeployStack(train, sectionStackName(section, stage), {
      env,
      section: withContractMajor(section, 2),
      stage,
      release: { kind: 'deploy', version: TEST_VERSION, sourceDir: makeFakeBuild(section) },
    });
  }
  return [
    ...stacksOf(site),
    ...stacksOf(deploy),
    ...stacksOf(rollback, '[rollback]'),
    ...stacksOf(train, TRAIN_LABEL),
  ];
}

/** Both stages' stacks; the account stack, which every stage's app makes alike, once. */
function bothStages(): SynthesizedStack[] {
  const all = stages.flatMap((stage) => stageStacks(stage));
  return all.filter(
    (stack, index) => all.findIndex((other) => other.label === stack.label) === index,
  );
}

/** What a role is for, read from its stack and logical id. */
interface RolePurpose {
  readonly stage?: Stage;
  /** The section whose deploy stack holds it. */
  readonly section?: SectionDefinition;
  readonly kind?: RoleKind;
  /** The contract major a deploy stack's release was built for. */
  readonly contractMajor: number;
}

const ROLE_KINDS = {
  upload: /^(Upload|RenderedPages)/,
  pointer: /^PointerRole/,
  provider: /^PointerProvider/,
  smoke: /^SmokeRecordRole/,
  canary: /^CanaryRole/,
  sync: /^CanariesSyncRole/,
  rollback: /^CanariesRollbackRole/,
  reader: /^ReleaseRead/,
  apiGateway: /^ApiGatewayCloudWatchRole/,
} as const;
type RoleKind = keyof typeof ROLE_KINDS;

function describeRole(role: SynthesizedRole): RolePurpose {
  const stage = stages.find((candidate) =>
    role.stack.stackName.startsWith(`CatsAboutTown-${candidate}-`),
  );
  const section =
    stage &&
    sections.find((candidate) => sectionStackName(candidate, stage) === role.stack.stackName);
  const kind = (Object.keys(ROLE_KINDS) as RoleKind[]).find((candidate) =>
    ROLE_KINDS[candidate].test(role.logicalId),
  );
  return { stage, section, kind, contractMajor: role.label.includes(TRAIN_LABEL) ? 2 : 1 };
}

/** The site's resources in one stage, as the evaluator sees them. */
interface StageResources {
  readonly bucket: string;
  readonly distributionArn: string;
  readonly keyValueStoreArn: string;
}

function stageResources(world: SynthesizedWorld, stage: Stage): StageResources {
  const site = world.stacks.find((stack) => stack.stackName === `CatsAboutTown-${stage}-Site`)!;
  const parameters = siteParameterNames(stage);
  const [store] = Object.entries(site.template.Resources).find(
    ([, resource]) => resource.Type === 'AWS::CloudFront::KeyValueStore',
  )!;
  const parameter = (name: string) => world.parameter(site.account, site.region, name);
  return {
    bucket: parameter(parameters.bucketName),
    distributionArn: `arn:aws:cloudfront::${site.account}:distribution/${parameter(parameters.distributionId)}`,
    keyValueStoreArn: String(world.getAtt(site, store, 'Arn')),
  };
}

const remoteSections = sections.filter((section) => section.keyPrefix !== '');

/** The section whose release renders a page: its route's remote, or the shell. */
function pageOwner(file: string): string {
  const page = sitePages.find((candidate) => candidate.file === file)!;
  return page.route.owner === 'shell' ? 'shell' : remotes[remoteOf(page.route.owner)].publicDir;
}

/** A few pages of each section: its first, and its first page of a query value. */
const SAMPLE_PAGES = [
  ...new Set(
    sitePages
      .filter(
        (page, index) =>
          sitePages.findIndex(
            (other) =>
              pageOwner(other.file) === pageOwner(page.file) &&
              (other.query === undefined) === (page.query === undefined),
          ) === index,
      )
      .map((page) => page.file),
  ),
];

/** The keys of a site bucket the matrix asks about. */
const SITE_KEYS = [
  'index.html',
  'sw.js',
  'shell-release.json',
  'canary.json',
  'main.3f9a2c1b.js',
  `releases/${TEST_VERSION}/index.html`,
  `releases/${TEST_VERSION}/release.json`,
  `releases/${OLD_VERSION}/index.html`,
  `releases/${TEST_VERSION}/smoke.json`,
  ...SAMPLE_PAGES,
  'sitemap.xml',
  'sitemap-shell.xml',
  ...remoteSections.flatMap((section) => [
    `${section.keyPrefix}/mf-manifest.json`,
    `${section.keyPrefix}/contract-2/mf-manifest.json`,
    sectionSitemapFile(section.name),
    `${section.keyPrefix}/canary.json`,
    `${releasesPrefix(section)}${TEST_VERSION}/remoteEntry.js`,
    `${releasesPrefix(section)}${OLD_VERSION}/remoteEntry.js`,
    `${releasesPrefix(section)}${TEST_VERSION}/smoke.json`,
    `${releasesPrefix(section)}${TEST_VERSION}/release.json`,
    `${releasesPrefix(section)}${TEST_VERSION}/rollback.json`,
  ]),
];

/** The keys asked about in a bucket the role must not write at all. */
const OTHER_BUCKET_KEYS = [
  'index.html',
  'pages/contact.html',
  'remotes/forms/mf-manifest.json',
  `remotes/forms/releases/${TEST_VERSION}/remoteEntry.js`,
];

/** Whether a key is one of the section's own: its prefix and its pages (the shell: the root). */
function ownKey(section: SectionDefinition, key: string): boolean {
  if (section.keyPrefix === '') return !key.startsWith('remotes/');
  return (
    key.startsWith(`${section.keyPrefix}/`) ||
    key === sectionSitemapFile(section.name) ||
    (key.startsWith('pages/') && pageOwner(key) === section.name)
  );
}

/** What the platform's canary functions write in their stage's bucket. */
const CANARY_RECORDS = /^remotes\/[^/]+\/(canary\.json|releases\/[^/]+\/rollback\.json)$/;

/** Keys a role must be able to write or read for the release to work. */
function requiredObjectAccess(role: RolePurpose): { action: string; key: string }[] {
  const { section, kind, contractMajor } = role;
  const put = (key: string) => ({ action: 's3:PutObject', key });
  const get = (key: string) => ({ action: 's3:GetObject', key });
  if (section !== undefined) {
    const releases = releasesPrefix(section);
    const pages = SAMPLE_PAGES.filter(
      (page) => section.name === 'shell' || pageOwner(page) === section.name,
    );
    switch (kind) {
      case 'upload':
        return [
          put(
            `${releases}${TEST_VERSION}/${section.name === 'shell' ? 'index.html' : 'remoteEntry.js'}`,
          ),
        ];
      case 'pointer':
        return [
          get(
            `${releases}${OLD_VERSION}/${section.name === 'shell' ? 'index.html' : 'remoteEntry.js'}`,
          ),
          ...(section.name === 'shell'
            ? [put('index.html'), put('sitemap.xml'), put('sitemap-shell.xml')]
            : [
                put(
                  contractMajor > 1
                    ? `${section.keyPrefix}/contract-${contractMajor}/mf-manifest.json`
                    : `${section.keyPrefix}/mf-manifest.json`,
                ),
                put(sectionSitemapFile(section.name)),
              ]),
          ...pages.map(put),
          {
            action: 's3:DeleteObject',
            key: `${releases}${OLD_VERSION}/${section.name === 'shell' ? 'index.html' : 'remoteEntry.js'}`,
          },
        ];
      case 'smoke':
        return [put(`${releases}${TEST_VERSION}/smoke.json`)];
      case 'canary':
        return [get(canaryPointerKey(section)), put(canaryPointerKey(section))];
      default:
        return [];
    }
  }
  switch (kind) {
    case 'sync':
      return sections.flatMap((section) => [
        get(canaryPointerKey(section)),
        get(`${releasesPrefix(section)}${TEST_VERSION}/release.json`),
      ]);
    case 'rollback':
      return remoteSections.flatMap((remote) => [
        put(`${remote.keyPrefix}/canary.json`),
        put(`${releasesPrefix(remote)}${TEST_VERSION}/rollback.json`),
      ]);
    case 'reader':
      return [get(`releases/${TEST_VERSION}/index.html`)];
    default:
      return [];
  }
}

/** Log groups outside the app that a grant on `*`, or on a wide pattern, reaches. */
const FOREIGN_LOG_GROUPS = [
  `/aws/lambda/${FOREIGN}`,
  `API-Gateway-Execution-Logs_${FOREIGN}/prod`,
  `/aws/lambda/cwsyn-${FOREIGN}-0f1e2d3c-4b5a-6978-8899-aabbccddeeff`,
];

/**
 * Every log group of the world's functions and APIs. API Gateway names a stage's execution log
 * group `API-Gateway-Execution-Logs_<api id>/<stage>`; its access log group is the app's.
 */
function worldLogGroups(world: SynthesizedWorld): { stack: SynthesizedStack; name: string }[] {
  const groups: { stack: SynthesizedStack; name: string }[] = [];
  for (const stack of world.stacks) {
    for (const [id, resource] of Object.entries(stack.template.Resources)) {
      if (resource.Type === 'AWS::Logs::LogGroup') {
        groups.push({ stack, name: String(world.ref(stack, id)) });
      }
      if (resource.Type === 'AWS::ApiGateway::Stage') {
        const api = world.resolve(stack, resource.Properties!.RestApiId);
        const stageName = world.resolve(stack, resource.Properties!.StageName);
        groups.push({
          stack,
          name: `API-Gateway-Execution-Logs_${String(api)}/${String(stageName)}`,
        });
      }
    }
  }
  for (const role of world.roles()) {
    for (const name of role.functionLogGroups) {
      if (!groups.some((group) => group.name === name)) groups.push({ stack: role.stack, name });
    }
  }
  return groups;
}

/**
 * The log groups a role writes for its own functions. API Gateway's account-wide role writes the
 * execution and access logs of every REST API stage of its account and region.
 */
function ownLogGroups(world: SynthesizedWorld, role: SynthesizedRole, kind?: RoleKind): string[] {
  if (kind !== 'apiGateway') return role.functionLogGroups;
  const own: string[] = [];
  for (const stack of world.stacks) {
    if (stack.account !== role.stack.account || stack.region !== role.stack.region) continue;
    for (const resource of Object.values(stack.template.Resources)) {
      if (resource.Type !== 'AWS::ApiGateway::Stage') continue;
      const api = world.resolve(stack, resource.Properties!.RestApiId);
      const stageName = world.resolve(stack, resource.Properties!.StageName);
      own.push(`API-Gateway-Execution-Logs_${String(api)}/${String(stageName)}`);
      const access = world.resolve(stack, resource.Properties!.AccessLogSetting) as
        { DestinationArn?: string } | undefined;
      const match = access?.DestinationArn?.match(/:log-group:([^:]+)/);
      if (match) own.push(match[1]!);
    }
  }
  return own;
}

/**
 * A grant the evaluator finds beyond what the role is for, allowed only here, each with why AWS
 * (or aws-cdk-lib) allows nothing narrower. An exception no finding needs any more fails the test.
 */
interface Exception {
  readonly role: RegExp;
  readonly finding: RegExp;
  readonly reason: string;
}

const EXCEPTIONS: readonly Exception[] = [
  {
    role: /\/ApiGatewayCloudWatchRole/,
    finding: new RegExp(`log group API-Gateway-Execution-Logs_${FOREIGN}/prod$`),
    reason:
      "API Gateway's CloudWatch role is one setting of the account and region, used for every " +
      'REST API there, and each API names its execution log group after its id: the role may ' +
      'write API-Gateway-Execution-Logs_* (every API of the account and region), nothing else.',
  },
  {
    role: /\/SyntheticCheckCanaryServiceRole/,
    finding: /log group \/aws\/lambda\/cwsyn-/,
    reason:
      "CloudWatch Synthetics creates the canary's function, and so its log group, with a name it " +
      "chooses (cwsyn-, the canary's name cut to fit the 64 characters of a function name, a " +
      'UUID): the role aws-cdk-lib makes writes /aws/lambda/cwsyn-*, every canary of the account ' +
      "and region, the other stage's included when the stages share them.",
  },
  {
    role: /./,
    finding: /may xray:Put(TraceSegments|TelemetryRecords) on \*$/,
    reason:
      'X-Ray takes no resource in a policy: a traced function sends its segments with a grant on ' +
      '*, the only one AWS accepts for these two actions.',
  },
];

/** Exceptions of a stage whose region is not us-east-1 (the WAF and certificate stay there). */
const SPLIT_REGION_EXCEPTIONS: readonly Exception[] = [
  {
    role: /\/CustomCrossRegionExport(Writer|Reader)CustomResourceProviderRole/,
    finding: /may logs:(CreateLogGroup|CreateLogStream|PutLogEvents) /,
    reason:
      "aws-cdk-lib's cross-region references are custom resources that the synthesis creates " +
      'after every construct and aspect has run, with no way to give them a role or a log group: ' +
      'their roles keep AWSLambdaBasicExecutionRole (logs on *). Only a stage outside us-east-1 ' +
      'has them.',
  },
];

/** One role as the checks see it: what it is for, its stage's site, and where findings go. */
interface Subject {
  readonly world: SynthesizedWorld;
  readonly role: SynthesizedRole;
  readonly purpose: RolePurpose;
  /** The site of each stage in the world. */
  readonly sites: ReadonlyMap<Stage, StageResources>;
  /** The site of the role's own stage. */
  readonly own?: StageResources;
  readonly found: (what: string) => void;
}

/** Objects: its stage's bucket in full, the other stage's and one outside the app sampled. */
async function checkObjects({ role, purpose, sites, own, found }: Subject): Promise<void> {
  const { section, kind } = purpose;
  for (const bucket of [...[...sites.values()].map((site) => site.bucket), FOREIGN]) {
    const keys = bucket === own?.bucket ? SITE_KEYS : OTHER_BUCKET_KEYS;
    const where =
      bucket === FOREIGN
        ? 'a bucket outside the app'
        : bucket === own?.bucket
          ? bucket
          : "another stage's bucket";
    for (const key of keys) {
      for (const action of ['s3:PutObject', 's3:DeleteObject', 's3:GetObject']) {
        if (!(await isAllowed(role, action, `arn:aws:s3:::${bucket}/${key}`))) continue;
        const write = action !== 's3:GetObject';
        const mayAccess =
          bucket === own?.bucket &&
          (section !== undefined
            ? // A team's roles write only their own keys; a remote's read only its own too.
              ownKey(section, key) || (!write && section.keyPrefix === '')
            : write
              ? kind === 'rollback' && CANARY_RECORDS.test(key)
              : true);
        if (!mayAccess) found(`may ${action} ${key} in ${where}`);
      }
    }
  }
  for (const { action, key } of own ? requiredObjectAccess(purpose) : []) {
    if (!(await isAllowed(role, action, `arn:aws:s3:::${own!.bucket}/${key}`))) {
      found(`may not ${action} ${key}, which it is for`);
    }
  }
}

/** CloudFront: invalidations by the pointers, key value store writes by the canary functions. */
async function checkCloudFront({ role, purpose, sites, found }: Subject): Promise<void> {
  const { stage, kind } = purpose;
  const foreign = {
    distributionArn: `arn:aws:cloudfront::${role.stack.account}:distribution/E${FOREIGN.toUpperCase().replace(/-/g, '')}`,
    keyValueStoreArn: `arn:aws:cloudfront::${role.stack.account}:key-value-store/${FOREIGN}`,
  };
  for (const [siteStage, site] of [...sites, [undefined, foreign] as const]) {
    const ownStage = siteStage !== undefined && siteStage === stage;
    const whose = ownStage ? 'its' : siteStage ? "another stage's" : 'a';
    const invalidator = ownStage && kind === 'pointer';
    const invalidates = await isAllowed(
      role,
      'cloudfront:CreateInvalidation',
      site.distributionArn,
    );
    if (invalidates && !invalidator) {
      found(`may cloudfront:CreateInvalidation on ${whose} distribution ${site.distributionArn}`);
    }
    if (!invalidates && invalidator) found('may not invalidate its distribution, which it is for');

    const keyWriter = ownStage && (kind === 'sync' || kind === 'rollback');
    for (const action of [
      'cloudfront-keyvaluestore:PutKey',
      'cloudfront-keyvaluestore:DeleteKey',
    ]) {
      const expected = keyWriter && action.endsWith('PutKey');
      const writes = await isAllowed(role, action, site.keyValueStoreArn);
      if (writes && !expected)
        found(`may ${action} on ${whose} key value store ${site.keyValueStoreArn}`);
      if (!writes && expected) found(`may not ${action} on its key value store, which it is for`);
    }
  }
}

/**
 * Logs: its own functions' log groups and nothing else. Asked about: its own groups, every group
 * of its stack, the first of each other stack of its account and region, and groups outside the
 * app.
 */
async function checkLogs(
  { world, role, purpose, found }: Subject,
  logGroups: readonly { stack: SynthesizedStack; name: string }[],
): Promise<void> {
  const ownGroups = ownLogGroups(world, role, purpose.kind);
  const { account, region } = role.stack;
  const sameEnvironment = logGroups.filter(
    (group) => group.stack.account === account && group.stack.region === region,
  );
  const groups = new Set([
    ...ownGroups,
    ...sameEnvironment
      .filter(
        (group, index) =>
          group.stack === role.stack ||
          sameEnvironment.findIndex((other) => other.stack === group.stack) === index,
      )
      .map((group) => group.name),
    ...FOREIGN_LOG_GROUPS,
  ]);
  for (const name of groups) {
    const group = `arn:aws:logs:${region}:${account}:log-group:${name}`;
    const stream = `${group}:log-stream:2026/11/28/[$LATEST]0f1e2d3c`;
    const requests = [
      ['logs:CreateLogGroup', group],
      ['logs:CreateLogStream', stream],
      ['logs:PutLogEvents', stream],
    ] as const;
    for (const [action, resource] of requests) {
      const allowed = await isAllowed(role, action, resource);
      const isOwn = ownGroups.includes(name);
      if (allowed && !isOwn) found(`may ${action} on log group ${name}`);
      // The groups exist before their functions run: creating them is not what a role is for.
      if (!allowed && isOwn && action !== 'logs:CreateLogGroup') {
        found(`may not ${action} on its own log group ${name}`);
      }
    }
  }
}

/** Every write its policies name, on a resource outside the app: only `*` (or as wide) allows it. */
async function checkWildcardWrites({ role, found }: Subject): Promise<void> {
  for (const { action, foreignResources } of await grantedWrites(role)) {
    for (const resource of foreignResources) {
      if (await isAllowed(role, action, resource)) found(`may ${action} on ${resource}`);
    }
  }
}

/** Everything the evaluator finds wrong with `roles` (all of the world's by default). */
async function findingsOf(
  world: SynthesizedWorld,
  roles: readonly SynthesizedRole[] = world.roles(),
): Promise<string[]> {
  const findings: string[] = [];
  const sites = new Map(
    stages
      .filter((stage) =>
        world.stacks.some((stack) => stack.stackName === `CatsAboutTown-${stage}-Site`),
      )
      .map((stage) => [stage, stageResources(world, stage)] as const),
  );
  const logGroups = worldLogGroups(world);
  for (const role of roles) {
    const purpose = describeRole(role);
    const subject: Subject = {
      world,
      role,
      purpose,
      sites,
      own: purpose.stage === undefined ? undefined : sites.get(purpose.stage),
      found: (what) => findings.push(`${role.label} ${what}`),
    };
    await checkObjects(subject);
    await checkCloudFront(subject);
    await checkLogs(subject, logGroups);
    await checkWildcardWrites(subject);
  }
  return findings;
}

/** The findings no exception covers, and the exceptions no finding needed. */
function unexcused(findings: readonly string[], exceptions: readonly Exception[]) {
  const covers = (exception: Exception, finding: string) =>
    exception.role.test(finding.split(' ')[0]!) && exception.finding.test(finding);
  return {
    findings: findings.filter(
      (finding) => !exceptions.some((exception) => covers(exception, finding)),
    ),
    staleExceptions: exceptions
      .filter((exception) => !findings.some((finding) => covers(exception, finding)))
      .map((exception) => exception.reason),
  };
}

/** The world with `statement` added to the first policy of the role whose logical id starts so. */
function withStatement(
  world: SynthesizedWorld,
  stackLabel: string,
  rolePrefix: string,
  statement: Record<string, unknown>,
): { world: SynthesizedWorld; role: SynthesizedRole } {
  const stacks = world.stacks.map((stack) => {
    if (stack.label !== stackLabel) return stack;
    const template = structuredClone(stack.template) as TemplateJson;
    const roleId = Object.keys(template.Resources).find(
      (id) => id.startsWith(rolePrefix) && template.Resources[id]!.Type === 'AWS::IAM::Role',
    )!;
    const policy = Object.values(template.Resources).find(
      (resource) =>
        resource.Type === 'AWS::IAM::Policy' &&
        JSON.stringify(resource.Properties!.Roles) === JSON.stringify([{ Ref: roleId }]),
    )!;
    (policy.Properties!.PolicyDocument as { Statement: unknown[] }).Statement.push(statement);
    return { ...stack, template };
  });
  const mutated = new SynthesizedWorld(stacks);
  const role = mutated
    .roles()
    .find(
      (candidate) =>
        candidate.stack.label === stackLabel && candidate.logicalId.startsWith(rolePrefix),
    )!;
  return { world: mutated, role };
}

describe("the roles of both stages' apps, evaluated", () => {
  let world: SynthesizedWorld;
  let roles: SynthesizedRole[];
  let findings: string[];

  beforeAll(async () => {
    world = new SynthesizedWorld(bothStages());
    roles = world.roles();
    findings = await findingsOf(world, roles);
  }, 600_000);

  it('covers every role of every stack, the deploy stacks and the rollbacks included', () => {
    const labels = roles.map((role) => role.label);
    for (const stage of stages) {
      for (const stack of [
        'Api',
        'Site',
        'Monitoring',
        ...sections.map((section) => sectionStackName(section, stage).split('-').pop()!),
      ]) {
        expect(labels.some((label) => label.startsWith(`CatsAboutTown-${stage}-${stack}/`))).toBe(
          true,
        );
      }
      expect(
        labels.some((label) => label.startsWith(`CatsAboutTown-${stage}-DeployForms[rollback]/`)),
      ).toBe(true);
    }
    expect(labels).toContain(
      roles.find((role) => role.stack.stackName === 'CatsAboutTown-Account')!.label,
    );
    // The size of the matrix, as the report gives it.
    console.log(
      `IAM matrix: ${roles.length} roles in ${world.stacks.length} stacks, ${evaluationCount()} requests evaluated`,
    );
  });

  it('find every write only where the role is for it, but for the exceptions named', () => {
    const { findings: left, staleExceptions } = unexcused(findings, EXCEPTIONS);
    expect(left).toEqual([]);
    expect(staleExceptions).toEqual([]);
  });

  it('reports a log write on * that a mutation adds to a role', async () => {
    const mutation = withStatement(world, 'CatsAboutTown-prod-DeployForms', 'PointerRole', {
      Effect: 'Allow',
      Action: 'logs:PutLogEvents',
      Resource: '*',
    });
    const mutated = await findingsOf(mutation.world, [mutation.role]);
    console.log(`Mutation (logs:PutLogEvents on *):\n${mutated.join('\n')}`);
    expect(mutated).toEqual(
      expect.arrayContaining([
        `CatsAboutTown-prod-DeployForms/${mutation.role.logicalId} may logs:PutLogEvents on log group /aws/lambda/${FOREIGN}`,
        `CatsAboutTown-prod-DeployForms/${mutation.role.logicalId} may logs:PutLogEvents on arn:aws:logs:us-east-1:111122223333:log-group:${FOREIGN}:log-stream:${FOREIGN}`,
      ]),
    );
  });

  it('reports an object write on * that a mutation adds to a role', async () => {
    const mutation = withStatement(world, 'CatsAboutTown-staging-Api', 'DeliverMailRole', {
      Effect: 'Allow',
      Action: 's3:PutObject',
      Resource: '*',
    });
    const mutated = await findingsOf(mutation.world, [mutation.role]);
    console.log(`Mutation (s3:PutObject on *):\n${mutated.join('\n')}`);
    const label = `CatsAboutTown-staging-Api/${mutation.role.logicalId}`;
    expect(mutated).toEqual(
      expect.arrayContaining([
        `${label} may s3:PutObject index.html in ${stageResources(world, 'staging').bucket}`,
        `${label} may s3:PutObject index.html in another stage's bucket`,
        `${label} may s3:PutObject index.html in a bucket outside the app`,
        `${label} may s3:PutObject on arn:aws:s3:::${FOREIGN}/${FOREIGN}`,
      ]),
    );
  });

  it('reports a deploy role given the managed basic execution policy, as before decision 052', async () => {
    const stacks = world.stacks.map((stack) => {
      if (stack.label !== 'CatsAboutTown-prod-DeployShell') return stack;
      const template = structuredClone(stack.template) as TemplateJson;
      const [, pointerRole] = Object.entries(template.Resources).find(
        ([id, resource]) => id.startsWith('PointerRole') && resource.Type === 'AWS::IAM::Role',
      )!;
      (pointerRole.Properties as Record<string, unknown>).ManagedPolicyArns = [
        'arn:aws:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
      ];
      return { ...stack, template };
    });
    const mutatedWorld = new SynthesizedWorld(stacks);
    const role = mutatedWorld
      .roles()
      .find(
        (candidate) =>
          candidate.stack.label === 'CatsAboutTown-prod-DeployShell' &&
          candidate.logicalId.startsWith('PointerRole'),
      )!;
    const mutated = await findingsOf(mutatedWorld, [role]);
    expect(mutated).toEqual(
      expect.arrayContaining([
        `${role.label} may logs:CreateLogGroup on log group /aws/lambda/${FOREIGN}`,
        expect.stringMatching(
          new RegExp(`^${role.label} may logs:PutLogEvents on log group CatsAboutTown-prod-Api-`),
        ),
      ]),
    );
  });
});

describe('a stage outside us-east-1, evaluated', () => {
  it('finds only the exceptions of its cross-region references besides', async () => {
    const world = new SynthesizedWorld(
      stageStacks('prod', { region: 'eu-west-1', rollbacks: false }),
    );
    const findings = await findingsOf(world);
    const { findings: left, staleExceptions } = unexcused(findings, [
      ...EXCEPTIONS,
      ...SPLIT_REGION_EXCEPTIONS,
    ]);
    expect(left).toEqual([]);
    expect(staleExceptions).toEqual([]);
  }, 600_000);
});
