import { Type } from 'typebox';

/** The body of every error answer: `{Message, Code}` (rendered by the one error handler). */
export const ErrorBody = Type.Object({ Message: Type.String(), Code: Type.String() });

/** Response schemas for the given error status codes, each the error body: `{...errorResponses(400, 403)}`. */
export function errorResponses<C extends number>(...codes: C[]): Record<C, typeof ErrorBody> {
  return Object.fromEntries(codes.map((code) => [code, ErrorBody])) as Record<C, typeof ErrorBody>;
}
