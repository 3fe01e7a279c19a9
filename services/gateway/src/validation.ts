import type { ValidationErrorBody } from "@hds/contracts";
import type { z } from "zod";

/**
 * Messages for a missing member. Zod's own messages never quote the input, and this map keeps it
 * that way: a validation message must not echo health data back (or into a log).
 */
const errorMap = (issue: { code?: string; input?: unknown }) =>
  issue.code === "invalid_type" && issue.input === undefined ? "Required" : undefined;

export type Validated<T> = { ok: true; value: T } | { ok: false; body: ValidationErrorBody };

/** Validates a body against a schema and reports every failing field with its dotted path. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const parsed = schema.safeParse(input, { error: errorMap });
  if (parsed.success) return { ok: true, value: parsed.data };
  return {
    ok: false,
    body: {
      error: "Validation error",
      details: parsed.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })),
    },
  };
}

export function bodyError(message: string): ValidationErrorBody {
  return { error: "Validation error", details: [{ path: "", message }] };
}
