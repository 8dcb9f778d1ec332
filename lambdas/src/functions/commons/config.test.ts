import { loadMailConfig } from './config';
import { ConfigurationError } from './errors';

const validEnvironment = {
  MAIL_SENDER: 'Cats About Town <tours@catsabouttown.example>',
  MAIL_RECIPIENT: 'hello@catsabouttown.example',
  SES_REGION: 'us-east-1',
};

describe('loadMailConfig', () => {
  it('accepts a production environment without an endpoint', () => {
    expect(loadMailConfig(validEnvironment)).toEqual({
      sender: 'Cats About Town <tours@catsabouttown.example>',
      recipient: 'hello@catsabouttown.example',
      region: 'us-east-1',
    });
  });

  it('keeps an endpoint override and treats an empty one as unset', () => {
    expect(
      loadMailConfig({ ...validEnvironment, SES_ENDPOINT: 'http://127.0.0.1:8005' }).endpoint,
    ).toBe('http://127.0.0.1:8005');
    expect(loadMailConfig({ ...validEnvironment, SES_ENDPOINT: '' })).not.toHaveProperty(
      'endpoint',
    );
  });

  it('names every missing or malformed variable', () => {
    const load = () =>
      loadMailConfig({
        MAIL_SENDER: 'tours@example.com\r\nBcc: x@example.com',
        SES_REGION: 'Virginia',
        SES_ENDPOINT: 'ftp://example.com',
      });

    expect(load).toThrow(ConfigurationError);
    expect(load).toThrow(/MAIL_SENDER must be an e-mail address/);
    expect(load).toThrow(/MAIL_RECIPIENT is required/);
    expect(load).toThrow(/SES_REGION must be an AWS region/);
    expect(load).toThrow(/SES_ENDPOINT must be an http\(s\) URL/);
  });
});
