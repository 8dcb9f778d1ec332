import * as fs from 'node:fs';
import * as path from 'node:path';

import { Match, Template } from 'aws-cdk-lib/assertions';
import { cacheControl, cacheControlFor, HASHED_FILE_GLOB, matchesGlob } from 'shared-types';

import { entryPointPaths, findSection, sections } from '../lib/config/sections';
import { buildSectionApp } from './support/apps';

/** Files of every kind a build holds, for both kinds of build. */
const sampleFiles = [
  'index.html',
  'sw.js',
  'pages/index.html',
  'pages/blog/post/ships-cats-of-new-york-harbor.html',
  'pages/404.html',
  'sitemap.xml',
  'robots.txt',
  'site.webmanifest',
  'favicon.ico',
  'apple-touch-icon.png',
  'social/home.png',
  'main.0123456789ab.js',
  'main.0123456789ab.js.map',
  'assets/logo.0123456789ab.svg',
  'workbox-a94725a4.js',
  'mf-manifest.json',
  'remoteEntry.js',
  'mf-stats.json',
  '__federation_expose_HomePage.c34e47fff34b.js',
];

/** Whether `aws s3 sync` uploads `file` with these filters: excludes, then includes; the last match wins. */
function syncs(file: string, exclude: readonly string[] = [], include: readonly string[] = []) {
  let included = true;
  for (const glob of exclude) if (matchesGlob(glob, file)) included = false;
  for (const glob of include) if (matchesGlob(glob, file)) included = true;
  return included;
}

interface DeploymentProperties {
  DestinationBucketKeyPrefix?: string;
  DestinationBucketName: unknown;
  Prune: boolean;
  RetainOnDelete: boolean;
  Exclude?: string[];
  Include?: string[];
  SystemMetadata: Record<string, string>;
  DistributionId?: unknown;
  DistributionPaths?: string[];
  SourceObjectKeys: unknown[];
}

