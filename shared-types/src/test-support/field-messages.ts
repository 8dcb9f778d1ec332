import * as z from 'zod';

/** The messages of each field of a rejected payload, as zod reports them. */
export type FieldMessages = Record<string, string[] | undefined>;

/** The messages `schema` reports for each field of `payload`: none when it accepts the payload. */
export function fieldMessages(schema: z.ZodType, payload: unknown): FieldMessages {
  const result = schema.safeParse(payload);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}
