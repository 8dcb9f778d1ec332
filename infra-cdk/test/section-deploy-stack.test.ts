import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { Template } from 'aws-cdk-lib/assertions';
import {
  canaryAlarmName,
  canaryRoleName,
  smokeRecordRoleName,
  findSection,
  releasesPrefix,
  sections,
  type ReleaseRecord,
  type SectionDefinition,
} from 'release';
import { buildSiteRouterCode } from 'release/edge';
import { loadHandler, viewerRequestEvent } from 'release/edge/test-support';
import {
  cacheControl,
  HASHED_FILE_GLOB,
  remoteOf,
  remotes,
  sectionSitemapFile,
  shellEntryPointGlobs,
  sitePages,
} from 'shared-types';

import { releaseManifest } from '../lib/constructs/section-deployment';
import { buildSectionApp, makeFakeBuild, TEST_VERSION } from './support/apps';

interface DeploymentProperties {
  DestinationBucketKeyPrefix?: string;
  DestinationBucketName: unknown;
  Prune: boolean;
  RetainOnDelete: boolean;
  Exclude?: string[];
  Include?: string[];
  SystemMetadata: Record<string, string>;
  DistributionId?: unknown;
  SourceObjectKeys: unknown[];
}

type Resources = Record<
  string,
  { Type: string; Properties: Record<string, unknown>; DependsOn?: string[] }
>;

function deploymentsOf(template: Template) {
  return Object.entries(template.findResources('Custom::CDKBucketDeployment') as Resources).map(
    ([id, resource]) => ({ id, ...(resource.Properties as unknown as DeploymentProperties) }),
  );
}

function pointerOf(template: Template) {
  const [id, resource] = Object.entries(
    template.findResources('Custom::ReleasePointer') as Resources,
  )[0]!;
  return { id, properties: resource.Properties, dependsOn: resource.DependsOn ?? [] };
}

const ssmRef = (name: string) => ({
  Ref: expect.stringMatching(new RegExp(`^SsmParameterValuecatsabouttownprodsite${name}`)),
});

describe('a remote release (forms)', () => {
  const forms = findSection('forms')!;
  const { stack } = buildSectionApp(forms);
  const template = Template.fromStack(stack);
  const [release, ...others] = deploymentsOf(template);

  it("publishes the whole build under the release's own versioned key prefix, immutable", () => {
    expect(others).toEqual([]);
    expect(release!.DestinationBucketKeyPrefix).toBe(`remotes/forms/releases/${TEST_VERSION}`);
    expect(release!.DestinationBucketName).toEqual(ssmRef('bucketname'));
    expect(release!.SystemMetadata).toEqual({ 'cache-control': cacheControl.immutable });
    expect(release!.Prune).toBe(false);
    expect(release!.RetainOnDelete).toBe(true);
    // The build, and its manifest naming the release's folder.
    expect(release!.SourceObjectKeys).toHaveLength(2);
    expect(release!).not.toHaveProperty('DistributionId');
  });

  it("points the site at the release once it is uploaded: the manifest and the remote's pages", () => {
    const pointer = pointerOf(template);
    expect(pointer.properties).toMatchObject({
      Version: TEST_VERSION,
      ReleasesPrefix: 'remotes/forms/releases/',
      Pointer: [
        { from: 'mf-manifest.json', to: 'remotes/forms/mf-manifest.json' },
        { from: 'routes.json', to: 'remotes/forms/routes.json', optional: true },
        { from: 'pages/', to: 'pages/' },
        { from: 'sitemap.xml', to: 'sitemap-forms.xml', optional: true },
      ],
      KeepReleases: 10,
      Bucket: ssmRef('bucketname'),
      DistributionId: ssmRef('distributionid'),
    });
    expect(pointer.dependsOn).toEqual(expect.arrayContaining([release!.id]));
  });

  it("publishes each page its prerender writes at the key the site function answers the page's address with", async () => {
    const pointer = pointerOf(template).properties.Pointer as { from: string; to: string }[];
    const handler = loadHandler(buildSiteRouterCode());
    const own = sitePages.filter(
      (page) => page.route.owner !== 'shell' && remoteOf(page.route.owner) === 'forms',
    );
    expect(own.map((page) => page.url)).toContain('/contact');
    for (const page of own) {
      // The prerender writes <build>/<page.file>; the release uploads the build as it is.
      const entry = pointer.find(({ from }) => page.file.startsWith(from));
      const served = entry && `/${entry.to}${page.file.slice(entry.from.length)}`;
      const [pathname, search] = page.url.split('?');
      const answered = (await handler(viewerRequestEvent(pathname!, search))) as { uri: string };
      expect({ url: page.url, served }).toEqual({ url: page.url, served: answered.uri });
    }
  });

  it('may invalidate the distribution and delete only releases of its own section', () => {
    const policies = template.findResources('AWS::IAM::Policy') as Resources;
    const [, policy] = Object.entries(policies).find(([id]) => id.startsWith('PointerRole'))!;
    const statements = (
      policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }
    ).Statement;
    const actions = (statement: Record<string, unknown>) => [statement.Action].flat();
    expect(
      statements.some((statement) => actions(statement).includes('cloudfront:CreateInvalidation')),
    ).toBe(true);
    const deletes = statements.filter((statement) =>
      actions(statement).includes('s3:DeleteObject*'),
    );
    expect(JSON.stringify(deletes.map((statement) => statement.Resource))).toMatch(
      /\/remotes\/forms\/releases\/\*"\]\]\}\]$/,
    );
  });

  it("publishes a manifest whose public path is the release's folder", () => {
    const build = makeFakeBuild(forms);
    expect(releaseManifest(build, `/remotes/forms/releases/${TEST_VERSION}/`)).toEqual({
      name: 'forms',
      metaData: { publicPath: `/remotes/forms/releases/${TEST_VERSION}/` },
      exposes: [],
    });
  });
});

