import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

import { ConfigurationError } from './errors';
import { FORM_TOKEN_SECRET_MAX_AGE_SECONDS, formTokenSecret } from './form-token-secret';

const secretsMock = mockClient(SecretsManagerClient);
const secret = 'a-secret-of-more-than-32-characters-0123456789';

// Each test reads its own secret: the provider keeps what it read for the instance's life.
let secretNumber = 0;
function nextSecretArn(): string {
  secretNumber += 1;
  return `arn:aws:secretsmanager:us-east-1:123456789012:secret:form-token-${secretNumber}`;
}

beforeEach(() => {
  secretsMock.reset();
  secretsMock.on(GetSecretValueCommand).resolves({ SecretString: secret });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('formTokenSecret', () => {
  it('answers the secret of a local run without asking AWS', async () => {
    // Act
    const value = await formTokenSecret({ secret: 'local-secret' });

    // Assess
    expect(value).toBe('local-secret');
    expect(secretsMock).not.toHaveReceivedCommand(GetSecretValueCommand);
  });

  it('reads the secret from Secrets Manager once, then keeps it', async () => {
    // Prepare
    const secretArn = nextSecretArn();

    // Act
    const first = await formTokenSecret({ secretArn });
    const second = await formTokenSecret({ secretArn });

    // Assess
    expect([first, second]).toEqual([secret, secret]);
    expect(secretsMock).toHaveReceivedCommandTimes(GetSecretValueCommand, 1);
    expect(secretsMock).toHaveReceivedCommandWith(GetSecretValueCommand, { SecretId: secretArn });
  });

  it('reads it again once it has been kept for an hour, so a replaced secret reaches every instance', async () => {
    // Prepare
    jest.useFakeTimers({ now: new Date('2026-11-27T09:00:00Z'), doNotFake: ['nextTick'] });
    const secretArn = nextSecretArn();
    await formTokenSecret({ secretArn });
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: `${secret}-replaced` });

    // Act
    jest.setSystemTime(Date.now() + (FORM_TOKEN_SECRET_MAX_AGE_SECONDS - 1) * 1000);
    const withinTheHour = await formTokenSecret({ secretArn });
    jest.setSystemTime(Date.now() + 2000);
    const afterTheHour = await formTokenSecret({ secretArn });

    // Assess
    expect(withinTheHour).toBe(secret);
    expect(afterTheHour).toBe(`${secret}-replaced`);
    expect(secretsMock).toHaveReceivedCommandTimes(GetSecretValueCommand, 2);
  });

  it('tries again on the next request after a failed read, which fails with the SDK’s own error', async () => {
    // Prepare
    const secretArn = nextSecretArn();
    const timeout = Object.assign(new Error('Request timed out'), { name: 'TimeoutError' });
    secretsMock.on(GetSecretValueCommand).rejectsOnce(timeout).resolves({ SecretString: secret });

    // Act
    const failed = formTokenSecret({ secretArn });

    // Assess
    await expect(failed).rejects.toBe(timeout);
    await expect(formTokenSecret({ secretArn })).resolves.toBe(secret);
    expect(secretsMock).toHaveReceivedCommandTimes(GetSecretValueCommand, 2);
  });

  it('refuses a secret shorter than 32 characters', async () => {
    // Prepare
    secretsMock.on(GetSecretValueCommand).resolves({ SecretString: 'short' });

    // Act
    const read = formTokenSecret({ secretArn: nextSecretArn() });

    // Assess
    await expect(read).rejects.toThrow(ConfigurationError);
  });
});
