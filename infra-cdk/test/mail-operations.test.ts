import { Match, Template } from 'aws-cdk-lib/assertions';

import { buildSiteApp } from './support/apps';

describe('the mail path in operation', () => {
  const { api } = buildSiteApp({
    env: { account: '123456789012', region: 'eu-west-1' },
    context: { alarmEmail: 'ops@catsabouttown.example' },
  });
  const template = Template.fromStack(api);
  const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as {
    Properties: { AlarmName: string; AlarmActions: unknown[] };
  }[];
  const alarmNamed = (pattern: RegExp) => {
    const found = alarms.filter((alarm) => pattern.test(alarm.Properties.AlarmName));
    expect(found.map((alarm) => alarm.Properties.AlarmName)).not.toEqual([]);
    return found;
  };

  it('routes every alarm to one SNS topic, whose e-mail subscriber is the context value', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@catsabouttown.example',
    });
    expect(alarms.length).toBeGreaterThanOrEqual(12);
    for (const alarm of alarms) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/Alarms/) }]);
    }
  });

  it('alarms on the errors and the throttles of each of the five functions', () => {
    for (const name of [
      'SendContactEmail',
      'SendSurveyEmail',
      'IssueFormToken',
      'DeliverMail',
      'RecordTelemetry',
    ]) {
      alarmNamed(new RegExp(`${name}.*Errors`));
      alarmNamed(new RegExp(`${name}.*Throttles`));
    }
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: Match.stringLikeRegexp('DeliverMail.*Throttles'),
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
    });
  });

  it('alarms on any 5xx answer of the API and on any message parked in the dead-letter queue', () => {
    alarmNamed(/MailApi.*ServerErrors/);
    const [parked] = alarmNamed(/MailQueue.*Parked/);
    expect(JSON.stringify(parked)).toMatch(/MailDeadLetters/);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: Match.stringLikeRegexp('MailQueue.*Parked'),
      Threshold: 0,
      ComparisonOperator: 'GreaterThanThreshold',
    });
  });

  it('counts failed SES sends from the delivery log and alarms on them', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: Match.stringLikeRegexp('^DeliverMailLogGroup') },
      FilterPattern: '{ $.message = "Mail delivery failed" }',
      MetricTransformations: [
        Match.objectLike({ MetricNamespace: 'CatsAboutTown/Mail', MetricName: 'SendFailures' }),
      ],
    });
    alarmNamed(/SesSendFailures/);
  });

  it('sends with a configuration set whose events give the bounce and complaint rate alarms', () => {
    template.resourceCountIs('AWS::SES::ConfigurationSet', 1);
    template.hasResourceProperties('AWS::SES::ConfigurationSetEventDestination', {
      EventDestination: Match.objectLike({
        Enabled: true,
        MatchingEventTypes: Match.arrayWith(['send', 'bounce', 'complaint', 'reject']),
        CloudWatchDestination: Match.anyValue(),
      }),
    });
    const deliver = Object.values(template.findResources('AWS::Lambda::Function')).find((fn) =>
      JSON.stringify(fn).includes('"deliver-mail"'),
    );
    expect(JSON.stringify(deliver)).toMatch(/MAIL_CONFIGURATION_SET.*MailEvents/);
    for (const [name, threshold] of [
      [/SesBounceRate/, 0.05],
      [/SesComplaintRate/, 0.001],
    ] as const) {
      const [alarm] = alarmNamed(name);
      expect(alarm).toMatchObject({ Properties: { Threshold: threshold } });
      expect(JSON.stringify(alarm)).toMatch(/(bounce|complaint) \/ (bounce|complaint)Sends/);
    }
  });

  it('keeps one dashboard of it all', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
  });

  it('leaves the execute-api address on while the API has no domain of its own', () => {
    template.hasResourceProperties('AWS::ApiGateway::RestApi', {
      DisableExecuteApiEndpoint: Match.absent(),
    });
  });
});

describe('the mail API with a domain of its own', () => {
  const { api, site } = buildSiteApp({
    env: { account: '123456789012', region: 'eu-west-1' },
    context: {
      apiDomainName: 'api-origin.catsabouttown.example',
      apiCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-123',
    },
  });

  it('switches off the execute-api address, so it answers only through CloudFront', () => {
    const template = Template.fromStack(api);
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { DisableExecuteApiEndpoint: true });
    template.hasResourceProperties('AWS::ApiGateway::DomainName', {
      DomainName: 'api-origin.catsabouttown.example',
      RegionalCertificateArn: 'arn:aws:acm:eu-west-1:123456789012:certificate/abc-123',
      SecurityPolicy: 'TLS_1_2',
    });
  });

  it('is CloudFront’s origin for /api/*, sent the secret header like the execute-api address', () => {
    Template.fromStack(site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: 'api-origin.catsabouttown.example',
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
            // Its domain is public too: the web ACL still wants the secret header.
            OriginCustomHeaders: [
              {
                HeaderName: 'x-origin-verify',
                HeaderValue: Match.objectLike({
                  'Fn::Join': ['', Match.arrayWith(['{{resolve:secretsmanager:'])],
                }),
              },
            ],
          }),
        ]),
      }),
    });
  });
});
