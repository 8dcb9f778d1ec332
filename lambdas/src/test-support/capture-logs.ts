// The logger writes through the global console in tests (POWERTOOLS_DEV, see setup-env.ts); this
// silences it and keeps every line so tests can check what was, and was not, logged.

const LEVELS = ['debug', 'info', 'warn', 'error', 'log'] as const;

/** Everything logged since the capture started, one entry per log call. */
export interface CapturedLogs {
  lines(): string[];
  text(): string;
  clear(): void;
}

/** Starts capturing console output; `jest.restoreAllMocks()` ends it. */
export function captureLogs(): CapturedLogs {
  const lines: string[] = [];
  for (const level of LEVELS) {
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
  }
  return {
    lines: () => [...lines],
    text: () => lines.join('\n'),
    clear: () => {
      lines.length = 0;
    },
  };
}
