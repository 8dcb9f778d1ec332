// The processes a launch starts, and how they are ended: by the id of each, or of the group it
// leads, never by name (other browsers may run on the same machine).
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';

/** The groups started and not stopped yet: ended when this Node process ends, however it ends. */
const running = new Set<number>();

function endRunning(): void {
  for (const pid of running) signal(pid, true, 'SIGKILL');
  running.clear();
}

let hooked = false;

/** Ends what is still running when Node exits, or is told to stop by a signal. */
function hookExit(): void {
  if (hooked) return;
  hooked = true;
  process.once('exit', endRunning);
  for (const name of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(name, () => {
      endRunning();
      // Then as Node would have without this handler.
      process.kill(process.pid, name);
    });
  }
}

/** A process this package started. */
export interface StartedProcess {
  readonly name: string;
  readonly pid: number;
  readonly child: ChildProcess;
  /** Ends it and every process of its group; waits until it has exited. */
  stop(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid: number, group: boolean, name: NodeJS.Signals): void {
  try {
    process.kill(group ? -pid : pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * Starts `command` as the leader of a process group of its own, so that stopping it also ends
 * what it started itself (WebKitWebDriver starts MiniBrowser, which starts WebKit's processes).
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: SpawnOptions = {},
): StartedProcess {
  const child = spawn(command, args, { stdio: 'ignore', ...options, detached: true });
  if (child.pid === undefined) throw new Error(`${name} (${command}) did not start`);
  const pid = child.pid;
  hookExit();
  running.add(pid);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    child.once('exit', () => resolve());
  });
  return {
    name,
    pid,
    child,
    async stop() {
      signal(pid, true, 'SIGTERM');
      const timedOut = await Promise.race([
        exited.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 3000).unref()),
      ]);
      // The group may outlive its leader for a moment; a process that ignores SIGTERM is killed.
      signal(pid, true, 'SIGKILL');
      if (timedOut) await exited;
      await groupGone(pid);
      running.delete(pid);
    },
  };
}

/**
 * Ends a process another library started (a browser puppeteer launched, as the leader of its own
 * group), by its id, with its group.
 */
export async function stopPid(pid: number): Promise<void> {
  for (const name of ['SIGTERM', 'SIGKILL'] as const) {
    if (!isAlive(pid)) break;
    signal(pid, true, name);
    signal(pid, false, name);
    const deadline = Date.now() + 3000;
    while (isAlive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  }
  signal(pid, true, 'SIGKILL');
  await groupGone(pid);
}

/** Waits (3 s at most) until no process of the group `pgid` leads is left. */
async function groupGone(pgid: number): Promise<void> {
  const deadline = Date.now() + 3000;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A TCP port on 127.0.0.1 that is free now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/** Polls `ready` every 50 ms until it returns true, or throws `what` after `timeoutMs`. */
export async function waitUntil(
  ready: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`${what} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
