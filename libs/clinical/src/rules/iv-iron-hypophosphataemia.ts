import type { MeaningInContext } from "../catalogue/overlay.ts";
import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * Low phosphate after ferric carboxymaltose (FCM). FCM commonly lowers phosphate (raised FGF23,
 * renal phosphate wasting); symptomatic cases have gone on to osteomalacia and fractures, mostly
 * after repeated high doses, and the MHRA asks for phosphate monitoring, a re-evaluation of FCM
 * when the low phosphate persists, and a Yellow Card report (evidence "mhra-2020-fcm-
 * hypophosphataemia"). Review 13, case 07: phosphate 1.10 to 0.31 after two doses was put down to
 * poor nutrition, alcohol or vitamin D, and the ferritin of 210 to iron overload.
 */

const DAY_MS = 86_400_000;
const FCM = /\bferric\s+carboxymaltose\b|\bferinject\b|\binjectafer\b/i;
/** Days after a dose within which a low phosphate is read as caused by it. */
const WITHIN_DAYS = 365;
const BONE_SYMPTOMS =
  /\b(?:groin|hip|pelvic|bone|rib|foot)\s+pain\b|\bpain\s+(?:in\s+the\s+)?(?:groin|hip|pelvis)\b|\bfractures?\b/;

function recentFcm(ctx: RuleContext): MedicationItem[] {
  const now = ctx.model.now === undefined ? Number.NaN : Date.parse(ctx.model.now);
  return ctx.model.medications.filter((m) => {
    if (!FCM.test(m.name)) return false;
    const start = Date.parse(m.startDate ?? "");
    if (Number.isNaN(start) || Number.isNaN(now)) return m.active;
    return start <= now && now - start <= WITHIN_DAYS * DAY_MS;
  });
}

/**
 * The meaning of a low phosphate after FCM, for the lab line beside fcm-hypophosphataemia (review 13,
 * case 07: the critical line blamed "poor nutrition, alcohol or vitamin D" next to it).
 */
export function phosphateAfterFcm(ctx: RuleContext): MeaningInContext | undefined {
  return recentFcm(ctx).length === 0
    ? undefined
    : {
        text: "follows a recent ferric carboxymaltose iron infusion, a known cause (it makes the kidneys lose phosphate)",
        evidence: ["mhra-2020-fcm-hypophosphataemia"],
      };
}

export const IV_IRON_HYPOPHOSPHATAEMIA_RULES: readonly Rule[] = [
  {
    id: "fcm-hypophosphataemia",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Phosphate",
    title: "Low phosphate after ferric carboxymaltose",
    clinician:
      "Phosphate {phosphate} after {doses}: hypophosphataemia caused by ferric carboxymaltose, which raises FGF23 and makes the kidneys waste phosphate.{symptoms}{ferritin}",
    patient:
      "Your phosphate (a mineral the bones and muscles need) is low. This is a known side effect of the iron drip you had (ferric carboxymaltose), and it can cause weakness and, if it lasts, soft or broken bones. {when}",
    nextSteps: [
      "Do not give further ferric carboxymaltose; if more IV iron is needed, use another preparation",
      "Replace phosphate and check vitamin D (replace if low); recheck phosphate",
      "Report the reaction on the Yellow Card scheme",
    ],
    patientQuestions: ["Should I avoid this iron drip in future, and how will my phosphate be replaced?"],
    evidence: ["mhra-2020-fcm-hypophosphataemia"],
    keywords: ["ferric carboxymaltose", "hypophosphataemia", "fgf23", "osteomalacia", "intravenous iron"],
    match: (ctx) => {
      const obs = ctx.lab("phosphorus");
      if (obs === undefined || (obs.status !== "low" && obs.status !== "critical-low")) return undefined;
      const fcm = recentFcm(ctx);
      if (fcm.length === 0) return undefined;
      const bone = statedMention(ctx.freeText, BONE_SYMPTOMS);
      const critical = obs.status === "critical-low";
      return {
        refs: ctx.refs(obs, ...fcm),
        severity: critical ? Severity.critical : Severity.high,
        values: {
          phosphate: ctx.show(obs),
          ferritin:
            ctx.lab("ferritin")?.status === "high"
              ? " The raised ferritin reflects the recent IV iron, not overload."
              : "",
          doses: fcm
            .map((m) => `${m.name}${m.startDate === undefined ? "" : ` (${m.startDate.slice(0, 10)})`}`)
            .join(" and "),
          symptoms:
            bone === undefined
              ? ""
              : ` "${bone}" in the notes: image for an insufficiency fracture or osteomalacia (pelvis and hips for groin or hip pain).`,
          when: critical
            ? "The level is very low, so please contact your doctor today."
            : "Please see your doctor soon.",
        },
        ...(bone !== undefined && {
          nextSteps: [
            "Do not give further ferric carboxymaltose; if more IV iron is needed, use another preparation",
            "Replace phosphate and check vitamin D (replace if low); recheck phosphate",
            "Image the painful area (pelvis and hips for groin pain) for an insufficiency fracture or osteomalacia",
            "Report the reaction on the Yellow Card scheme",
          ],
        }),
      };
    },
  },
];
