import { Match, Template } from 'aws-cdk-lib/assertions';

import { IMMUTABLE_CACHE_CONTROL, NO_CACHE_CACHE_CONTROL } from '../lib/config/cache-control';
import { entryPointPaths, findSection, sections } from '../lib/config/sections';
import { buildSectionApp } from './support/apps';

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
    const byIncludes = (entries: boolean) =>
      Object.entries(deployments).find(
        ([, resource]) =>
          ((resource as { Properties: DeploymentProperties }).Properties.Include !== undefined) ===
          entries,
      ) as [string, { Properties: DeploymentProperties; DependsOn?: string[] }];
    const [assetsId, assets] = byIncludes(false);
    const [, entryPoints] = byIncludes(true);

    it('uploads in exactly two steps, from one build', () => {
      expect(Object.keys(deployments)).toHaveLength(2);
      expect(assets.Properties.SourceObjectKeys).toEqual(entryPoints.Properties.SourceObjectKeys);
    });

    it('writes only its own prefix of the site bucket found through SSM', () => {
      const expectedPrefix = section.keyPrefix === '' ? undefined : section.keyPrefix;
      for (const deployment of [assets, entryPoints]) {
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
      for (const deployment of [assets, entryPoints]) {
        expect(deployment.Properties.Prune).toBe(false);
        expect(deployment.Properties.RetainOnDelete).toBe(true);
      }
    });

    it('uploads everything but the entry points as immutable first', () => {
      expect(assets.Properties.Exclude).toEqual([...section.entryPoints]);
      expect(assets.Properties.SystemMetadata).toEqual({
        'cache-control': IMMUTABLE_CACHE_CONTROL,
      });
      expect(assets.Properties).not.toHaveProperty('DistributionId');
    });

    it('uploads the entry points as no-cache afterwards and invalidates only them', () => {
      expect(entryPoints.Properties.Exclude).toEqual(['*']);
      expect(entryPoints.Properties.Include).toEqual([...section.entryPoints]);
      expect(entryPoints.Properties.SystemMetadata).toEqual({
        'cache-control': NO_CACHE_CACHE_CONTROL,
      });
      expect(entryPoints.DependsOn).toEqual(expect.arrayContaining([assetsId]));
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
    expect(entryPointPaths(findSection('shell')!)).toEqual(['/index.html', '/sw.js', '/pages/*']);
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
