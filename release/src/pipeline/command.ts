// The child processes the pipeline starts: a section's build, and its prerender, which runs
// another team's code (the deployed shell's bundle, the remotes' page builds) and so never holds
// the release's credentials. The prerender's request and report cross the process boundary as
// JSON files checked by their schemas.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  prerenderReportSchema,
  prerenderRequestSchema,
  type PrerenderReport,
  type PrerenderRequest,
} from '../model/prerender-exchange';
import { parseRecord } from '../model/release-record';

/** A command to run: its arguments, its folder and the variables added to its environment. */
export interface Command {
  readonly args: readonly string[];
  readonly cwd: string;
  readonly env?: Record<string, string>;
  /** Whether the command inherits this process's environment. @default true */
  readonly inheritEnv?: boolean;
}

/**
 * `npm run build` of one package of the repository; with `siteUrl`, the build names that site
 * (`SITE_URL`) in its canonical links, structured data and sitemap.
 */
export function buildCommand(repoRoot: string, packageName: string, siteUrl?: string): Command {
  return {
    args: ['npm', 'run', 'build', '-w', packageName],
    cwd: repoRoot,
    ...(siteUrl === undefined ? {} : { env: { SITE_URL: siteUrl } }),
  };
}

/**
 * The environment a prerender runs in: without AWS credentials, nor the means to get them (the
 * OIDC token request of the workflow, the instance metadata).
 */
function withoutCredentials(
  env: Record<string, string | undefined>,
): Record<string, string | undefined> {
  const kept = Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => !/^AWS_/.test(name) && !/^ACTIONS_ID_TOKEN_REQUEST_/.test(name),
    ),
  );
  return {
    ...kept,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
    AWS_CONFIG_FILE: '/dev/null',
  };
}

/** Runs a command to its end, failing when it fails. */
export type RunCommand = (command: Command) => Promise<void>;

/**
 * Runs commands, their output shown, or (quiet) kept and shown only when one fails. A command
 * runs beside this process, never blocking it: the local stages it may read are served from here.
 */
export function commandRunner(options: {
  log: (message: string) => void;
  quiet?: boolean;
}): RunCommand {
  return ({ args, cwd, env, inheritEnv = true }) =>
    new Promise((resolve, reject) => {
      options.log(`> ${args.join(' ')}`);
      const [file, ...rest] = args;
      const child = spawn(file!, rest, {
        cwd,
        env: inheritEnv ? { ...process.env, ...env } : { ...env },
        stdio: options.quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
      });
      const output: Buffer[] = [];
      child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
      child.once('error', reject);
      child.once('close', (code, signal) => {
        if (code === 0) {
          resolve();
          return;
        }
        const shown = options.quiet ? `:\n${Buffer.concat(output).toString('utf8').trimEnd()}` : '';
        reject(new Error(`${args.join(' ')} failed (${signal ?? `exit ${code}`})${shown}`));
      });
    });
}

/**
 * The prerender in a process of its own: `command` is the prerender's entry, which takes
 * `--request <file>` and writes `--report <file>`; it runs without AWS credentials.
 */
export function prerenderInChildProcess(
  command: Command,
  run: RunCommand,
): (request: PrerenderRequest) => Promise<PrerenderReport> {
  return async (request) => {
    const exchange = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-exchange-'));
    try {
      const requestFile = path.join(exchange, 'request.json');
      const reportFile = path.join(exchange, 'report.json');
      fs.writeFileSync(requestFile, JSON.stringify(prerenderRequestSchema.parse(request)));
      const credentialFree = withoutCredentials(process.env);
      await run({
        cwd: command.cwd,
        args: [...command.args, '--request', requestFile, '--report', reportFile],
        inheritEnv: false,
        env: Object.fromEntries(
          Object.entries({ ...credentialFree, ...command.env }).flatMap(([key, value]) =>
            value === undefined ? [] : [[key, value]],
          ),
        ),
      });
      if (!fs.existsSync(reportFile)) {
        throw new Error(`The prerender wrote no report (${reportFile}).`);
      }
      return parseRecord(
        prerenderReportSchema,
        fs.readFileSync(reportFile, 'utf8'),
        "the prerender's report",
      );
    } finally {
      fs.rmSync(exchange, { recursive: true, force: true });
    }
  };
}
