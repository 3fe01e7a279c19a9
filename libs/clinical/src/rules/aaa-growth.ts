import { formatNumber } from "../text.ts";

/*
 * Review 13 (imaging-notes, case 05): "5.8 cm (previous 5.1 cm in 2026-05)" was read for its size
 * only. NICE NG156 ("nice-ng156-aaa") refers an aneurysm of 5.5 cm or more to a regional vascular
 * service to be seen within 2 weeks (one of 3.0–5.4 cm within 12 weeks of diagnosis); an aneurysm above
 * 4.0 cm that grows by more than 1 cm in a year is itself an indication to consider repair.
 */

/** A previous size in the same report: "previous 5.1 cm in 2026-05", "prior 48 mm (2025-11-02)", "was 4.2 cm". */
const PREVIOUS =
  /\b(?:previous(?:ly)?|prior|was|from)\s+(?:measur\w+\s+)?(\d+(?:\.\d+)?)\s*(cm|mm)\b(?:\s*(?:in|on|at|\()\s*(\d{4}-\d{2}(?:-\d{2})?))?/;
/** A stated interval: "growth 0.7 cm in 6 months", "grown 6 mm over 12 months". */
const GROWTH_INTERVAL =
  /\b(?:growth|grown|increase[ds]?|enlarg\w+)\b(?:[^.;]|\.(?=\d)){0,30}?\b(?:in|over)\s+(\d+)\s*months?\b/;

const MONTH_MS = (365.25 / 12) * 24 * 60 * 60 * 1000;

export interface AaaGrowth {
  previousCm: number;
  /** Growth rate in cm a year, when the interval is known. */
  cmPerYear?: number;
  /** "from 5.1 cm (2026-05) to 5.8 cm, about 1.4 cm a year" */
  text: string;
}

/** Growth since a previous size stated in the report, with its rate when the interval is known. */
export function aaaGrowth(report: string, cm: number, studyDate: string | undefined): AaaGrowth | undefined {
  const t = report.toLowerCase();
  const prev = PREVIOUS.exec(t);
  if (prev === null) return undefined;
  const previousCm = Number(prev[1]) / (prev[2] === "mm" ? 10 : 1);
  if (!(previousCm > 0) || previousCm >= cm) return undefined;
  const stated = GROWTH_INTERVAL.exec(t);
  const since = prev[3] !== undefined && studyDate !== undefined ? Date.parse(studyDate) - Date.parse(prev[3]) : NaN;
  const months =
    stated !== null ? Number(stated[1]) : Number.isFinite(since) ? Math.round(since / MONTH_MS) : undefined;
  const cmPerYear = months !== undefined && months > 0 ? ((cm - previousCm) * 12) / months : undefined;
  const when = prev[3] !== undefined ? ` (${prev[3]})` : "";
  const rate = cmPerYear !== undefined ? `, about ${formatNumber(cmPerYear, 1)} cm a year` : "";
  return {
    previousCm,
    ...(cmPerYear !== undefined && { cmPerYear }),
    text: `grown from ${formatNumber(previousCm, 1)} cm${when} to ${formatNumber(cm, 1)} cm${rate}`,
  };
}

/** NICE NG156's 2-week referral at 5.5 cm or more, and the growth that calls for repair to be considered. */
export function ng156Referral(cm: number, growth: AaaGrowth | undefined): { text: string; rapid: boolean } | undefined {
  const rapid = cm > 4 && growth?.cmPerYear !== undefined && growth.cmPerYear > 1;
  const growthText = growth === undefined ? "" : `It has ${growth.text}.`;
  if (cm >= 5.5)
    return {
      text: `${growthText} NICE NG156: refer to a regional vascular service to be seen within 2 weeks of diagnosis.`.trim(),
      rapid,
    };
  if (rapid)
    return {
      text: `${growthText} Growth of more than 1 cm a year in an aneurysm above 4.0 cm is itself a reason to consider repair (NICE NG156): refer to the regional vascular service urgently.`,
      rapid,
    };
  // Below 5.5 cm without rapid growth the surveillance interval by size applies (aaaAdvice in other.ts).
  return undefined;
}
