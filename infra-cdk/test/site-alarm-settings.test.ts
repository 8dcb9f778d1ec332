import { siteAlarmDefaults } from '../lib/config/site-alarm-settings';
import { parseStageSettings } from '../lib/config/stage-settings';

const staging = {
  account: '123456789012',
  region: 'us-east-1',
  mailSender: 'staging-forms@catsabouttowntours.com',
  mailRecipient: 'team@catsabouttowntours.com',
};

describe('the site alarm thresholds of a stage', () => {
  it("take the stage's defaults when the file names none: Web Vitals' poor boundaries in both", () => {
    expect(parseStageSettings('staging', staging).siteAlarms).toEqual(siteAlarmDefaults.staging);
    const prod = parseStageSettings(
      'prod',
      { ...staging, alarmEmail: 'ops@catsabouttowntours.com' },
      undefined,
      'synth',
    );
    expect(prod.siteAlarms).toEqual(siteAlarmDefaults.prod);
    for (const defaults of Object.values(siteAlarmDefaults)) {
      expect(defaults).toMatchObject({ lcpP75Ms: 4000, inpP75Ms: 500 });
    }
    // Prod, with real traffic, alarms sooner and on more page views than staging.
    expect(siteAlarmDefaults.prod.sectionErrorRate).toBeLessThan(
      siteAlarmDefaults.staging.sectionErrorRate,
    );
    expect(siteAlarmDefaults.prod.sectionMinPageViews).toBeGreaterThan(
      siteAlarmDefaults.staging.sectionMinPageViews,
    );
  });

  it("put the file's values over the defaults, one by one", () => {
    const settings = parseStageSettings('staging', {
      ...staging,
      siteAlarms: { sectionErrorRate: 0.5, syntheticFailedRuns: 3 },
    });
    expect(settings.siteAlarms).toEqual({
      ...siteAlarmDefaults.staging,
      sectionErrorRate: 0.5,
      syntheticFailedRuns: 3,
    });
  });

  it('refuse a bad value or an unknown key, naming it', () => {
    expect(() =>
      parseStageSettings('staging', { ...staging, siteAlarms: { sectionErrorRate: 5 } }),
    ).toThrow('"siteAlarms.sectionErrorRate" is a fraction of page views: at most 1.');
    expect(() =>
      parseStageSettings('staging', { ...staging, siteAlarms: { vitalsPeriods: 0 } }),
    ).toThrow('"siteAlarms.vitalsPeriods" must be an integer of at least 1.');
    expect(() =>
      parseStageSettings('staging', { ...staging, siteAlarms: { lcpP75Ms: '4000' } }),
    ).toThrow('"siteAlarms.lcpP75Ms" must be a number above 0.');
    expect(() =>
      parseStageSettings('staging', { ...staging, siteAlarms: { lcpMs: 4000 } }),
    ).toThrow('"lcpMs": not a setting (a typing error?).');
  });
});