describe.each(sections.map((section) => [section.name, section] as const))(
  'the %s deploy stack',
  (_name, section) => {
    const { stack } = buildSectionApp(section);
    const template = Template.fromStack(stack);
    const deployments = template.findResources('Custom::CDKBucketDeployment');
    type Deployment = [string, { Properties: DeploymentProperties; DependsOn?: string[] }];
    const byCacheControl = (value: string) =>
      Object.entries(deployments).find(
        ([, resource]) =>
          (resource as { Properties: DeploymentProperties }).Properties.SystemMetadata[
            'cache-control'
          ] === value,
      ) as Deployment;
    const [assetsId, assets] = byCacheControl(cacheControl.immutable);
    const [otherFilesId, otherFiles] = byCacheControl(cacheControl.short);
    const [, entryPoints] = byCacheControl(cacheControl.revalidate);
    const all = [assets, otherFiles, entryPoints];

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

    it('uploads in exactly three steps, from one build', () => {
      expect(Object.keys(deployments)).toHaveLength(3);
      for (const deployment of all) {
        expect(deployment.Properties.SourceObjectKeys).toEqual(
          entryPoints.Properties.SourceObjectKeys,
        );
      }
    });

    it('uploads each file once, with the Cache-Control the local server sends for it', () => {
      for (const file of sampleFiles) {
        const uploads = all.filter((deployment) =>
          syncs(file, deployment.Properties.Exclude, deployment.Properties.Include),
        );
        expect({ file, uploads: uploads.length }).toEqual({ file, uploads: 1 });
        expect({
          file,
          cacheControl: uploads[0]!.Properties.SystemMetadata['cache-control'],
        }).toEqual({ file, cacheControl: cacheControlFor(file, section.kind) });
      }
    });

    it('writes only its own prefix of the site bucket found through SSM', () => {
      const expectedPrefix = section.keyPrefix === '' ? undefined : section.keyPrefix;
      for (const deployment of all) {
        expect(deployment.Properties.DestinationBucketKeyPrefix).toBe(expectedPrefix);
        expect(deployment.Properties.DestinationBucketName).toEqual({
          Ref: expect.stringMatching(/^SsmParameterValuecatsabouttownprodsitebucketname/),
        });
      }
      template.hasParameter('*', {
        Type: 'AWS::SSM::Parameter::Value<String>',
        Default: '/cats-about-town/prod/site/bucket-name',
      });
    });

    it('never prunes and keeps files when the stack goes', () => {
      for (const deployment of all) {
        expect(deployment.Properties.Prune).toBe(false);
        expect(deployment.Properties.RetainOnDelete).toBe(true);
      }
    });

    it('uploads the content-hashed files as immutable first', () => {
      expect(assets.Properties.Exclude).toEqual(['*']);
      expect(assets.Properties.Include).toEqual([HASHED_FILE_GLOB]);
      expect(assets.Properties).not.toHaveProperty('DistributionId');
    });

    it('uploads every other file that is not an entry point for an hour', () => {
      expect(otherFiles.Properties.Exclude).toEqual([...section.entryPoints, HASHED_FILE_GLOB]);
      expect(otherFiles.Properties).not.toHaveProperty('Include');
      expect(otherFiles.Properties).not.toHaveProperty('DistributionId');
    });

    it('uploads the entry points as no-cache afterwards and invalidates only them', () => {
      expect(entryPoints.Properties.Exclude).toEqual(['*']);
      expect(entryPoints.Properties.Include).toEqual([...section.entryPoints]);
      expect(entryPoints.DependsOn).toEqual(expect.arrayContaining([assetsId, otherFilesId]));
      expect(entryPoints.Properties.DistributionId).toEqual({
        Ref: expect.stringMatching(/^SsmParameterValuecatsabouttownprodsitedistributionid/),
      });
      expect(entryPoints.Properties.DistributionPaths).toEqual(entryPointPaths(section));
    });

    it('contains nothing but the upload', () => {
      const types = new Set(
        Object.values(template.toJSON().Resources as Record<string, { Type: string }>).map(
          (resource) => resource.Type,
        ),
      );
      expect([...types].sort()).toEqual(
        [
          'AWS::IAM::Policy',
          'AWS::IAM::Role',
          'AWS::Lambda::Function',
          'AWS::Lambda::LayerVersion',
          'AWS::Logs::LogGroup',
          'Custom::CDKBucketDeployment',
        ].sort(),
      );
      template.resourceCountIs('AWS::Lambda::Function', 1);
    });
  },
);

describe('section definitions', () => {
  it('place the shell at the root and each remote under remotes/<publicDir>', () => {
    expect(sections.map((section) => [section.name, section.keyPrefix])).toEqual([
      ['shell', ''],
      ['home-tours', 'remotes/home-tours'],
      ['blog-gallery', 'remotes/blog-gallery'],
      ['forms', 'remotes/forms'],
    ]);
  });

  it('name the entry points that are invalidated', () => {
    expect(entryPointPaths(findSection('shell')!)).toEqual([
      '/index.html',
      '/sw.js',
      '/pages/*',
      '/sitemap.xml',
      '/robots.txt',
      '/site.webmanifest',
    ]);
    expect(entryPointPaths(findSection('forms')!)).toEqual([
      '/remotes/forms/mf-manifest.json',
      '/remotes/forms/remoteEntry.js',
    ]);
  });
});

describe('a deploy app', () => {
  it('holds only the stack of the section it was given', () => {
    const { app } = buildSectionApp(findSection('forms')!);
    const stacks = app.synth().stacks.map((stack) => stack.stackName);
    expect(stacks).toEqual(['CatsAboutTown-prod-DeployForms']);
    const template = Template.fromJSON(app.synth().stacks[0]!.template as Record<string, unknown>);
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'remotes/forms',
      Prune: false,
    });
    template.resourcePropertiesCountIs(
      'Custom::CDKBucketDeployment',
      { DestinationBucketKeyPrefix: Match.not('remotes/forms') },
      0,
    );
  });
});

describe('a staging deploy app', () => {
  it("is its own stack and ships to the staging site, found through staging's parameters", () => {
    const { stack } = buildSectionApp(findSection('shell')!, undefined, 'staging');
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
