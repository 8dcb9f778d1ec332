// How a payload's validation issues travel in an `ApiError`: messages per top-level field.
import type { z } from 'zod';

/** Key under which issues about the whole payload (no field path) are collected. */
export const FORM_ERROR_KEY = '_form';

/** Validation issues as messages per top-level field, without repeats. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? FORM_ERROR_KEY : String(first);
    const messages = (result[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return result;
}
