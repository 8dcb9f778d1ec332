// The two spam guards every form request carries: the hidden honeypot field, which people leave
// empty, and the signed token the page was issued with, which dates the form.

import { FORM_TOKEN_MAX, formTokenMessages } from '../api';
import { HONEYPOT_MAX } from './contact-texts';
import { z } from './zod';

/** The hidden spam-trap value, as the request carries it: present, and empty from a person. */
export const honeypotSchema = z.string().max(HONEYPOT_MAX);

/** The signed time the page issued the form at, as the request carries it. */
export const formTokenSchema = z
  .string({ error: formTokenMessages.invalid })
  .min(1, { error: formTokenMessages.invalid })
  .max(FORM_TOKEN_MAX, { error: formTokenMessages.invalid });
