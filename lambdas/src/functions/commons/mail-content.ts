// The contact and survey mails, each as plain text and HTML. Every visitor value goes through
// escapeHtml in the HTML part and toHeaderText in the subject; the visitor's address is only ever
// the Reply-To, never the sender (SES sends only from a verified identity).
import { ratingOptions, type ContactRequest, type SurveyRequest } from 'shared-types';

import { escapeHtml, toBodyText, toHeaderText, toReplyToAddress } from './mail-text';

/** A mail ready for SES: subject, both bodies and the Reply-To address. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
}

/** One labelled value in a mail. */
interface MailField {
  label: string;
  value: string;
}

/** What a mail shows: a heading, short fields in a table, and one long text below them. */
interface MailLayout {
  subject: string;
  heading: string;
  fields: readonly MailField[];
  longText: MailField;
}

const CELL_STYLE = 'padding:4px 12px 4px 0;text-align:left;vertical-align:top';

function renderText({ heading, fields, longText }: MailLayout): string {
  const lines = fields.map(({ label, value }) => `${label}: ${toBodyText(value)}`);
  return [heading, '', ...lines, '', `${longText.label}:`, toBodyText(longText.value), ''].join(
    '\n',
  );
}

// The long text keeps its line breaks through `white-space: pre-wrap` rather than <br> tags, so
// the markup is the same whatever the visitor typed.
function renderHtml({ subject, heading, fields, longText }: MailLayout): string {
  const rows = fields.map(
    ({ label, value }) =>
      `<tr><th scope="row" style="${CELL_STYLE}">${escapeHtml(label)}</th>` +
      `<td style="${CELL_STYLE}">${escapeHtml(toBodyText(value))}</td></tr>`,
  );
  return [
    '<!doctype html>',
    '<html lang="en">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">',
    `<h1 style="font-size:20px">${escapeHtml(heading)}</h1>`,
    `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`,
    `<h2 style="font-size:16px">${escapeHtml(longText.label)}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(toBodyText(longText.value))}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function renderMail(layout: MailLayout, replyTo: string): MailContent {
  return {
    subject: layout.subject,
    text: renderText(layout),
    html: renderHtml(layout),
    replyTo: toReplyToAddress(replyTo),
  };
}

/** The mail the company receives for a contact request. */
export function buildContactMail(request: ContactRequest): MailContent {
  const name = toHeaderText(request.name, 100);
  return renderMail(
    {
      subject: `New contact message from ${name}`,
      heading: 'New message from the contact form',
      fields: [
        { label: 'Name', value: request.name },
        { label: 'Email', value: request.email },
      ],
      longText: { label: 'Message', value: request.message },
    },
    request.email,
  );
}

function ratingText(rating: number): string {
  const label = ratingOptions.find((option) => option.value === String(rating))?.label;
  return label === undefined ? `${rating}/5` : `${rating}/5 (${label})`;
}

/** The mail the company receives for a survey response. */
export function buildSurveyMail(request: SurveyRequest): MailContent {
  const name = toHeaderText(request.name, 100);
  return renderMail(
    {
      subject: `Tour survey: ${request.tourType}, rated ${request.tourRating}/5 by ${name}`,
      heading: 'New post-tour survey response',
      fields: [
        { label: 'Name', value: request.name },
        { label: 'Email', value: request.email },
        { label: 'Tour date', value: request.tourDate },
        { label: 'Tour', value: request.tourType },
        { label: 'Tour rating', value: ratingText(request.tourRating) },
        { label: 'Guide rating', value: ratingText(request.guideRating) },
        { label: 'Heard about us', value: request.heardAbout },
        { label: 'Would recommend', value: request.recommend },
      ],
      longText: { label: 'Feedback', value: request.feedback },
    },
    request.email,
  );
}
