import { mailJobSchema, type MailJob } from './mail-job';
import { toMessageBody } from './mail-queue';

describe('a mail job on the queue', () => {
  it('travels as ASCII and comes back as the same text, emoji and all', () => {
    const job: MailJob = {
      id: '7b0c1f0e-3a44-4c55-9f0e-111111111111',
      kind: 'survey',
      acceptedAt: '2026-11-23T12:00:00.000Z',
      mail: {
        subject: 'Tour survey by Zoë',
        text: 'Meow 🐈‍⬛ — café, Ελληνικά, 日本語 \uFFFE',
        html: '<p>Meow 🐈‍⬛</p>',
        replyTo: 'zoe@example.com',
      },
    };

    const body = toMessageBody(job);

    expect(body).toMatch(/^[\x20-\x7E]*$/);
    expect(mailJobSchema.parse(JSON.parse(body))).toEqual(job);
  });
});
