// `npm run drill:mail`: the mail path under an SES outage. It runs the local mail path (intake,
// queue, delivery, idempotency, SES emulator) with a proxy in front of SES that answers Throttling
// to every second SendEmail call, sends 1,000 valid submissions through the HTTP API, lets the
// proxy recover, waits for the queue to drain, and counts what reached the inbox:
// "N accepted, N delivered, 0 duplicates, 0 lost" is the outcome the mail path promises.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import {
  apiPaths,
  formTokenTiming,
  sampleSurveyRequest,
  type FormTokenResponse,
} from 'shared-types';

import { startLocalApiServer } from '../src/local/api-server';
import { startLocalMailStack } from '../src/local/mail-stack';
import { startThrottlingProxy } from './throttling-proxy';

const SUBMISSIONS = Number(process.env.DRILL_SUBMISSIONS ?? 1_000);
const CONCURRENCY = 20;
/** How long SES keeps throttling after the last submission was accepted. */
const OUTAGE_AFTER_LAST_MS = 5_000;
const DRAIN_TIMEOUT_MS = 180_000;

const contact = { name: 'Ada Whiskers', email: 'ada@example.com', honeypot: '' };
const survey = sampleSurveyRequest;

// The drill prints its own summary; each function's log line per mail would bury it.
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';

interface StoredEmail {
  body: { text?: string };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function main(): Promise<void> {
  const started = Date.now();
  const proxy = await startThrottlingProxy(2);
  const api = await startLocalApiServer(0);
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const stack = await startLocalMailStack({
    sesPort: 0,
    sesEndpoint: proxy.url,
    siteOrigins: [apiUrl],
  });
  proxy.target = stack.sesUrl;
  try {
    // A page gets its form token, and its visitor takes at least the minimum fill time.
    const token = (
      (await (await fetch(`${apiUrl}${apiPaths.formToken}`)).json()) as FormTokenResponse
    ).token;
    await sleep(formTokenTiming.minFillMs + 100);

    const markers = Array.from({ length: SUBMISSIONS }, () => randomUUID());
    const accepted: string[] = [];
    const refused: number[] = [];
    let next = 0;
    const send = async () => {
      while (next < markers.length) {
        const index = next++;
        const marker = markers[index] ?? '';
        const isSurvey = index % 2 === 1;
        const payload = isSurvey
          ? { ...survey, feedback: `Drill ${marker}`, formToken: token }
          : { ...contact, message: `Drill ${marker}`, formToken: token };
        const response = await fetch(`${apiUrl}${isSurvey ? apiPaths.survey : apiPaths.contact}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: apiUrl },
          body: JSON.stringify(payload),
        });
        if (response.status === 200) accepted.push(marker);
        else refused.push(response.status);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, send));
    const sentAt = Date.now();
    console.log(
      `Sent ${SUBMISSIONS} submissions in ${((sentAt - started) / 1000).toFixed(1)} s; ` +
        `SES answered Throttling to ${proxy.calls.throttled} of ${proxy.calls.sendEmail} calls so far`,
    );

    await sleep(OUTAGE_AFTER_LAST_MS);
    proxy.throttling = false;
    console.log(
      `SES recovered; it had answered Throttling to ${proxy.calls.throttled} of ` +
        `${proxy.calls.sendEmail} SendEmail calls`,
    );

    // Drained once nothing is queued or in flight on the mail queue.
    const deadline = Date.now() + DRAIN_TIMEOUT_MS;
    let depth = await stack.queueDepth();
    while (depth.queued > 0 && Date.now() < deadline) {
      await sleep(500);
      depth = await stack.queueDepth();
    }

    const store = (await (await fetch(`${stack.sesUrl}/store`)).json()) as {
      emails: StoredEmail[];
    };
    const seen = new Map<string, number>();
    for (const email of store.emails) {
      const marker = /Drill ([0-9a-f-]{36})/.exec(email.body.text ?? '')?.[1];
      if (marker !== undefined) seen.set(marker, (seen.get(marker) ?? 0) + 1);
    }
    const delivered = accepted.filter((marker) => seen.has(marker)).length;
    const duplicates = [...seen.values()].reduce((sum, count) => sum + count - 1, 0);
    const lost = accepted.length - delivered;
    console.log(
      `Queue drained in ${((Date.now() - sentAt) / 1000).toFixed(1)} s after the last ` +
        `submission; ${depth.queued} still queued, ${depth.parked} parked in the dead-letter queue; ` +
        `${refused.length} submissions refused${refused.length > 0 ? ` (${refused.join(', ')})` : ''}`,
    );
    console.log(
      `${accepted.length} accepted, ${delivered} delivered, ${duplicates} duplicates, ${lost} lost`,
    );
    if (lost > 0 || duplicates > 0 || accepted.length !== SUBMISSIONS) process.exitCode = 1;
  } finally {
    await stack.stop();
    api.close();
    await proxy.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
