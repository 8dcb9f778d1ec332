import type { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';

import { ORIGIN_VERIFY_HEADER } from '../lib/constructs/origin-verify-secrets';
import { buildSiteApp } from './support/apps';

const env = { account: '123456789012', region: 'eu-west-1' };

type Resource = {
  Type: string;
  Properties: Record<string, unknown>;
  DependsOn?: string[];
};

/** The template of `stack` as JSON. */
function templateOf(stack: Stack): { Resources: Record<string, Resource> } {
  return Template.fromStack(stack).toJSON() as { Resources: Record<string, Resource> };
}

/** A `{{resolve:secretsmanager:…}}` reference to the secret with this logical id. */
function dynamicReferenceTo(secretId: string) {
  return {
    'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId }, ':SecretString:::}}']],
  };
}

/** Logical id of the origin secret of `generation` in `resources`. */
function secretOf(resources: Record<string, Resource>, generation: number): string {
  const [id] = Object.entries(resources)
    .filter(([, resource]) => resource.Type === 'AWS::SecretsManager::Secret')
    .map(([logicalId]) => logicalId)
    .filter((logicalId) => logicalId.startsWith(`OriginVerifyGeneration${generation}`));
  if (id === undefined) throw new Error(`no origin secret of generation ${generation}`);
  return id;
}

function apiOrigin(resources: Record<string, Resource>): Record<string, unknown> {
  const [distribution] = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::CloudFront::Distribution',
  );
  const config = distribution!.Properties.DistributionConfig as {
    CacheBehaviors: { PathPattern: string; TargetOriginId: string }[];
    Origins: { Id: string }[];
  };
  const api = config.CacheBehaviors.find((behavior) => behavior.PathPattern === '/api/*');
  return config.Origins.find((origin) => origin.Id === api!.TargetOriginId)!;
}

function originVerifyRule(resources: Record<string, Resource>) {
  const [webAcl] = Object.values(resources).filter(
    (resource) => resource.Type === 'AWS::WAFv2::WebACL',
  );
  const rules = webAcl!.Properties.Rules as { Name: string; Priority: number }[];
  return rules.find((rule) => rule.Name === 'through-cloudfront-only');
}

const defaultApp = buildSiteApp({ env });

describe('the API answers only through CloudFront', () => {
  const { site, api } = defaultApp;
  const template = Template.fromStack(site);
  const { Resources: resources } = templateOf(site);
  const current = secretOf(resources, 1);
  const previous = secretOf(resources, 0);

  it('generates the origin secrets in Secrets Manager at deploy time, never writing a value', () => {
    for (const id of [current, previous]) {
      expect(resources[id]!.Properties).toEqual({
        Description: expect.stringContaining(ORIGIN_VERIFY_HEADER),
        GenerateSecretString: { ExcludePunctuation: true, PasswordLength: 48 },
      });
    }
    template.resourceCountIs('AWS::SecretsManager::Secret', 2);
  });

  it('has CloudFront add the current secret to every /api/* request, as a dynamic reference', () => {
    expect(apiOrigin(resources)).toMatchObject({
      OriginCustomHeaders: [
        { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: dynamicReferenceTo(current) },
      ],
    });
  });

  it('refuses with 403, before any other rule, a request that carries neither secret', () => {
    const byteMatch = (secretId: string) => ({
      ByteMatchStatement: {
        FieldToMatch: { SingleHeader: { Name: ORIGIN_VERIFY_HEADER } },
        PositionalConstraint: 'EXACTLY',
        SearchString: dynamicReferenceTo(secretId),
        TextTransformations: [{ Priority: 0, Type: 'NONE' }],
      },
    });
    expect(originVerifyRule(resources)).toEqual({
      Name: 'through-cloudfront-only',
      Priority: 0,
      Action: {
        Block: { CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'notThroughSite' } },
      },
      Statement: {
        NotStatement: {
          Statement: { OrStatement: { Statements: [byteMatch(current), byteMatch(previous)] } },
        },
      },
      VisibilityConfig: expect.objectContaining({ CloudWatchMetricsEnabled: true }),
    });
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      CustomResponseBodies: Match.objectLike({
        notThroughSite: {
          ContentType: 'APPLICATION_JSON',
          Content: '{"error":{"message":"This address answers only through our website."}}',
        },
      }),
    });
  });

  it('keeps the 415 for anything but JSON and the 403 for other sites after it', () => {
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Rules: [
        Match.objectLike({ Name: 'through-cloudfront-only', Priority: 0 }),
        Match.objectLike({
          Name: 'json-only',
          Priority: 1,
          Action: {
            Block: {
              CustomResponse: { ResponseCode: 415, CustomResponseBodyKey: 'unsupportedMediaType' },
            },
          },
        }),
        Match.objectLike({
          Name: 'site-origin-only',
          Priority: 2,
          Action: {
            Block: {
              CustomResponse: { ResponseCode: 403, CustomResponseBodyKey: 'foreignOrigin' },
            },
          },
        }),
      ],
      CustomResponseBodies: Match.objectLike({
        unsupportedMediaType: {
          ContentType: 'APPLICATION_JSON',
          Content: '{"error":{"message":"The request must be sent as JSON."}}',
        },
        foreignOrigin: Match.objectLike({ ContentType: 'APPLICATION_JSON' }),
      }),
    });
  });

  it('puts that web ACL on the API stage, which has no other', () => {
    template.resourceCountIs('AWS::WAFv2::WebACLAssociation', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACLAssociation', {
      ResourceArn: {
        'Fn::Join': [
          '',
          Match.arrayWith([
            Match.stringLikeRegexp(':apigateway:eu-west-1::/restapis/'),
            { 'Fn::ImportValue': Match.stringLikeRegexp('MailApiDeploymentStage') },
          ]),
        ],
      },
      WebACLArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiRequestFilter'), 'Arn'] },
    });
    Template.fromStack(api).resourceCountIs('AWS::WAFv2::WebACLAssociation', 0);
  });

  it('updates the web ACL before the distribution, so a rotation never refuses CloudFront', () => {
    const [distributionId] = Object.entries(resources).find(
      ([, resource]) => resource.Type === 'AWS::CloudFront::Distribution',
    )!;
    expect(resources[distributionId]!.DependsOn).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ApiRequestFilterWebAcl/),
        expect.stringMatching(/^ApiRequestFilterAssociation/),
      ]),
    );
  });
});

describe('rotating the origin secret', () => {
  const before = templateOf(defaultApp.site).Resources;
  const after = templateOf(
    buildSiteApp({ env, context: { originVerifyGeneration: '2' } }).site,
  ).Resources;

  it('sends the next generation and accepts it and the one CloudFront sent until now', () => {
    const next = secretOf(after, 2);
    const kept = secretOf(after, 1);
    expect(apiOrigin(after)).toMatchObject({
      OriginCustomHeaders: [
        { HeaderName: ORIGIN_VERIFY_HEADER, HeaderValue: dynamicReferenceTo(next) },
      ],
    });
    expect(JSON.stringify(originVerifyRule(after))).toContain(JSON.stringify({ Ref: next }));
    expect(JSON.stringify(originVerifyRule(after))).toContain(JSON.stringify({ Ref: kept }));
  });

  it('keeps the secret CloudFront sent until now (same logical id) and drops the oldest', () => {
    expect(secretOf(after, 1)).toBe(secretOf(before, 1));
    expect(() => secretOf(after, 0)).toThrow();
  });
});