describe('a shell release', () => {
  const { stack } = buildSectionApp(findSection('shell')!);
  const template = Template.fromStack(stack);
  const deployments = deploymentsOf(template);
  const byId = (name: string) => deployments.find((deployment) => deployment.id.includes(name))!;
  const [assets, otherFiles, release] = [byId('Assets'), byId('OtherFiles'), byId('Release')];
  // The shell's release pointer and the addresses it claims are published in its folder only.
  const releaseFiles = [...shellEntryPointGlobs, 'server/*', 'shell-release.json', 'routes.json'];
  /** The record `npm run release` writes into the build: its release's files and contract. */
  const record = 'release.json';

  it('publishes its content-hashed files at the root, where every release names them', () => {
    expect(deployments).toHaveLength(3);
    expect(assets.DestinationBucketKeyPrefix).toBeUndefined();
    expect(assets.Include).toEqual([HASHED_FILE_GLOB]);
    expect(assets.SystemMetadata).toEqual({ 'cache-control': cacheControl.immutable });
    expect(assets.Prune).toBe(false);
  });

  it('publishes its other files at the root for an hour, leaving the release files out', () => {
    expect(otherFiles.Exclude).toEqual([...releaseFiles, record, HASHED_FILE_GLOB]);
    expect(otherFiles.SystemMetadata).toEqual({ 'cache-control': cacheControl.short });
  });

  it('publishes its entry points, pages, Node build and record under the versioned release folder', () => {
    expect(release.DestinationBucketKeyPrefix).toBe(`releases/${TEST_VERSION}`);
    expect(release.Exclude).toEqual(['*']);
    expect(release.Include).toEqual([...releaseFiles, record]);
    expect(release.SystemMetadata).toEqual({ 'cache-control': cacheControl.immutable });
    expect(release.SourceObjectKeys).toHaveLength(2);
  });

  it('points the site at the release: pages first, index.html last', () => {
    const pointer = pointerOf(template);
    expect(pointer.properties).toMatchObject({
      Version: TEST_VERSION,
      ReleasesPrefix: 'releases/',
      Pointer: [
        { from: 'pages/', to: 'pages/' },
        { from: 'sw.js', to: 'sw.js', optional: false },
        { from: 'sitemap.xml', to: 'sitemap.xml', optional: true },
        { from: 'sitemap-shell.xml', to: 'sitemap-shell.xml', optional: true },
        { from: 'robots.txt', to: 'robots.txt', optional: true },
        { from: 'site.webmanifest', to: 'site.webmanifest', optional: true },
        { from: 'shell-release.json', to: 'shell-release.json' },
        { from: 'index.html', to: 'index.html' },
      ],
    });
    expect(pointer.dependsOn).toEqual(expect.arrayContaining([release.id]));
  });
});

