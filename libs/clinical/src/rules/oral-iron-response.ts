import type { MedicationItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { toGramsPerLitre } from "./acute-gi-bleed.ts";
import { medNames, type RuleContext } from "./context.ts";
import { INTRAVENOUS_IRON, IRON_MEDICINE } from "./ida-gi-referral.ts";
import type { Rule } from "./types.ts";

/*
 * Review 23 (haem-23 case 06): ferrous sulfate for two months with haemoglobin 97 → 95 → 96 g/L got
 * "continue the iron already prescribed; check that it is being taken", as if it were working. When
 * the anaemia is from iron deficiency, haemoglobin rises by about 20 g/L over 3–4 weeks of iron, so
 * the count is rechecked within the first 4 weeks and a lack of response is acted on
 * (cornwall-rms-ida). The usual reasons are that the iron is not taken or not tolerated, continuing
 * loss, and malabsorption: coeliac disease, Helicobacter pylori and autoimmune gastritis are sought in
 * iron deficiency that does not respond (blood-2014-refractory-ida); BSG 2021 offers one tablet
 * every other day, another oral preparation or intravenous iron when oral iron is not tolerated
 * (bsg-2021-ida).
 */

/** Four weeks on oral iron before the response is judged. */
const RESPONSE_DAYS = 28;
/** Half the expected 20 g/L rise: less than this after 4 weeks or more is no response. */
const RESPONSE_G_L = 10;
/** A haemoglobin taken up to a week after the start still shows the level before the iron acted. */
const BASELINE_GRACE_MS = 7 * 86_400_000;

interface OralIronNoResponse {
  meds: MedicationItem[];
  text: string;
}

/** Oral iron taken for 4 weeks or more, from a dated start, with haemoglobin risen by less than 10 g/L since. */
function oralIronNoResponse(ctx: RuleContext): OralIronNoResponse | undefined {
  const oral = ctx.model.medications.filter((m) => {
    const name = m.name.toLowerCase();
    return m.active && IRON_MEDICINE.test(name) && !INTRAVENOUS_IRON.test(name) && m.startDate !== undefined;
  });
  const start = Math.min(...oral.map((m) => Date.parse(m.startDate!)));
  if (oral.length === 0 || !Number.isFinite(start)) return undefined;
  const series = ctx.series("hemoglobin");
  const points = series?.points ?? [];
  const latest = points[points.length - 1];
  const baseline = points.filter((p) => p.time <= start + BASELINE_GRACE_MS).pop();
  if (series === undefined || latest === undefined || baseline === undefined || baseline === latest) return undefined;
  const days = Math.round((latest.time - start) / 86_400_000);
  const from = toGramsPerLitre(baseline.value, series.unit);
  const to = toGramsPerLitre(latest.value, series.unit);
  if (from === undefined || to === undefined || days < RESPONSE_DAYS || to - from >= RESPONSE_G_L) return undefined;
  const weeks = Math.floor(days / 7);
  // In the record's own unit: a US record in g/dL was told "96 g/L" (review 29, leftovers-29).
  const reported = ctx.lab("hemoglobin");
  const gdl = /^g\/dl$/i.test((reported?.unit ?? reported?.rawUnit ?? "").trim());
  const show = (gL: number) => (gdl ? `${formatNumber(gL / 10, 1)} g/dL` : `${formatNumber(gL)} g/L`);
  return {
    meds: oral,
    text: `haemoglobin ${show(from)} (${baseline.date.slice(0, 10)}) to ${show(to)} (${latest.date.slice(0, 10)}) after ${weeks} weeks of ${medNames(oral)}, where a rise of about ${gdl ? "2 g/dL" : "20 g/L"} over 3–4 weeks is expected`,
  };
}

const NO_RESPONSE_STEP =
  "No response to oral iron: check that it is taken and tolerated (one tablet every other day or another preparation if it upsets the stomach), look for continuing blood loss and for malabsorption (coeliac serology, Helicobacter pylori), and consider intravenous iron";

/** The iron-deficiency anaemia finding, told when the oral iron already taken is not working. */
export function withOralIronResponse(rule: Rule): Rule {
  return {
    ...rule,
    match: (ctx) => {
      const match = rule.match(ctx);
      const found = match && oralIronNoResponse(ctx);
      if (!match || !found) return match;
      const steps = match.nextSteps ?? rule.nextSteps;
      const iron = steps.findIndex((s) => /^(?:Continue the iron already prescribed|Start iron replacement)/.test(s));
      return {
        ...match,
        refs: [...match.refs, ...ctx.refs(...found.meds)],
        clinicianExtra: [
          match.clinicianExtra,
          `The oral iron is not working: ${found.text}. Adherence, tolerance, continuing loss and malabsorption are the usual reasons, and intravenous iron is an option.`,
        ]
          .filter(Boolean)
          .join(" "),
        patientExtra: [
          match.patientExtra,
          "Your haemoglobin has not risen on the iron tablets as it usually does within a month. Tell your doctor if you miss doses or the tablets upset your stomach: taking them every other day or a different kind can help, and iron can also be given by a drip into a vein.",
        ]
          .filter(Boolean)
          .join(" "),
        nextSteps: iron >= 0 ? steps.map((s, i) => (i === iron ? NO_RESPONSE_STEP : s)) : [NO_RESPONSE_STEP, ...steps],
        evidence: [...(match.evidence ?? []), "cornwall-rms-ida", "blood-2014-refractory-ida", "bsg-2021-ida"],
      };
    },
  };
}
