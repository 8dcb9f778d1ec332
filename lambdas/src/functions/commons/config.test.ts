import { loadDeliveryConfig, loadFormTokenConfig, loadIntakeConfig } from './config';
import { ConfigurationError } from './errors';

const queueUrl = 'https://sqs.us-east-1.amazonaws.com/123456789012/mail';

const deliveryEnvironment = {
  MAIL_SENDER: 'Cats About Town <tours@catsabouttown.example>',
  MAIL_RECIPIENT: 'hello@catsabouttown.example',
  SES_REGION: 'us-east-1',
  MAIL_QUEUE_URL: queueUrl,
  IDEMPOTENCY_TABLE_NAME: 'mail-idempotency',
};

describe('loadDeliveryConfig', () => {
  it('accepts a production environment without an endpoint, with back-off defaults', () => {
    expect(loadDeliveryConfig(deliveryEnvironment)).toEqual({
      sender: 'Cats About Town <tours@catsabouttown.example>',
      recipient: 'hello@catsabouttown.example',
      region: 'us-east-1',
      queueUrl,
      idempotencyTable: 'mail-idempotency',
      retryBaseSeconds: 30,
      retryMaxSeconds: 900,
    });
  });

  it('keeps an endpoint override and a configuration set, and treats empty values as unset', () => {
    const config = loadDeliveryConfig({
      ...deliveryEnvironment,
      SES_ENDPOINT: 'http://127.0.0.1:8005',
      MAIL_CONFIGURATION_SET: 'cats-mail',
    });
    expect(config.endpoint).toBe('http://127.0.0.1:8005');
    expect(config.configurationSet).toBe('cats-mail');
    expect(loadDeliveryConfig({ ...deliveryEnvironment, SES_ENDPOINT: '' })).not.toHaveProperty(
      'endpoint',
    );
  });

  it('names every missing or malformed variable', () => {
    const load = () =>
      loadDeliveryConfig({
        MAIL_SENDER: 'tours@example.com\r\nBcc: x@example.com',
        SES_REGION: 'Virginia',
        SES_ENDPOINT: 'ftp://example.com',
        MAIL_QUEUE_URL: queueUrl,
        IDEMPOTENCY_TABLE_NAME: 'mail-idempotency',
      });

    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(/MAIL_SENDER must be an e-mail address/);
    expect(load).toThrow(/MAIL_RECIPIENT is required/);
    expect(load).toThrow(/SES_REGION must be an AWS region/);
    expect(load).toThrow(/SES_ENDPOINT must be an http\(s\) URL/);
  });
});

describe('loadIntakeConfig', () => {
  it('reads the queue, the site origins and the secret ARN', () => {
    expect(
      loadIntakeConfig({
        MAIL_QUEUE_URL: queueUrl,
        SITE_ORIGINS: 'https://www.catsabouttown.example, https://catsabouttown.example',
        FORM_TOKEN_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:form-AbCdEf',
      }),
    ).toEqual({
      queueUrl,
      siteOrigins: ['https://www.catsabouttown.example', 'https://catsabouttown.example'],
      secretArn: 'arn:aws:secretsmanager:us-east-1:123456789012:secret:form-AbCdEf',
    });
  });

  it('refuses an origin with a path, and a missing secret', () => {
    const load = () =>
      loadIntakeConfig({ MAIL_QUEUE_URL: queueUrl, SITE_ORIGINS: 'https://example.com/contact' });
    expect(load).toThrow(/SITE_ORIGINS.* must list origins/);
    expect(() => loadFormTokenConfig({})).toThrow(/FORM_TOKEN_SECRET or FORM_TOKEN_SECRET_ARN/);
    expect(() => loadFormTokenConfig({ FORM_TOKEN_SECRET: 'short' })).toThrow(/at least 32/);
  });
});
