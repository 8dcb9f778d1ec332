// Runs the real CDK CLI (2.1148.1) on both apps, offline: notices, telemetry and the version check
// are off, AWS config files are hidden and the EC2 metadata lookup is disabled, so `cdk synth`
// cannot reach AWS. Fake builds stand in for the front-end packages' dist/ directories.
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { findSection, sections, sectionStackName } from 'release';

import { makeFakeBuild, TEST_VERSION } from './support/apps';

const packageDir = path.resolve(__dirname, '..');
const cdkBin = path.resolve(packageDir, '..', 'node_modules', '.bin', 'cdk');

const offlineEnv: NodeJS.ProcessEnv = {
  ...process.env,
  CDK_DISABLE_CLI_TELEMETRY: 'true',
  CDK_DISABLE_VERSION_CHECK: 'true',
  AWS_EC2_METADATA_DISABLED: 'true',
  AWS_CONFIG_FILE: '/dev/null',
  AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
  AWS_REGION: 'eu-west-1',
  AWS_DEFAULT_REGION: 'eu-west-1',
  AWS_PROFILE: '',
};

/** The account's shared stack, which bundles no function: what a synth reading templates names. */
const ACCOUNT_STACK = 'CatsAboutTown-Account';

/** The deploy app, which cdk.json does not name. */
const deployApp = 'npx tsx bin/deploy-section.ts';

const createdDirs: string[] = [];

