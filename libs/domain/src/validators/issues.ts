import type { z } from 'zod';

/** The distinct pt-BR messages of a failed parse, in order; empty when the value is valid. */
export function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.message))];
}
