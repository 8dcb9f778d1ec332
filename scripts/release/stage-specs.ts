// A section's own end-to-end specs (e2e/section-specs.ts) against the composed site a stage
// serves: what a team's workflow runs on staging before its release may go to prod, and what the
// release drill runs on local staging. The specs run in Chromium at a phone's and a laptop's size;
// those that read the mail the site sent run where the stage's mail store can be read (the local
// stages' SES emulator), not on AWS, where the mail goes out through SES.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Section } from 'release';
import type { RunCommand, StageTarget } from 'release/pipeline';

/** What a run of a section's specs found (Playwright's JSON report, read as such). */
interface StageSpecsResult {
  readonly siteUrl: string;
  /** Whether the specs that read the mail store ran. */
  readonly readsMail: boolean;
  /** Tests passed, and run in all. */
  readonly passed: number;
  readonly ran: number;
}

/** Runs `section`'s specs against `target`'s site; fails when one fails. */
export async function runStageSpecs(
  repoRoot: string,
  section: Section,
  target: StageTarget,
  run: RunCommand,
): Promise<StageSpecsResult> {
  const siteUrl = await target.siteUrl();
  const mailStore = target.mailStore();
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stage-specs-'));
  const report = path.join(reportDir, 'report.json');
  try {
    await run({
      args: ['npx', 'playwright', 'test', '--reporter=list,json'],
      cwd: path.join(repoRoot, 'e2e'),
      env: {
        E2E_STAGE_URL: siteUrl,
        E2E_SECTION: section,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        ...(mailStore ? { E2E_MAIL_STORE: mailStore } : {}),
      },
    });
    const { stats } = JSON.parse(fs.readFileSync(report, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    };
    const ran = stats.expected + stats.unexpected + stats.flaky;
    if (ran === 0) throw new Error(`no spec of ${section} ran against ${siteUrl}`);
    return { siteUrl, readsMail: mailStore !== undefined, passed: stats.expected, ran };
  } finally {
    fs.rmSync(reportDir, { recursive: true, force: true });
  }
}
