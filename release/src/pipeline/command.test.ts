/** @jest-environment node */
// The prerender's hand-off: its request and report cross the process boundary as files checked
// by their schemas, and the process gets no AWS credentials, nor the means to request them.
import { commandRunner, prerenderInChildProcess } from './command';

/** A stand-in prerender: reads its request, reports the AWS variables its environment held. */
const standIn = `
  const fs = require('node:fs');
  const args = process.argv.slice(1);
  const request = JSON.parse(fs.readFileSync(args[args.indexOf('--request') + 1], 'utf8'));
  const held = Object.keys(process.env).filter((name) => /^(AWS_|ACTIONS_ID_TOKEN)/.test(name));
  fs.writeFileSync(
    args[args.indexOf('--report') + 1],
    JSON.stringify({ section: request.section, pages: held.map((name) => name + '=' + process.env[name]), others: request.site, ms: 3 }),
  );
`;

describe('the prerender in a process of its own', () => {
  const run = commandRunner({ log: () => undefined, quiet: true });
  const request = {
    section: 'forms' as const,
    site: 'https://staging.catsabouttown.example',
    buildDir: '/tmp/build',
    checkContract: true,
  };

  it('is given its request and read back from its report', async () => {
    const report = await prerenderInChildProcess(
      { cwd: __dirname, args: [process.execPath, '-e', standIn, '--'] },
      run,
    )(request);
    expect(report).toMatchObject({ section: 'forms', others: request.site, ms: 3 });
  });

  it('gets no AWS credentials, nor the means to request them', async () => {
    const env = process.env;
    process.env = {
      ...env,
      AWS_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'secret',
      AWS_PROFILE: 'deploy',
      ACTIONS_ID_TOKEN_REQUEST_URL: 'https://token.actions.example',
    };
    try {
      const report = await prerenderInChildProcess(
        { cwd: __dirname, args: [process.execPath, '-e', standIn, '--'] },
        run,
      )(request);
      expect([...report.pages].sort()).toEqual([
        'AWS_CONFIG_FILE=/dev/null',
        'AWS_EC2_METADATA_DISABLED=true',
        'AWS_SHARED_CREDENTIALS_FILE=/dev/null',
      ]);
    } finally {
      process.env = env;
    }
  });

  it('refuses a report that is not what the schema says, naming it', async () => {
    const broken = `require('node:fs').writeFileSync(process.argv[process.argv.indexOf('--report') + 1], '{"pages": 3}')`;
    await expect(
      prerenderInChildProcess(
        { cwd: __dirname, args: [process.execPath, '-e', broken, '--'] },
        run,
      )(request),
    ).rejects.toThrow("the prerender's report is not a valid record");
  });
});