describe('a rollback', () => {
  const version = '20261120-090000-0ff1ce0';

  it('uploads no build: it only points the site back at the published release', () => {
    const { stack } = buildSectionApp(findSection('forms')!, { rollback: { version } });
    const template = Template.fromStack(stack);
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    // The pointer is the only thing that invalidates (its own keys: switch-release.test.ts).
    const invalidating = Object.values(template.toJSON().Resources as Resources).filter(
      (resource) => resource.Properties && 'DistributionId' in resource.Properties,
    );
    expect(invalidating.map((resource) => resource.Type)).toEqual(['Custom::ReleasePointer']);
    expect(pointerOf(template).properties).toMatchObject({
      Version: version,
      ReleasesPrefix: 'remotes/forms/releases/',
      Pointer: [
        { from: 'mf-manifest.json', to: 'remotes/forms/mf-manifest.json' },
        { from: 'routes.json', to: 'remotes/forms/routes.json', optional: true },
        { from: 'pages/', to: 'pages/' },
        { from: 'sitemap.xml', to: 'sitemap-forms.xml', optional: true },
      ],
    });
  });

  it("uploads the release's pages prerendered anew before the pointer switches", () => {
    const pagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rollback-pages-'));
    fs.mkdirSync(path.join(pagesDir, 'pages'));
    fs.writeFileSync(path.join(pagesDir, 'pages', 'contact.html'), '<!doctype html>');
    const record: ReleaseRecord = {
      section: 'forms',
      version,
      siteUrl: 'https://cats.example',
      files: {},
      contract: { version: '1.0.0' },
      routes: {
        section: 'forms',
        routes: [{ path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' }],
      },
    };
    fs.writeFileSync(path.join(pagesDir, 'release.json'), JSON.stringify(record));
    const { stack } = buildSectionApp(findSection('forms')!, { rollback: { version, pagesDir } });
    const template = Template.fromStack(stack);
    // Its pointer may write the pages of the routes its record claims.
    const written = siteObjectGrants(template)
      .filter((grant) => grant.effect === 'Allow' && grant.actions.includes('s3:PutObject'))
      .flatMap((grant) => grant.keys);
    expect(written).toContain('pages/gift-cards.html');
    const [pages, ...others] = deploymentsOf(template);
    expect(others).toEqual([]);
    // Into the release's folder: its pages and its record, nothing else of it.
    expect(pages!.DestinationBucketKeyPrefix).toBe(`remotes/forms/releases/${version}`);
    expect(pages!.Exclude).toEqual(['*']);
    expect(pages!.Include).toEqual(['pages/*', 'release.json']);
    expect(pointerOf(template).dependsOn).toEqual(expect.arrayContaining([pages!.id]));
  });

  it('keeps the same pointer resource as a deploy, so CloudFormation switches it in place', () => {
    const deploy = pointerOf(Template.fromStack(buildSectionApp(findSection('forms')!).stack));
    const rollback = pointerOf(
      Template.fromStack(buildSectionApp(findSection('forms')!, { rollback: { version } }).stack),
    );
    expect(rollback.id).toBe(deploy.id);
  });
});

describe('a deploy app', () => {
  it('holds only the stack of the section it was given, named with its stage', () => {
    const { app } = buildSectionApp(findSection('forms')!);
    expect(app.synth().stacks.map((stack) => stack.stackName)).toEqual([
      'CatsAboutTown-prod-DeployForms',
    ]);
  });
});

describe('a staging deploy app', () => {
  it("is its own stack and ships to the staging site, found through staging's parameters", () => {
    const { stack } = buildSectionApp(findSection('shell')!, { stage: 'staging' });
    expect(stack.stackName).toBe('CatsAboutTown-staging-DeployShell');
    const defaults = Object.values(Template.fromStack(stack).findParameters('*'))
      .map((parameter) => (parameter as { Default?: string }).Default)
      .filter((value) => value?.startsWith('/cats-about-town/'))
      .sort();
    expect(defaults).toEqual([
      '/cats-about-town/staging/site/bucket-name',
      '/cats-about-town/staging/site/distribution-domain-name',
      '/cats-about-town/staging/site/distribution-id',
    ]);
  });
});

describe.each(sections.map((section) => [section.name, section] as const))(
  'the %s release',
  (_name, section) => {
    it('leaves the source maps and the federation stats out of the upload', () => {
      const { app } = buildSectionApp(section);
      const assembly = app.synth();
      const staged = fs
        .readdirSync(assembly.directory)
        .map((name) => path.join(assembly.directory, name))
        .find((dir) => fs.existsSync(path.join(dir, 'main.3f9a2c1b.js')));
      expect(staged).toBeDefined();
      const files = fs.readdirSync(staged!, { recursive: true }).map(String);
      expect(files).toContain('main.3f9a2c1b.js');
      expect(files.filter((file) => /\.map$|mf-stats\.json$/.test(file))).toEqual([]);
    });
  },
);

/** One Allow or Deny of a synthesized policy, its S3 object resources as key patterns. */
interface ObjectGrant {
  effect: string;
  actions: string[];
  /** The key pattern after the site bucket's name (`remotes/forms/*`), one per resource. */
  keys: string[];
}

/** Every statement on the site bucket's objects in a template's IAM policies. */
function siteObjectGrants(template: Template): ObjectGrant[] {
  const grants: ObjectGrant[] = [];
  for (const policy of Object.values(template.findResources('AWS::IAM::Policy') as Resources)) {
    const document = policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] };
    for (const statement of document.Statement) {
      const keys = [statement.Resource].flat().flatMap((resource) => {
        const parts = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1] ?? [];
        const bucket = parts.findIndex((part) =>
          JSON.stringify(part).includes('SsmParameterValuecatsabouttownprodsitebucketname'),
        );
        const rest = parts.slice(bucket + 1).join('');
        return bucket !== -1 && rest.startsWith('/') ? [rest.slice(1)] : [];
      });
      if (keys.length === 0) continue;
      grants.push({
        effect: statement.Effect as string,
        // IAM reads a statement's actions as a set; the synthesizer may list them in any order.
        actions: [statement.Action as string | string[]].flat().sort(),
        keys,
      });
    }
  }
  return grants;
}

