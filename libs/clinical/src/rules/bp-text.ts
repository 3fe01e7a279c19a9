import { formatNumber } from "../text.ts";

/**
 * A blood pressure as written, with its unit once: a reading sent as "88/54 mmHg" kept its unit and
 * had another added (review 13, adrenal-pituitary case 01: "88/54 mmHg mmHg").
 */
export function bpText(raw: string, value: number | undefined): string {
  const shown = raw.trim().replace(/\s*mm ?hg$/i, "") || formatNumber(value ?? 0);
  return `${shown} mmHg`;
}
