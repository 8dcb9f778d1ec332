// Runs a local AWS emulator in a child process and resolves once it answers: each emulator keeps
// its store in module-level state, so a child keeps every emulator (site, tests, drill) separate
// and `stop()` frees everything it held.
import { spawn } from 'node:child_process';
import path from 'node:path';

/** A running emulator. */
export interface Emulator {
  /** Base URL, e.g. http://127.0.0.1:8005. */
  url: string;
  /** Ends the emulator process. */
  stop(): Promise<void>;
}

/** How to start one emulator. */
export interface ChildEmulatorOptions {
  /** Name used in error messages. */
  name: string;
  /** Arguments of `node` (a script path or `-e` code), ending with the port. */
  args: string[];
  /** Matches the line the emulator prints once it listens; group 1 is its URL. */
  readyLine: RegExp;
  /** Path fetched once ready; it must answer 2xx. @default - none */
  healthPath?: string;
  /** Where it listens; port 0 picks a free one. */
  host: string;
  port: number;
  /** How long to wait for it to answer, in milliseconds. @default 15000 */
  startTimeoutMs?: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
}

const STOP_TIMEOUT_MS = 3_000;
// The emulators are this package's dev dependencies: code run with `node -e` resolves them from
// the working directory.
const PACKAGE_ROOT = path.resolve(__dirname, '..', '..');

/** Starts an emulator in a child process and resolves once it listens. */
export async function startChildEmulator(options: ChildEmulatorOptions): Promise<Emulator> {
  const { name, host, port } = options;
  const startTimeoutMs = options.startTimeoutMs ?? 15_000;
  const child = spawn(process.execPath, options.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: PACKAGE_ROOT,
    env: { ...process.env, ...options.env },
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
        () => reject(new Error(`${name} did not start within ${startTimeoutMs} ms:\n${output}`)),
        startTimeoutMs,
      );
      const onData = () => {
        const match = options.readyLine.exec(output);
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
            `${name} exited with code ${code} before answering ` +
              `(is ${host}:${port} already in use?):\n${output}`,
          ),
        );
      });
    });
    const hostForUrl = host.includes(':') ? `[${host}]` : host;
    const url = `http://${hostForUrl}:${actualPort}`;
    if (options.healthPath !== undefined) {
      const health = await fetch(`${url}${options.healthPath}`);
      if (!health.ok) throw new Error(`${name} health check answered ${health.status}`);
    }
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