const WRITES = /^s3:(PutObject|DeleteObject|Abort)/;

describe.each(
  sections
    .filter((section) => section.name !== 'shell')
    .map((section) => [section.name, section] as const),
)("the %s team's deploy roles", (_name, section) => {
  const template = Template.fromStack(buildSectionApp(section).stack);
  const grants = siteObjectGrants(template).filter(
    (grant) => grant.effect === 'Allow' && grant.actions.some((action) => WRITES.test(action)),
  );
  const ownPages = sitePages
    .filter(
      (page) =>
        page.route.owner !== 'shell' &&
        remotes[remoteOf(page.route.owner)].publicDir === section.name,
    )
    .map((page) => page.file);

  it('write and delete only under its own prefix, its manifest pointer, its sitemap and its own pages', () => {
    expect(grants.length).toBeGreaterThan(0);
    for (const key of grants.flatMap((grant) => grant.keys)) {
      const own =
        key.startsWith(`remotes/${section.name}/`) ||
        key === sectionSitemapFile(section.name) ||
        ownPages.includes(key) ||
        (key.endsWith('/*') && ownPages.some((page) => page.startsWith(key.slice(0, -1))));
      expect({ key, own }).toEqual({ key, own: true });
    }
  });

  it("delete only under the section's own prefix", () => {
    const deletes = grants.filter((grant) =>
      grant.actions.some((action) => action.startsWith('s3:DeleteObject')),
    );
    expect(deletes.flatMap((grant) => grant.keys).sort()).toEqual(
      [`remotes/${section.name}/*`, `remotes/${section.name}/releases/*`].sort(),
    );
  });

  it('let the pointer write its manifest and its pages, and no other page', () => {
    const pointerKeys = grants.filter(
      (grant) => grant.actions.includes('s3:PutObject') && grant.actions.length === 1,
    );
    const keys = pointerKeys.flatMap((grant) => grant.keys);
    expect(keys).toContain(`remotes/${section.name}/mf-manifest.json`);
    expect(keys).not.toContain('pages/*');
    expect(keys).not.toContain('index.html');
  });
});

