import { FindingFamily, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";

/*
 * A postpartum haemorrhage (PPH) that is still bleeding, or has left the circulation or clotting short.
 *
 * Sources, seen 2026-11-28 (seenAt in evidence/added-sources.ts):
 * - RCOG Green-top Guideline 52: primary PPH is a loss of 500 mL or more within 24 hours of birth,
 *   major above 1000 mL; secondary PPH is abnormal bleeding from 24 hours to 12 weeks after birth.
 * - NHS Highland PPH guideline: pregnancy protects the circulation, so a fast pulse may be the only
 *   sign until 30–40% of the blood volume is lost; a systolic of 90–80 mmHg with a fast pulse goes
 *   with a loss of 1000–1500 mL.
 * - Collins et al. 2019 (Int J Obstet Anesth, the Cardiff PPH programme): fibrinogen falls before the
 *   other clotting factors in PPH and predicts progression to severe bleeding; replacement is needed
 *   once it is below 2 g/L, and a low platelet count is uncommon unless it was low before the bleed
 *   or the bleed is very large.
 * A haemoglobin fall and a low platelet count after such a bleed are loss and dilution, not a marrow
 * failure: the two-cell-line finding (oncology-haematology.ts) steps aside for it.
 * Engine choices: a heart rate above 100/min or a systolic of 90 mmHg or less is read as a sign of
 * shock after PPH; the readings must be of the record's current episode (the newest per kind).
 */

/** PPH or obstetric haemorrhage named in a condition or the notes. */
const PPH = /\b(?:post-?partum|postnatal|obstetric)\s+ha?emorrhage\b|\bpph\b/;
/** Bleeding stated to be going on now ("continuing heavy lochia with clots", "still bleeding"). */
const ONGOING_BLEEDING =
  /\b(?:continu\w*|ongoing|persistent|persisting|still)\s+(?:heavy\s+|fresh\s+|vaginal\s+)*(?:bleed\w*|lochia|blood\s+loss|pv\s+loss)(?:\s+with\s+clots)?|\b(?:heavy|fresh)\s+(?:bleeding|lochia)\s+(?:with\s+clots\s+)?(?:continu\w*|ongoing|today)\b|\bpassing\s+(?:large\s+)?clots\b/;
/** mg/dL: Collins 2019, fibrinogen replacement in PPH below 2 g/L. */
const PPH_FIBRINOGEN_BELOW = 200;
const TACHYCARDIA_ABOVE = 100;
const HYPOTENSION_AT_OR_BELOW = 90;

function newest(ctx: RuleContext, kinds: readonly VitalItem["kind"][]): VitalItem | undefined {
  const list = kinds.flatMap((k) => ctx.vitals(k)).filter((v) => v.value !== undefined);
  return [...list].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** The PPH the record states as current: an active condition, or a mention in the notes not written as history. */
function recordedPph(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  if (ctx.sex === "male") return undefined;
  const conditions = ctx.model.conditions.filter((c) => PPH.test(c.name.toLowerCase()) && isActiveCondition(c.status));
  if (conditions.length > 0) return { text: conditions.map((c) => c.name).join("; "), refs: ctx.refs(...conditions) };
  const now = referenceNow(ctx);
  const quote = [...statedMatches(ctx.freeText, PPH)].find((m) => !isPastMention(ctx.freeText, m.index, m.length, now));
  return quote === undefined ? undefined : { text: `"${quote.quote}" in the notes`, refs: [] };
}

/** Whether the record states a current postpartum haemorrhage (the anaemia and cytopenia rules read it). */
export function currentPostpartumHaemorrhage(ctx: RuleContext): boolean {
  return recordedPph(ctx) !== undefined;
}

function pphMatch(ctx: RuleContext): RuleMatch | undefined {
  const pph = recordedPph(ctx);
  if (pph === undefined) return undefined;
  const hr = newest(ctx, ["heart-rate"]);
  const sys = newest(ctx, ["bp", "systolic"]);
  const fastPulse = hr?.value !== undefined && hr.value > TACHYCARDIA_ABOVE ? hr : undefined;
  const lowBp = sys?.value !== undefined && sys.value <= HYPOTENSION_AT_OR_BELOW ? sys : undefined;
  const ongoing = statedMention(ctx.freeText, ONGOING_BLEEDING);
  const fib = ctx.lab("fibrinogen");
  const fibValue = ctx.valueOf(fib);
  const lowFib = fib !== undefined && fibValue !== undefined && fibValue < PPH_FIBRINOGEN_BELOW ? fib : undefined;
  if (fastPulse === undefined && lowBp === undefined && ongoing === undefined && lowFib === undefined) return undefined;
  const shock = [
    lowBp === undefined
      ? ""
      : `blood pressure ${formatNumber(lowBp.value ?? 0)}${lowBp.diastolic === undefined ? "" : `/${formatNumber(lowBp.diastolic)}`} mmHg`,
    fastPulse === undefined ? "" : `heart rate ${formatNumber(fastPulse.value ?? 0)}/min`,
  ].filter(Boolean);
  const hb = ctx.lab("hemoglobin");
  const platelets = ctx.lab("platelets");
  const lowPlatelets = platelets?.status === "low" || platelets?.status === "critical-low";
  const critical = shock.length > 0 || ongoing !== undefined;
  const parts = [
    `Postpartum haemorrhage recorded (${pph.text})`,
    ongoing === undefined ? "" : `bleeding continues ("${ongoing}")`,
    shock.length === 0 ? "" : `${shock.join(" and ")}: signs of hypovolaemic shock`,
  ].filter(Boolean);
  return {
    refs: [...pph.refs, ...ctx.refs(lowBp, fastPulse, lowFib, hb, lowPlatelets ? platelets : undefined)],
    severity: critical ? Severity.critical : Severity.high,
    // A Chicago record was cited the RCOG guideline first (review 30, paeds-obs-30 case 12).
    ...(readsAsUsUnits(ctx)
      ? {
          evidence: ["acog-pb183-pph-2017", "nhs-highland-pph", "collins-2019-pph-fibrinogen"],
          evidenceReplacesRule: true as const,
        }
      : {}),
    values: {
      lead: `${parts.join("; ")}.`,
      hb: hb === undefined ? "" : ` Haemoglobin ${ctx.show(hb)}.`,
      shockNote:
        shock.length > 0
          ? " Pregnancy and the weeks after birth keep the blood pressure up until a large share of the blood volume is lost, so a fast pulse or a low pressure here means a large loss."
          : "",
      fibrinogen:
        lowFib === undefined
          ? ""
          : ` Fibrinogen ${ctx.show(lowFib)} is below 2 g/L: in PPH this predicts progression to severe bleeding and is the level below which fibrinogen is replaced (cryoprecipitate or fibrinogen concentrate).`,
      platelets:
        lowPlatelets && platelets !== undefined
          ? ` Platelets ${ctx.show(platelets)} after a haemorrhage reflect loss and dilution, not a marrow disease.`
          : "",
      patientRest: critical
        ? ", and your results or readings show you may still be losing blood or be in shock from it. This is an emergency: go to your maternity unit or an emergency department now, or call your local emergency number."
        : ", and your clotting protein (fibrinogen) is low, which can make bleeding start again or get worse. Contact your maternity unit today, and go there or to an emergency department at once if you bleed heavily, pass large clots, or feel faint, dizzy or short of breath.",
    },
    nextSteps: critical
      ? [
          "Emergency obstetric assessment now (maternity unit or emergency department): activate the obstetric haemorrhage protocol, find and treat the cause of bleeding",
          "Resuscitate: large-bore access, cross-match, repeat full blood count, clotting screen and fibrinogen",
          ...(lowFib === undefined
            ? []
            : ["Replace fibrinogen (cryoprecipitate or fibrinogen concentrate) while it is below 2 g/L"]),
        ]
      : [
          "Same-day obstetric review: confirm whether bleeding has stopped, repeat full blood count, clotting screen and fibrinogen",
          "If bleeding restarts, replace fibrinogen while it is below 2 g/L",
        ],
  };
}

const pphRule: Rule = {
  id: "postpartum-haemorrhage",
  family: FindingFamily.pattern,
  severity: Severity.critical,
  problem: "Postpartum haemorrhage",
  title: "Postpartum haemorrhage: ongoing bleeding, shock or low fibrinogen",
  clinician: "{lead}{hb}{shockNote}{fibrinogen}{platelets}",
  patient: "Your notes say you had heavy bleeding after giving birth{patientRest}",
  nextSteps: ["Same-day obstetric review of the bleeding, blood count and clotting"],
  evidence: ["rcog-gtg52-pph-2016", "nhs-highland-pph", "collins-2019-pph-fibrinogen"],
  keywords: ["postpartum haemorrhage", "pph", "hypovolaemic shock", "fibrinogen", "lochia", "obstetric haemorrhage"],
  match: pphMatch,
};

export const POSTPARTUM_HAEMORRHAGE_RULES: readonly Rule[] = [pphRule];