afterAll(() => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Runs `cdk synth` with these context values, on the default app (cdk.json's) or on `app`. Every
 * stack's template is written; the functions' code is bundled only for the stacks of `bundle`
 * (the CLI's `--exclusively`), all of them when it is not given: bundling is about 7 of a synth's
 * 18 s here, and the tests that read only templates do without it.
 */
function synth(
  context: Record<string, string>,
  app?: string,
  env: NodeJS.ProcessEnv = {},
  bundle?: string,
): { outdir: string; output: string } {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-cli-synth-'));
  createdDirs.push(outdir);
  const args = [
    ...(app ? ['--app', app] : []),
    ...Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ...(bundle ? ['--exclusively', bundle] : []),
  ];
  const result = spawnSync(cdkBin, ['synth', '--no-notices', '--quiet', '-o', outdir, ...args], {
    cwd: packageDir,
    env: { ...offlineEnv, ...env },
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw Object.assign(new Error(`cdk synth failed:\n${result.stderr}`), {
      stderr: result.stderr,
    });
  }
  // The CLI's own notices (feature flags, say) go to stderr.
  const output = `${result.stdout}${result.stderr}`;
  return { outdir, output };
}

/** The error output of a synth that must fail. */
function synthError(context: Record<string, string>, env: NodeJS.ProcessEnv = {}): string {
  try {
    synth(context, undefined, env, ACCOUNT_STACK);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error('The synth succeeded.');
}

/** The environment each stack of the cloud assembly is pinned to. */
function stackEnvironments(outdir: string): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(outdir, 'manifest.json'), 'utf8')) as {
    artifacts: Record<string, { type: string; environment?: string }>;
  };
  return Object.fromEntries(
    Object.entries(manifest.artifacts)
      .filter(([, artifact]) => artifact.type === 'aws:cloudformation:stack')
      .map(([id, artifact]) => [id, artifact.environment ?? '']),
  );
}

function templates(outdir: string): string[] {
  return fs
    .readdirSync(outdir)
    .filter((name) => name.endsWith('.template.json'))
    .sort();
}

describe('cdk synth with the CLI, offline', () => {
  it("synthesises a stage's site app: the account's shared stack, API, site, monitoring and the us-east-1 WAF", () => {
    const { outdir } = synth({
      stage: 'staging',
      mailSender: 'hello@catsabouttown.example',
      mailRecipient: 'team@catsabouttown.example',
      enableWaf: 'true',
    });
    expect(templates(outdir)).toEqual([
      'CatsAboutTown-Account.template.json',
      'CatsAboutTown-staging-Api.template.json',
      'CatsAboutTown-staging-Monitoring.template.json',
      'CatsAboutTown-staging-Site.template.json',
      'CatsAboutTown-staging-Waf.template.json',
    ]);

    // The cloud assembly names the secrets CloudFront and the API share, never their values.
    const site = fs.readFileSync(
      path.join(outdir, 'CatsAboutTown-staging-Site.template.json'),
      'utf8',
    );
    const { Resources: resources } = JSON.parse(site) as {
      Resources: Record<string, { Type: string; Properties: Record<string, unknown> }>;
    };
    const secrets = Object.values(resources).filter(
      (resource) => resource.Type === 'AWS::SecretsManager::Secret',
    );
    expect(secrets).toHaveLength(2);
    for (const secret of secrets) {
      expect(secret.Properties).toHaveProperty('GenerateSecretString');
      expect(secret.Properties).not.toHaveProperty('SecretString');
    }
    expect(site).toMatch(/"HeaderName":\s*"x-origin-verify"/);
    expect(site.match(/\{\{resolve:secretsmanager:/g)).toHaveLength(3);
  });

  it("synthesises staging from its settings file alone, pinned to the file's account", () => {
    const { outdir, output } = synth({ stage: 'staging' }, undefined, {}, ACCOUNT_STACK);
    expect(output).not.toMatch(/feature flags are not configured/);
    expect(stackEnvironments(outdir)).toEqual(
      expect.objectContaining({
        'CatsAboutTown-Account': 'aws://111122223333/us-east-1',
        'CatsAboutTown-staging-Api': 'aws://111122223333/us-east-1',
        'CatsAboutTown-staging-Site': 'aws://111122223333/us-east-1',
        'CatsAboutTown-staging-Waf': 'aws://111122223333/us-east-1',
        'CatsAboutTown-staging-Monitoring': 'aws://111122223333/us-east-1',
      }),
    );
  });

  it('refuses credentials of another account before CloudFormation is asked anything', () => {
    expect(synthError({ stage: 'staging' }, { CDK_DEFAULT_ACCOUNT: '444455556666' })).toMatch(
      /the credentials are for account 444455556666, but staging is pinned to account 111122223333/,
    );
  });

  it('synthesises prod offline from the committed file, and refuses its example values with credentials', () => {
    const { outdir, output } = synth({ stage: 'prod' }, undefined, {}, ACCOUNT_STACK);
    expect(output).not.toMatch(/feature flags are not configured/);
    expect(stackEnvironments(outdir)).toEqual(
      expect.objectContaining({ 'CatsAboutTown-prod-Site': 'aws://111122223333/us-east-1' }),
    );
    expect(synthError({ stage: 'prod' }, { CDK_DEFAULT_ACCOUNT: '111122223333' })).toMatch(
      /"account" still holds an example value \(111122223333\)/,
    );
  });

  it('synthesises every deploy stack from the deploy app, each publishing a release', () => {
    // One build with what every section needs: the shell's files and a remote's manifest.
    const sourceDir = makeFakeBuild(findSection('shell')!);
    fs.writeFileSync(
      path.join(sourceDir, 'mf-manifest.json'),
      JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
    );
    createdDirs.push(sourceDir);
    const { outdir } = synth(
      { stage: 'prod', section: 'all', version: TEST_VERSION, sourceDir },
      deployApp,
    );
    expect(templates(outdir)).toEqual(
      sections.map((section) => `${sectionStackName(section, 'prod')}.template.json`).sort(),
    );
  });

  it("synthesises a rollback with no build at all, pinned to the stage's account", () => {
    const { outdir } = synth(
      { stage: 'staging', section: 'forms', rollback: '20261120-090000-0ff1ce0' },
      deployApp,
    );
    expect(templates(outdir)).toEqual(['CatsAboutTown-staging-DeployForms.template.json']);
    expect(stackEnvironments(outdir)).toEqual({
      'CatsAboutTown-staging-DeployForms': 'aws://111122223333/us-east-1',
    });
  });

  it("refuses a team's release with credentials of another account", () => {
    let stderr = '';
    try {
      synth(
        { stage: 'staging', section: 'forms', rollback: '20261120-090000-0ff1ce0' },
        deployApp,
        { CDK_DEFAULT_ACCOUNT: '444455556666' },
      );
    } catch (error) {
      stderr = String((error as { stderr?: string }).stderr);
    }
    expect(stderr).toMatch(
      /the credentials are for account 444455556666, but staging is pinned to account 111122223333/,
    );
  });
});
