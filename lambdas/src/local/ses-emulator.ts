// Runs aws-ses-v2-local in a child process: its mail store is a module-level singleton, so a
// child keeps every emulator (site, tests, bench) separate and `stop()` frees everything it held.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { SES_EMULATOR_PORT } from './local-env';

/** A running SES emulator. */
export interface SesEmulator {
  /** Base URL: `GET /` inbox page, `GET /store` mail as JSON, `POST /clear-store`. */
  url: string;
  /** Ends the emulator process. */
  stop(): Promise<void>;
}

/** Where to run the emulator; port 0 picks a free port. */
export interface SesEmulatorOptions {
  host?: string;
  port?: number;
  /** How long to wait for the emulator to answer, in milliseconds. */
  startTimeoutMs?: number;
}

const READY_LINE = /server running at (\S+)/;
const STOP_TIMEOUT_MS = 3_000;

function cliPath(): string {
  const packageJson = require.resolve('aws-ses-v2-local/package.json');
  return path.join(path.dirname(packageJson), 'dist', 'cli.js');
}

/** Starts `aws-ses-v2-local` (127.0.0.1:8005 unless told otherwise) and resolves once it answers. */
export async function startSesEmulator(options: SesEmulatorOptions = {}): Promise<SesEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? SES_EMULATOR_PORT;
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;

  const child = spawn(process.execPath, [cliPath(), '--host', host, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, SMTP_TRANSPORT: '' },
  });
  // Should this process end without calling stop(), the emulator must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.on('exit', killOnExit);

  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  try {
    // The ready line is printed only after listen() succeeded, so an emulator already on this
    // port cannot be mistaken for ours; the port it prints is the real one when port is 0.
    const actualPort = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`SES emulator did not start within ${startTimeoutMs} ms`)),
        startTimeoutMs,
      );
      const onData = () => {
        const match = READY_LINE.exec(output);
        if (match?.[1] === undefined) return;
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(Number(new URL(match[1]).port) || port);
      };
      child.stdout.on('data', onData);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(
          new Error(
            `SES emulator exited with code ${code} before answering ` +
              `(is ${host}:${port} already in use?):\n${output}`,
          ),
        );
      });
    });
    const hostForUrl = host.includes(':') ? `[${host}]` : host;
    const url = `http://${hostForUrl}:${actualPort}`;
    const health = await fetch(`${url}/health-check`);
    if (!health.ok) throw new Error(`SES emulator health check answered ${health.status}`);
    // From here on the output is drained, not kept: a chatty emulator must neither block on a
    // full pipe nor grow this process's memory.
    child.stdout.off('data', collect);
    child.stderr.off('data', collect);
    child.stdout.resume();
    child.stderr.resume();
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
