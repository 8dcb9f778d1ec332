import fs from 'node:fs';
import path from 'node:path';

import { scan } from '@mdn/mdn-http-observatory';

import { expect, test } from '../support/csp-violations';

/**
 * MDN's HTTP Observatory scanner (`@mdn/mdn-http-observatory`) against the local server, which
 * sends the CDN's security headers less what plain http cannot carry (site-rules' HTTPS_ONLY).
 * Every check passes but the two that only an https site can pass, and those two fail only for
 * that reason.
 */
const NEEDS_HTTPS: Record<string, string> = {
  // There is no https address to redirect plain http to.
  redirection: 'redirection-missing',
  // A browser ignores Strict-Transport-Security over plain http.
  'strict-transport-security': 'hsts-not-implemented-no-https',
};

/**
 * The scanner reads the browsers' HSTS preload list from its own folder, where its install step
 * downloads it; that step never runs here (package.json's allowScripts), so it gets an empty
 * list: a local server is on no preload list.
 */
function provideEmptyPreloadList(): void {
  const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
  const list = path.join(packageDir, 'conf', 'hsts-preload.json');
  if (!fs.existsSync(list)) fs.writeFileSync(list, '{}\n');
}

test('MDN’s HTTP Observatory passes every check plain http allows', async ({
  baseURL,
}, testInfo) => {
  provideEmptyPreloadList();

  // The server listens on 127.0.0.1, and `localhost` may resolve to ::1 first.
  const { host } = new URL(baseURL!);
  const result = await scan(host.replace(/^localhost(?=:|$)/, '127.0.0.1'));
  const { grade, score, testsPassed, testsQuantity } = result.scan;
  testInfo.annotations.push({
    type: 'observatory',
    description: `${grade} (${score}/100), ${testsPassed} of ${testsQuantity} checks passed`,
  });

  const outcomes = Object.entries(result.tests).map(([name, check]) => ({
    name,
    pass: check.pass === true,
    result: check.result,
  }));
  expect(outcomes.map(({ name }) => name)).toEqual(
    expect.arrayContaining(Object.keys(NEEDS_HTTPS)),
  );
  const failed = outcomes.filter((outcome) => !outcome.pass);
  expect(failed, `the checks that failed (${grade}, ${score}/100)`).toEqual(
    Object.entries(NEEDS_HTTPS).map(([name, expected]) => ({
      name,
      pass: false,
      result: expected,
    })),
  );
});
