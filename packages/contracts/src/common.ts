import { z } from 'zod';

/** The success envelope every API call answers with. */
export const okEnvelope = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.literal(true),
    value: value,
  });

/** The failure envelope: a stable code the client branches on and a translated message. */
export const ErrorEnvelopeSchema = z
  .object({
    success: z.literal(false),
    code: z.string().describe('Stable error code, e.g. VALIDATION_FAILED'),
    message: z.string().describe('Message translated to the request language'),
    requestId: z.string().optional().describe('Request id to quote to support (5xx only)'),
    details: z
      .array(
        z.object({
          path: z.string().describe('Dotted field path, e.g. body.username'),
          message: z.string(),
        }),
      )
      .optional()
      .describe('Field errors for VALIDATION_FAILED'),
  })
  .describe('Error envelope');
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** ISO-8601 instant as it crosses the API. */
export const DateTimeSchema = z.iso.datetime({ offset: true }).describe('ISO-8601 date-time');
