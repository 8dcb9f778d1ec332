import * as fs from 'node:fs';
import * as path from 'node:path';

import { Match, Template } from 'aws-cdk-lib/assertions';
import {
  contactRequestSchema,
  EMAIL_PATTERN,
  surveyRequestSchema,
  telemetryLimits,
  tourTypeOptions,
} from 'shared-types';

import { buildSiteApp } from './support/apps';

describe('ApiStack', () => {
  const { api } = buildSiteApp({
    env: { account: '123456789012', region: 'eu-west-1' },
    context: { sesSenderIdentity: 'catsabouttown.example' },
  });
  const template = Template.fromStack(api);
  const functions = template.findResources('AWS::Lambda::Function');
  const logicalIdOf = (prefix: string): string => {
    const id = Object.keys(functions).find((key) => key.startsWith(prefix));
    if (id === undefined) throw new Error(`No function ${prefix}`);
    return id;
  };
  const contactId = logicalIdOf('SendContactEmailFunction');
  const surveyId = logicalIdOf('SendSurveyEmailFunction');
  const tokenId = logicalIdOf('IssueFormTokenFunction');
  const deliveryId = logicalIdOf('DeliverMailFunction');
  const telemetryId = logicalIdOf('RecordTelemetryFunction');
  const roleOf = (id: string): string =>
    (functions[id] as { Properties: { Role: { 'Fn::GetAtt': string[] } } }).Properties.Role[
      'Fn::GetAtt'
    ][0]!;

  it('runs the four mail Lambdas and the telemetry one on the current Node.js runtime, arm64, each with reserved concurrency', () => {
    template.resourceCountIs('AWS::Lambda::Function', 5);
    for (const [service, timeout, reserved] of [
      ['send-contact-email', 15, 10],
      ['send-survey-email', 15, 10],
      ['issue-form-token', 15, 10],
      ['deliver-mail', 40, 2],
      ['record-telemetry', 15, 10],
    ] as const) {
      template.hasResourceProperties('AWS::Lambda::Function', {
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Timeout: timeout,
        MemorySize: 256,
        ReservedConcurrentExecutions: reserved,
        LoggingConfig: Match.objectLike({ LogFormat: 'JSON', LogGroup: Match.anyValue() }),
        Environment: {
          Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: service }),
        },
      });
    }
  });

  it('gives the form endpoints the queue, the site origins and the token secret, not SES', () => {
    for (const id of [contactId, surveyId]) {
      expect(functions[id]).toMatchObject({
        Properties: {
          Environment: {
            Variables: {
              MAIL_QUEUE_URL: { Ref: expect.stringMatching(/^MailQueue/) },
              SITE_ORIGINS: '',
              FORM_TOKEN_SECRET_ARN: { Ref: expect.stringMatching(/^FormTokenSecret/) },
            },
          },
        },
      });
      expect(JSON.stringify(functions[id])).not.toContain('MAIL_SENDER');
    }
  });

  it('gives the delivery function the mail settings, the queue and the idempotency table', () => {
    expect(functions[deliveryId]).toMatchObject({
      Properties: {
        Environment: {
          Variables: {
            MAIL_SENDER: 'hello@catsabouttown.example',
            MAIL_RECIPIENT: 'team@catsabouttown.example',
            SES_REGION: 'eu-west-1',
            MAIL_QUEUE_URL: { Ref: expect.stringMatching(/^MailQueue/) },
            IDEMPOTENCY_TABLE_NAME: { Ref: expect.stringMatching(/^DeliveryIdempotency/) },
          },
        },
      },
    });
  });

  it('keeps accepted mail on a queue with a dead-letter queue, read in batches with partial failures', () => {
    template.resourceCountIs('AWS::SQS::Queue', 2);
    template.hasResourceProperties('AWS::SQS::Queue', {
      VisibilityTimeout: 240,
      MessageRetentionPeriod: 4 * 24 * 3600,
      SqsManagedSseEnabled: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailDeadLetters'), 'Arn'] },
        maxReceiveCount: 12,
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', {
      MessageRetentionPeriod: 14 * 24 * 3600,
      SqsManagedSseEnabled: true,
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: deliveryId },
      EventSourceArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^MailQueue'), 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    template.hasResourceProperties('AWS::DynamoDB::GlobalTable', {
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      TimeToLiveSpecification: { AttributeName: 'expiration', Enabled: true },
    });
  });

  it('gives the telemetry function the site origins only: no queue, no secret, no SES', () => {
    expect(functions[telemetryId]).toMatchObject({
      Properties: { Environment: { Variables: { SITE_ORIGINS: '' } } },
    });
    const variables = Object.keys(
      (functions[telemetryId] as { Properties: { Environment: { Variables: object } } }).Properties
        .Environment.Variables,
    ).sort();
    expect(variables).toEqual([
      'NODE_OPTIONS',
      'POWERTOOLS_SERVICE_NAME',
      'POWERTOOLS_TRACER_CAPTURE_RESPONSE',
      'SITE_ORIGINS',
    ]);
    const role = roleOf(telemetryId);
    const policies = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy).includes(`"${role}"`),
    ) as { Properties: { PolicyDocument: { Statement: { Action: string | string[] }[] } } }[];
    expect(policies).toHaveLength(1);
    const actions = policies[0]!.Properties.PolicyDocument.Statement.flatMap((statement) =>
      [statement.Action].flat(),
    );
    // Its own log group (where its metrics travel, in the embedded metric format) and X-Ray.
    expect([...new Set(actions)].sort()).toEqual([
      'logs:CreateLogStream',
      'logs:PutLogEvents',
      'xray:PutTelemetryRecords',
      'xray:PutTraceSegments',
    ]);
    expect(JSON.stringify(policies[0])).toMatch(/RecordTelemetryLogGroup/);
    expect(JSON.stringify(policies[0])).not.toMatch(/sqs:|ses:|secretsmanager:|cloudwatch:/);
  });

  it('models a beacon with the bounds of the shared telemetry schema', () => {
    template.hasResourceProperties('AWS::ApiGateway::Model', {
      Name: 'TelemetryBatch',
      ContentType: 'application/json',
      Schema: Match.objectLike({
        additionalProperties: false,
        required: ['events'],
        properties: {
          events: Match.objectLike({
            type: 'array',
            minItems: 1,
            maxItems: telemetryLimits.maxEvents,
          }),
        },
      }),
    });
  });

  it('generates the form token secret rather than keeping it anywhere', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
    expect(JSON.stringify(functions[tokenId])).toContain('FORM_TOKEN_SECRET_ARN');
  });

  it('gives each function its own log group with retention', () => {
    template.resourceCountIs('AWS::Logs::LogGroup', 6);
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
    for (const id of [contactId, surveyId, tokenId, deliveryId, telemetryId]) {
      const logGroupRef = (
        functions[id] as { Properties: { LoggingConfig: { LogGroup: unknown } } }
      ).Properties.LoggingConfig.LogGroup;
      expect(JSON.stringify(logGroupRef)).toMatch(/LogGroup/);
    }
  });

  it('leaves the SES identity and the API Gateway account role to the account stack', () => {
    template.resourceCountIs('AWS::SES::EmailIdentity', 0);
    template.resourceCountIs('AWS::ApiGateway::Account', 0);
  });

  it('lets only the delivery function send, as that identity and with the configuration set', () => {
    const sendingPolicies = Object.values(template.findResources('AWS::IAM::Policy')).filter(
      (policy) => JSON.stringify(policy).includes('ses:SendEmail'),
    ) as { Properties: { Roles: { Ref: string }[]; PolicyDocument: { Statement: unknown[] } } }[];
    expect(sendingPolicies).toHaveLength(1);

    const roles = sendingPolicies.flatMap((policy) =>
      policy.Properties.Roles.map((role) => role.Ref),
    );
    const functionRoles = [deliveryId].map(
      (id) =>
        (functions[id] as { Properties: { Role: { 'Fn::GetAtt': string[] } } }).Properties.Role[
          'Fn::GetAtt'
        ][0],
    );
    expect(roles.sort()).toEqual([...functionRoles].sort());

    const sesStatements = sendingPolicies[0]!.Properties.PolicyDocument.Statement.filter(
      (statement) => JSON.stringify(statement).includes('ses:'),
    ) as { Action: string[]; Resource: unknown }[];
    for (const statement of sesStatements) {
      expect(statement.Action).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    }
    const resources = sesStatements.flatMap((statement) => [statement.Resource].flat());
    expect(resources).toHaveLength(2);
    const shown = JSON.stringify(resources);
    expect(shown).toContain(':ses:eu-west-1:123456789012:identity/catsabouttown.example');
    expect(shown).toMatch(/:configuration-set\/",\{"Ref":"MailEvents/);
  });

  it('lets the functions write only to their own log groups', () => {
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: {
              'Fn::GetAtt': [Match.stringLikeRegexp('^SendContactEmailLogGroup'), 'Arn'],
            },
          }),
        ]),
      },
    });
    const roles = template.findResources('AWS::IAM::Role', {
      Properties: {
        AssumeRolePolicyDocument: Match.objectLike({
          Statement: [Match.objectLike({ Principal: { Service: 'lambda.amazonaws.com' } })],
        }),
      },
    });
    for (const role of Object.values(roles)) {
      expect(role).not.toHaveProperty('Properties.ManagedPolicyArns');
    }
  });

  it('exposes POST /api/contact, /api/survey and /api/telemetry, each validated against its model', () => {
    template.resourceCountIs('AWS::ApiGateway::Method', 4);
    template.hasResourceProperties('AWS::ApiGateway::Method', {
      HttpMethod: 'GET',
      Integration: Match.objectLike({
        Uri: Match.objectLike({
          'Fn::Join': Match.arrayWith([Match.arrayWith([{ 'Fn::GetAtt': [tokenId, 'Arn'] }])]),
        }),
      }),
    });
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: 'api' });
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: 'contact' });
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: 'survey' });
    template.hasResourceProperties('AWS::ApiGateway::Resource', { PathPart: 'telemetry' });
    for (const [model, target] of [
      ['ContactRequest', contactId],
      ['SurveyRequest', surveyId],
      ['TelemetryBatch', telemetryId],
    ] as const) {
      template.hasResourceProperties('AWS::ApiGateway::Method', {
        HttpMethod: 'POST',
        AuthorizationType: 'NONE',
        RequestValidatorId: { Ref: Match.stringLikeRegexp('BodyValidator') },
        RequestModels: { 'application/json': { Ref: Match.stringLikeRegexp(model) } },
        Integration: Match.objectLike({
          Type: 'AWS_PROXY',
          IntegrationHttpMethod: 'POST',
          Uri: Match.objectLike({
            'Fn::Join': Match.arrayWith([Match.arrayWith([{ 'Fn::GetAtt': [target, 'Arn'] }])]),
          }),
        }),
      });
    }
    template.hasResourceProperties('AWS::ApiGateway::RequestValidator', {
      ValidateRequestBody: true,
      ValidateRequestParameters: true,
    });
  });

  it('models each payload with the JSON Schema of its shared zod schema', () => {
    template.hasResourceProperties('AWS::ApiGateway::Model', {
      Name: 'ContactRequest',
      ContentType: 'application/json',
      Schema: Match.objectLike({
        $schema: 'http://json-schema.org/draft-04/schema#',
        required: Object.keys(contactRequestSchema.shape),
        properties: Match.objectLike({
          name: { type: 'string', minLength: 2, maxLength: 99, pattern: '^[^<>]*$' },
          email: Match.objectLike({
            type: 'string',
            maxLength: 254,
            pattern: EMAIL_PATTERN.source,
          }),
          message: { type: 'string', maxLength: 2000 },
          honeypot: { type: 'string', maxLength: 200 },
          formToken: { type: 'string', minLength: 1, maxLength: 200 },
        }),
      }),
    });
    template.hasResourceProperties('AWS::ApiGateway::Model', {
      Name: 'SurveyRequest',
      Schema: Match.objectLike({
        required: Object.keys(surveyRequestSchema.shape),
        properties: Match.objectLike({
          name: { type: 'string', minLength: 2, maxLength: 99 },
          tourType: { type: 'string', enum: [...tourTypeOptions] },
          tourRating: { type: 'integer', minimum: 1, maximum: 5 },
          guideRating: { type: 'integer', minimum: 1, maximum: 5 },
          recommend: Match.objectLike({ enum: Match.arrayWith(['Yes, definitely']) }),
          feedback: { type: 'string', minLength: 10, maxLength: 1000 },
        }),
      }),
    });
  });

  it('throttles the stage and writes access logs', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      AccessLogSetting: {
        DestinationArn: Match.anyValue(),
        Format: Match.stringLikeRegexp('requestId'),
      },
      MethodSettings: [
        Match.objectLike({
          HttpMethod: '*',
          ResourcePath: '/*',
          ThrottlingRateLimit: 100,
          ThrottlingBurstLimit: 200,
          LoggingLevel: 'ERROR',
          DataTraceEnabled: false,
        }),
      ],
    });
    // The access log group's ARN, which CDK writes out or reads from the group.
    const [stage] = Object.values(template.findResources('AWS::ApiGateway::Stage')) as {
      Properties: { AccessLogSetting: { DestinationArn: unknown } };
    }[];
    expect(JSON.stringify(stage!.Properties.AccessLogSetting.DestinationArn)).toContain(
      'MailApiAccessLogs',
    );
  });

  it('is a regional endpoint without CORS', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      EndpointConfiguration: { Types: ['REGIONAL'] },
    });
    template.resourcePropertiesCountIs('AWS::ApiGateway::Method', { HttpMethod: 'OPTIONS' }, 0);
  });

  it('answers its own refusals in the { error: { message } } shape the forms read', () => {
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'BAD_REQUEST_BODY',
      StatusCode: '400',
      ResponseTemplates: {
        'application/json': Match.stringLikeRegexp('^\\{"error":\\{"message":'),
      },
    });
    template.hasResourceProperties('AWS::ApiGateway::GatewayResponse', {
      ResponseType: 'THROTTLED',
      StatusCode: '429',
    });
  });
});

describe('ApiStack bundling', () => {
  it('bundles the five handlers, traced, with the local esbuild, AWS SDK left out', () => {
    // Only the API stack's functions are bundled: the assembly's bundles are its handlers.
    const { app } = buildSiteApp({
      bundle: true,
      context: { 'aws:cdk:bundling-stacks': ['*Api'] },
    });
    const assembly = app.synth();
    const bundles = fs
      .readdirSync(assembly.directory)
      .map((name) => path.join(assembly.directory, name, 'index.js'))
      .filter((file) => fs.existsSync(file));
    expect(bundles).toHaveLength(5);
    const sources = bundles.map((bundle) => fs.readFileSync(bundle, 'utf8'));
    expect(sources.filter((source) => source.includes('@aws-sdk/client-ses'))).toHaveLength(1);
    expect(sources.filter((source) => source.includes('@aws-sdk/client-sqs'))).toHaveLength(3);
    for (const source of sources) expect(source).not.toMatch(/class (SES|SQS)Client\b/);
    // Each handler runs in its own X-Ray subsegment (the Powertools tracer is bundled in).
    for (const source of sources) expect(source).toContain('annotateColdStart');
  });
});
