import { expect } from '@playwright/test';

/**
 * The SES emulator whose inbox the site's API fills: a stage's (E2E_MAIL_STORE, set by
 * `npm run e2e:stage`), else the local server's. Several suites share it.
 */
const sesStore = `${
  process.env.E2E_MAIL_STORE?.replace(/\/$/, '') ??
  `http://127.0.0.1:${Number(process.env.SES_EMULATOR_PORT ?? 8005)}`
}/store`;

/** A mail as the SES emulator keeps it. */
export interface StoredEmail {
  subject: string;
  replyTo: string[];
  body: { text: string; html: string };
}

/** Every mail in the emulator's inbox now. */
export async function inbox(): Promise<StoredEmail[]> {
  return ((await (await fetch(sesStore)).json()) as { emails: StoredEmail[] }).emails;
}

/** The mail in the emulator's inbox whose text carries `token`, once it has arrived. */
export async function mailWith(token: string): Promise<StoredEmail> {
  let found: StoredEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox()).find((email) => email.body.text.includes(token));
        return found !== undefined;
      },
      { message: `mail containing ${token}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