describe("a remote release built for the contract's next major version (a train's)", () => {
  const { stack } = buildSectionApp(findSection('forms')!, { contractMajor: 2 });
  const template = Template.fromStack(stack);

  it('points only the shells of that major at it, leaving the pointer the others read', () => {
    const pointer = pointerOf(template).properties.Pointer as { from: string; to: string }[];
    expect(pointer[0]).toEqual({
      from: 'mf-manifest.json',
      to: 'remotes/forms/contract-2/mf-manifest.json',
    });
    expect(pointer.map((entry) => entry.to)).not.toContain('remotes/forms/mf-manifest.json');
  });

  it('lets its pointer write that manifest pointer, under its own prefix', () => {
    const keys = siteObjectGrants(template)
      .filter((grant) => grant.effect === 'Allow' && grant.actions.includes('s3:PutObject'))
      .flatMap((grant) => grant.keys);
    expect(keys).toContain('remotes/forms/contract-2/mf-manifest.json');
    expect(keys).not.toContain('remotes/forms/mf-manifest.json');
  });
});

describe('a remote release that adds a page', () => {
  it("lets its pointer write the added page, and still no other section's", () => {
    const { stack } = buildSectionApp(findSection('forms')!, {
      claims: [
        { path: '/contact', page: 'ContactPage', title: 'Contact Us' },
        { path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' },
      ],
    });
    const keys = siteObjectGrants(Template.fromStack(stack))
      .filter((grant) => grant.effect === 'Allow' && grant.actions.includes('s3:PutObject'))
      .flatMap((grant) => grant.keys);
    expect(keys).toEqual(
      expect.arrayContaining([
        'pages/gift-cards.html',
        'pages/contact.html',
        'sitemap-forms.xml',
        'remotes/forms/mf-manifest.json',
      ]),
    );
    expect(keys).not.toContain('pages/tours.html');
    expect(keys).not.toContain('pages/*');
  });
});

describe("the shell team's deploy roles", () => {
  const template = Template.fromStack(buildSectionApp(findSection('shell')!).stack);
  const grants = siteObjectGrants(template);

  it('are denied every write and delete under remotes/, where the remotes live', () => {
    const denies = grants.filter((grant) => grant.effect === 'Deny');
    expect(denies).toEqual([
      {
        effect: 'Deny',
        actions: ['s3:Abort*', 's3:DeleteObject*', 's3:PutObject*'],
        keys: ['remotes/*'],
      },
    ]);
  });

  it("let the pointer delete only the shell's own releases", () => {
    const deletes = grants.filter(
      (grant) =>
        grant.effect === 'Allow' &&
        grant.actions.some((action) => action.startsWith('s3:DeleteObject')),
    );
    expect(deletes.flatMap((grant) => grant.keys).sort()).toEqual(['*', 'releases/*']);
  });
});

/** The role of that name in the template, and the policies attached to it. */
function roleNamed(template: Template, roleName: string) {
  const roles = template.findResources('AWS::IAM::Role', {
    Properties: { RoleName: roleName },
  }) as Resources;
  const [roleId, role] = Object.entries(roles)[0] ?? [];
  const policies = Object.values(template.findResources('AWS::IAM::Policy') as Resources).filter(
    (policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
  );
  return { role, policies };
}

/** The role exists and trusts only its stage's own account to assume it. */
function expectAssumedFromOwnAccount(role: Resources[string] | undefined) {
  expect(role).toBeDefined();
  const trust = role!.Properties.AssumeRolePolicyDocument as {
    Statement: { Action: string; Principal: { AWS: unknown } }[];
  };
  expect(trust.Statement).toHaveLength(1);
  expect(trust.Statement[0]!.Action).toBe('sts:AssumeRole');
  expect(JSON.stringify(trust.Statement[0]!.Principal.AWS)).toMatch(/:root/);
}

describe.each(sections.map((section) => [section.name, section] as const))(
  "the %s team's smoke-record role",
  (_name, section) => {
    const template = Template.fromStack(buildSectionApp(section).stack);
    const { role, policies } = roleNamed(template, smokeRecordRoleName('prod', section.name));

    it("is assumed only from the stage's own account", () => {
      expectAssumedFromOwnAccount(role);
    });

    it("may put only smoke.json in the folders of its own section's releases", () => {
      expect(policies).toHaveLength(1);
      const document = policies[0]!.Properties.PolicyDocument as {
        Statement: Record<string, unknown>[];
      };
      expect(document.Statement).toHaveLength(1);
      const [grant] = siteObjectGrants(template).filter((candidate) =>
        candidate.keys.some((key) => key.endsWith('/smoke.json')),
      );
      expect(grant).toEqual({
        effect: 'Allow',
        actions: ['s3:PutObject'],
        keys: [`${releasesPrefix(section)}*/smoke.json`],
      });
      expect(document.Statement[0]!.Action).toBe('s3:PutObject');
    });
  },
);

/** A section's canary role on staging, and the statements of its policies. */
function canaryRoleOf(section: SectionDefinition) {
  const template = Template.fromStack(buildSectionApp(section, { stage: 'staging' }).stack);
  const { role, policies } = roleNamed(template, canaryRoleName('staging', section.name));
  const statements = policies.flatMap(
    (policy) =>
      (policy.Properties.PolicyDocument as { Statement: Record<string, unknown>[] }).Statement,
  );
  return { role, statements };
}

describe.each(
  sections
    .filter((section) => section.name !== 'shell')
    .map((section) => [section.name, section] as const),
)("the %s team's canary role", (_name, section) => {
  const { role, statements } = canaryRoleOf(section);

  it("is assumed only from the stage's own account", () => {
    expectAssumedFromOwnAccount(role);
  });

  it("reads and writes only the section's canary pointer, and puts and deletes only its alarm", () => {
    expect(statements).toHaveLength(2);
    const [pointer, alarm] = statements;
    expect([pointer!.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(pointer!.Resource)).toContain(`/remotes/${section.name}/canary.json`);
    expect(JSON.stringify(pointer!.Resource)).not.toContain('*');
    expect([alarm!.Action].flat().sort()).toEqual([
      'cloudwatch:DeleteAlarms',
      'cloudwatch:PutMetricAlarm',
    ]);
    const arn = JSON.stringify(alarm!.Resource);
    expect(arn).toContain(`:alarm:${canaryAlarmName('staging', section.name)}"`);
    expect(arn).not.toContain('*');
  });
});

describe("the shell team's hold role", () => {
  const { role, statements } = canaryRoleOf(sections.find((section) => section.name === 'shell')!);

  it("is assumed only from the stage's own account", () => {
    expectAssumedFromOwnAccount(role);
  });

  it("reads and writes only the shell's pointer at the root, and has no alarm", () => {
    expect(statements).toHaveLength(1);
    const [pointer] = statements;
    expect([pointer!.Action].flat().sort()).toEqual(['s3:GetObject', 's3:PutObject']);
    expect(JSON.stringify(pointer!.Resource)).toMatch(/\},"\/canary\.json"\]\]\}$/);
    expect(JSON.stringify(pointer!.Resource)).not.toContain('*');
  });
});

describe("a canary's release", () => {
  const forms = findSection('forms')!;
  const stable = '20261120-090000-0000000';
  const template = Template.fromStack(buildSectionApp(forms, { serve: stable }).stack);

  it('is published in its own folder, while the pointer stays on the release served', () => {
    const [release] = deploymentsOf(template);
    expect(release!.DestinationBucketKeyPrefix).toBe(`remotes/forms/releases/${TEST_VERSION}`);
    expect(pointerOf(template).properties).toMatchObject({ Version: stable });
  });
});
