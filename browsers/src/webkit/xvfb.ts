// MiniBrowser has no headless mode: it draws on a virtual X display of its own.
import { startProcess, type StartedProcess } from '../processes';

/** A running Xvfb and the display it serves. */
export interface VirtualDisplay {
  display: string;
  process: StartedProcess;
}

/**
 * Starts Xvfb on the first free display (`-displayfd`: Xvfb picks it and says which, so two
 * launches at once never race for one), large enough for any viewport the tests ask for.
 */
export async function startVirtualDisplay(): Promise<VirtualDisplay> {
  const xvfb = startProcess(
    'Xvfb',
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const output = xvfb.child.stdio[3];
  let stderr = '';
  xvfb.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const display = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('Xvfb gave no display in 30 s')), 30_000);
      output?.once('data', (chunk: Buffer) => {
        clearTimeout(timer);
        resolve(`:${chunk.toString().trim()}`);
      });
      xvfb.child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Xvfb exited (${code}): ${stderr.trim()}`));
      });
    });
    return { display, process: xvfb };
  } catch (error) {
    await xvfb.stop();
    throw error;
  }
}
