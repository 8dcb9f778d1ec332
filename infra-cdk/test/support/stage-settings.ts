/**
 * A prod stage's settings file as an operator fills it in for the company's own domain, without
 * its region, which each test names.
 */
export const prodStageSettings = {
  account: '123456789012',
  domainName: 'www.catsabouttowntours.com',
  hostedZoneId: 'Z04512345ABCDEFGHIJ',
  hostedZoneName: 'catsabouttowntours.com',
  sesSenderIdentity: 'catsabouttowntours.com',
  mailSender: 'hello@catsabouttowntours.com',
  mailRecipient: 'team@catsabouttowntours.com',
  alarmEmail: 'ops@catsabouttowntours.com',
};
