import {
  parseCanaryPointer,
  canaryKeyValue,
  sectionOfPointerKey,
  trainPartners,
} from './canary-pointer';
import { canaryAlarm, CANARY_RULE, judgeCanary, sectionOfCanaryAlarm } from './canary-rule';

describe("a section's canary pointer", () => {
  it('reads a running canary and gives the edge only what it routes by', () => {
    const pointer = parseCanaryPointer(
      '{"section":"forms","stable":"20261125-0300-a","canary":"20261125-0310-b","percent":25,"startedAt":"x"}',
      'forms',
    );
    expect(canaryKeyValue(pointer)).toEqual({
      stable: '20261125-0300-a',
      canary: '20261125-0310-b',
      percent: 25,
    });
    expect(canaryKeyValue(parseCanaryPointer('{"section":"forms","stable":"a"}', 'forms'))).toEqual(
      {
        stable: 'a',
      },
    );
  });

  it("reads a train's canary, whose members the edge checks, and refuses a train it is not in", () => {
    const pointer = parseCanaryPointer(
      '{"section":"forms","stable":"a","canary":"t","percent":5,"train":["forms","home-tours"]}',
      'forms',
    );
    expect(canaryKeyValue(pointer)).toEqual({
      stable: 'a',
      canary: 't',
      percent: 5,
      train: ['forms', 'home-tours'],
    });
    expect(trainPartners(pointer)).toEqual(['home-tours']);
    for (const train of ['["home-tours"]', '["forms","../x"]', '"forms"']) {
      expect(() =>
        parseCanaryPointer(
          `{"section":"forms","stable":"a","canary":"t","percent":5,"train":${train}}`,
          'forms',
        ),
      ).toThrow('train is not the names of a running canary\'s sections, "forms" among them');
    }
    expect(() =>
      parseCanaryPointer('{"section":"forms","stable":"a","train":["forms"]}', 'forms'),
    ).toThrow('train is not');
  });

  it('refuses, with every reason, a pointer the edge must not act on', () => {
    expect(() =>
      parseCanaryPointer(
        '{"section":"home-tours","stable":"../x","canary":"b","percent":101}',
        'forms',
      ),
    ).toThrow(
      'The canary pointer of forms is refused: section is not "forms"; stable is not a release version; percent is not a whole number from 1 to 100.',
    );
    expect(() => parseCanaryPointer('not json', 'forms')).toThrow('is not JSON');
  });

  it("holds the shell only for a train, the train's version checked", () => {
    expect(() =>
      parseCanaryPointer('{"section":"shell","stable":"a","canary":"b","percent":100}', 'shell'),
    ).toThrow("the shell's canary is not a release train's");
    const hold = parseCanaryPointer(
      '{"section":"shell","stable":"a","canary":"b","percent":100,"train":["shell","forms"],"trainVersion":"t1"}',
      'shell',
    );
    expect(canaryKeyValue(hold)).toEqual({
      stable: 'a',
      canary: 'b',
      percent: 100,
      train: ['shell', 'forms'],
      trainVersion: 't1',
    });
    expect(() =>
      parseCanaryPointer(
        '{"section":"forms","stable":"a","canary":"b","percent":100,"trainVersion":"t1"}',
        'forms',
      ),
    ).toThrow("trainVersion is not a release version of the pointer's train");
  });

  it("knows a section's pointer by its key under the section's prefix", () => {
    expect(sectionOfPointerKey('remotes/forms/canary.json')).toBe('forms');
    expect(sectionOfPointerKey('remotes/forms/releases/v/canary.json')).toBeUndefined();
    expect(sectionOfPointerKey('canary.json')).toBe('shell');
    expect(sectionOfPointerKey('releases/v/canary.json')).toBeUndefined();
  });
});

describe('the rule that rolls a canary back', () => {
  const counts = (pageViews: number, errors: number, fallbacks = 0) => ({
    pageViews,
    errors,
    fallbacks,
  });

  it('waits for the canary to have enough page views', () => {
    const verdict = judgeCanary(counts(CANARY_RULE.minPageViews - 1, 7), counts(100, 0));
    expect(verdict).toMatchObject({ judged: false, rollBack: false, canaryRate: 1 });
  });

  it('rolls back a canary whose error rate exceeds the stable one by more than 5 points', () => {
    expect(judgeCanary(counts(10, 1, 0), counts(100, 4)).rollBack).toBe(true);
    expect(judgeCanary(counts(10, 0, 1), counts(100, 5)).rollBack).toBe(false);
    expect(judgeCanary(counts(10, 0), undefined).rollBack).toBe(false);
  });

  it("alarms on the same rule by metric math over both versions' telemetry metrics", () => {
    const alarm = canaryAlarm({
      stage: 'staging',
      section: 'forms',
      metricSection: 'forms',
      stable: 'v1',
      canary: 'v2',
      rollbackFunctionArn: 'arn:aws:lambda:us-east-1:111122223333:function:rollback',
      topicArn: 'arn:aws:sns:us-east-1:111122223333:alarms',
    });
    expect(alarm.AlarmName).toBe('CatsAboutTown-staging-canary-forms');
    expect(sectionOfCanaryAlarm('staging', alarm.AlarmName)).toBe('forms');
    expect(alarm.AlarmActions).toEqual([
      'arn:aws:lambda:us-east-1:111122223333:function:rollback',
      'arn:aws:sns:us-east-1:111122223333:alarms',
    ]);
    expect(alarm.Threshold).toBe(CANARY_RULE.maxExcessErrorRate);
    const byId = Object.fromEntries(alarm.Metrics.map((metric) => [metric.Id, metric]));
    expect(byId.cv?.MetricStat?.Metric.Dimensions).toEqual([
      { Name: 'service', Value: 'site-telemetry' },
      { Name: 'section', Value: 'forms' },
      { Name: 'version', Value: 'v2' },
    ]);
    expect(byId.sf?.MetricStat?.Metric).toMatchObject({
      Namespace: 'CatsAboutTown/Site',
      MetricName: 'Fallback',
    });
    expect(byId.excess?.Expression).toBe(
      'IF(FILL(cv, 0) >= 8, IF(cv > 0, (FILL(ce, 0) + FILL(cf, 0)) / cv, 0) - IF(sv > 0, (FILL(se, 0) + FILL(sf, 0)) / sv, 0), 0)',
    );
    expect(alarm.Metrics.filter((metric) => metric.ReturnData)).toHaveLength(1);
  });
});
