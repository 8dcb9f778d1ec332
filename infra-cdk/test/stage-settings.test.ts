import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

import { App } from 'aws-cdk-lib';

import {
  checkCredentialsAccount,
  EXAMPLE_ACCOUNT,
  readStageSettings,
} from '../lib/config/stage-settings';
import { prodStageSettings } from './support/stage-settings';

/** Real-looking prod settings (the company's own domain), as an operator fills them in. */
const realProd = {
  ...prodStageSettings,
  region: 'us-east-1',
};

function settingsDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infra-stages-'));
  for (const [name, content] of Object.entries(files)) {
    fs.writeFileSync(
      path.join(dir, name),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  }
  return dir;
}

const read = (context: Record<string, unknown>, dir?: string) =>
  readStageSettings(new App({ context }).node, dir);

describe('the settings file of a stage', () => {
  it('is all a staging synth needs: the committed file pins its account and region', () => {
    const settings = read({ stage: 'staging' });
    expect(settings).toMatchObject({
      stage: 'staging',
      account: EXAMPLE_ACCOUNT,
      region: 'us-east-1',
      mailSender: 'staging-forms@example.com',
      enableWaf: true,
    });
  });

  it('refuses the committed prod file, naming each key that still holds an example value', () => {
    expect(() => read({ stage: 'prod' })).toThrow(
      /Invalid settings of prod \(.*prod\.json\)[\s\S]*"account" still holds an example value \(111122223333\)[\s\S]*"mailSender" still holds an example value/,
    );
  });

  it('accepts prod with real values and a hosted zone', () => {
    const settings = read({ stage: 'prod' }, settingsDir({ 'prod.json': realProd }));
    expect(settings).toMatchObject({
      stage: 'prod',
      account: '123456789012',
      domainName: 'www.catsabouttowntours.com',
      hostedZone: { hostedZoneId: 'Z04512345ABCDEFGHIJ', zoneName: 'catsabouttowntours.com' },
      alarmEmail: 'ops@catsabouttowntours.com',
    });
  });

  it('refuses prod without an alarm recipient, naming the key, even in an offline synth', () => {
    const { alarmEmail: _omitted, ...withoutAlarm } = realProd;
    const dir = settingsDir({ 'prod.json': withoutAlarm });
    expect(() => read({ stage: 'prod' }, dir)).toThrow(/"alarmEmail" is required in prod/);
    expect(() =>
      readStageSettings(new App({ context: { stage: 'prod' } }).node, dir, 'synth'),
    ).toThrow(/"alarmEmail" is required in prod/);
  });

  it("lets an offline synth of prod use the committed file's example values", () => {
    const settings = readStageSettings(
      new App({ context: { stage: 'prod' } }).node,
      undefined,
      'synth',
    );
    expect(settings).toMatchObject({ stage: 'prod', account: EXAMPLE_ACCOUNT });
  });

  it('lets staging go without an alarm recipient', () => {
    const { alarmEmail: _omitted, ...withoutAlarm } = realProd;
    expect(
      read({ stage: 'staging' }, settingsDir({ 'staging.json': withoutAlarm })).alarmEmail,
    ).toBeUndefined();
  });

  it.each([
    [{ account: '1234' }, /"account" must be a 12-digit AWS account id, got "1234"/],
    [{ account: undefined }, /"account" is required/],
    [{ region: 'Virginia' }, /"region" must be an AWS region such as us-east-1/],
    [{ mailSendr: 'hello@catsabouttowntours.com' }, /"mailSendr": not a setting/],
    [{ enableWaf: 'maybe' }, /"enableWaf" must be true or false/],
  ])('refuses %p in a file, naming the key', (change, message) => {
    const dir = settingsDir({ 'prod.json': { ...realProd, ...change } });
    expect(() => read({ stage: 'prod' }, dir)).toThrow(message);
  });

  it('names a missing or broken file', () => {
    expect(() => read({ stage: 'prod' }, settingsDir({}))).toThrow(/prod\.json is missing/);
    expect(() => read({ stage: 'prod' }, settingsDir({ 'prod.json': '{ "account": ' }))).toThrow(
      /prod\.json is not a JSON object/,
    );
  });

  it('takes a -c value over the file, checked the same way', () => {
    expect(read({ stage: 'staging', wafRateLimit: '300' }).wafRateLimit).toBe(300);
    expect(() => read({ stage: 'staging', mailRecipient: 'nobody' })).toThrow(
      /"mailRecipient" must be an e-mail address/,
    );
  });
});

describe('the account pin', () => {
  const staging = { stage: 'staging', account: '111122223333' } as const;

  it('refuses credentials of another account, naming both accounts and the key', () => {
    expect(() => checkCredentialsAccount(staging, '444455556666')).toThrow(
      /credentials are for account 444455556666, but staging is pinned to account 111122223333 \("account" in/,
    );
  });

  it('lets credentials of the pinned account, and an offline synth, through', () => {
    expect(() => checkCredentialsAccount(staging, '111122223333')).not.toThrow();
    expect(() => checkCredentialsAccount(staging, undefined)).not.toThrow();
  });
});
