import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { infectionSigns } from "./drug-blood.ts";
import { statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import { knownBloodCancer } from "./neutrophilia.ts";
import { currentSmoking } from "./other.ts";
import { splenectomy } from "./post-splenectomy-counts.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A raised monocyte count with the other counts normal got only the laboratory line ("can go with
 * long-lasting infection or inflammation") and no plan, even when it had lasted months in a man of
 * 71 (review 20). NHS primary care pathways seen 2026-11-29: a monocytosis is often transient and
 * mostly reactive (chronic infection or inflammation, smoking); ask about infection, travel, weight
 * loss, night sweats and rashes, examine for spleen and liver, and check a blood film, inflammatory
 * markers, renal and liver function (NHS Highland; Vale of York). NHS Lothian repeats a count of
 * 0.8–2.0 ×10⁹/L at 3 months (above 2.0 at 6 weeks) and refers an unexplained monocytosis above 1.5
 * (2.0 in smokers) lasting over 3 months with no inflammatory or infective cause. A persistent
 * monocytosis of 1 ×10⁹/L or more is the count that defines chronic myelomonocytic leukaemia (WHO
 * 2016), which Vale of York weighs with a blood film first. A monocytosis with other count changes is
 * read by macrocytic-cytopenia.ts; an infection in view, a raised CRP, a known blood cancer, pregnancy
 * and an absent spleen have their own readings, and the finding stays quiet then.
 */

/** Counts in the rule unit (per microlitre). */
const CMML_COUNT = 1_000;
const REFER_COUNT = 1_500;
const REFER_COUNT_SMOKER = 2_000;
const PERSISTENT_DAYS = 90;
const DAY_MS = 86_400_000;

const OUT_OF_RANGE = (o: LabObservation | undefined): boolean =>
  o !== undefined && o.status !== "normal" && o.status !== "unknown";

/** The earliest count at or above `level`, 3 months or more before the current one, with none below it since. */
function lastingSince(ctx: RuleContext, current: LabObservation, level: number): LabObservation | undefined {
  if (current.time === undefined) return undefined;
  const earlier = ctx
    .labs("monocytes-abs")
    .filter((o) => o !== current && o.time !== undefined && o.time < current.time!)
    .sort((a, b) => b.time! - a.time!);
  let since: LabObservation | undefined;
  for (const o of earlier) {
    if ((ctx.valueOf(o) ?? 0) < level) break;
    since = o;
  }
  return since !== undefined && current.time - since.time! >= PERSISTENT_DAYS * DAY_MS ? since : undefined;
}

const SINGLE_PATIENT =
  "Your monocytes (a type of white cell) are a little raised while your other blood counts are normal. This is usually a reaction to an infection, inflammation or smoking, and it often settles by itself. The test is usually repeated in a few weeks to months.";
const LASTING_PATIENT =
  "Your monocytes (a type of white cell) have stayed raised for several months while your other blood counts are normal. Most often this is a reaction to a long-lasting infection, inflammation or smoking, but when it lasts it is worth a closer look: your doctor will usually look at the cells under the microscope (a blood film), check for inflammation and may ask a blood specialist (haematologist) for advice.";

/** A recent infection stated in the notes ("chest infection 3 weeks ago", "recovering from flu"). */
const RECENT_INFECTION =
  /\b(?:chest|urinary|viral|throat|ear|sinus|skin|respiratory|tooth|dental)\s+infection\b|\b(?:recent(?:ly)?|recovering\s+from|getting\s+over|after|following)\s+(?:a\s+|an\s+|the\s+)?(?:\w+\s+)?(?:infection|pneumonia|flu|influenza|covid(?:-19)?|tonsillitis|cellulitis|sinusitis|bronchitis)\b/i;

function isolatedMonocytosis(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18 || pregnantOrPostnatal(ctx)) return undefined;
  const mono = ctx.lab("monocytes-abs");
  const value = ctx.valueOf(mono);
  if (mono === undefined || value === undefined || mono.status !== "high") return undefined;
  if (["hemoglobin", "platelets", "anc", "alc", "mcv"].some((id) => OUT_OF_RANGE(ctx.lab(id)))) return undefined;
  if (OUT_OF_RANGE(ctx.lab("wbc")) && ctx.lab("wbc")?.status !== "high") return undefined;
  if (ctx.lab("crp")?.status === "high" || ctx.lab("esr")?.status === "high") return undefined;
  if (infectionSigns(ctx) !== undefined || knownBloodCancer(ctx) || splenectomy(ctx)) return undefined;

  const smoking = currentSmoking(ctx);
  const referAt = smoking ? REFER_COUNT_SMOKER : REFER_COUNT;
  const referSince = value > referAt ? lastingSince(ctx, mono, referAt + 1) : undefined;
  const cmmlSince = value >= CMML_COUNT ? lastingSince(ctx, mono, CMML_COUNT) : undefined;
  const since = referSince ?? cmmlSince;
  const crp = ctx.lab("crp");
  const common = `Ask about infection, travel, weight loss, night sweats and rashes, and examine for an enlarged spleen and liver; check a blood film, ${crp?.status === "normal" ? `renal and liver function (CRP ${ctx.show(crp)} is normal)` : "CRP, renal and liver function"}.`;
  const smokingText = smoking ? " The record states current smoking, a common cause of a mild monocytosis." : "";
  // Review 22, haem-22 case 06: a chest infection three weeks before, named in the notes, was left
  // to "ask about infection"; on a single count it is named as the likely reactive cause.
  // Not one written as long past ("chest infection in 2019").
  const infection =
    since === undefined
      ? [...statedMatches(ctx.freeText, RECENT_INFECTION)].find(
          (m) => !isPastMention(ctx.freeText, m.index, m.length, referenceNow(ctx)),
        )?.quote
      : undefined;
  const plan =
    referSince !== undefined
      ? `Raised for 3 months or more (${ctx.show(referSince)} on the earlier count) above ${formatNumber(referAt / 1000, 1)} ×10⁹/L with no cause in the record: NHS Lothian refers an unexplained monocytosis of this size and duration to haematology, as a persistent monocytosis is the count that defines chronic myelomonocytic leukaemia.`
      : cmmlSince !== undefined
        ? `Raised at 1 ×10⁹/L or more for 3 months or more (${ctx.show(cmmlSince)} on the earlier count): a persistent monocytosis of this size is the count that defines chronic myelomonocytic leukaemia, so look at a blood film and seek haematology advice; NHS Lothian refers above ${formatNumber(referAt / 1000, 1)} ×10⁹/L lasting over 3 months without an inflammatory or infective cause.`
        : `A single raised count is often transient and mostly reactive. Repeat the full blood count with a differential in ${value > REFER_COUNT_SMOKER ? "6 weeks" : "3 months"} (NHS Lothian); refer if it stays above ${formatNumber(referAt / 1000, 1)} ×10⁹/L for over 3 months without a cause, or comes with other count abnormalities.`;
  return {
    refs: ctx.refs(mono, since, crp),
    values: {
      count: ctx.show(mono),
      plan,
      common,
      smoking: `${smokingText}${infection !== undefined ? ` The notes record a recent infection ("${infection}"), a likely reactive cause; the repeat count shows whether it settles.` : ""}`,
      told: `${since === undefined ? SINGLE_PATIENT : LASTING_PATIENT}${infection !== undefined ? " The recent infection in your notes is a likely reason." : ""}`,
    },
    ...(since === undefined
      ? {
          nextSteps: [
            `Repeat FBC with differential in ${value > REFER_COUNT_SMOKER ? "6 weeks" : "3 months"}; ask about infection, travel, weight loss and night sweats`,
          ],
        }
      : {
          ...(referSince !== undefined && { severity: Severity.moderate }),
          nextSteps: [
            `Blood film, ${crp?.status === "normal" ? "" : "CRP, "}renal and liver function; ask about infection, travel, weight loss, night sweats and rashes; examine spleen and liver`,
            referSince !== undefined
              ? "Refer to haematology if no inflammatory or infective cause is found"
              : `Seek haematology advice on the film; refer if the count stays above ${formatNumber(referAt / 1000, 1)} ×10⁹/L without a cause`,
          ],
        }),
  };
}

export const MONOCYTOSIS_RULES: readonly Rule[] = [
  {
    id: "monocytosis-isolated",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood count",
    title: "Raised monocyte count with the other counts normal",
    clinician: "Monocytosis ({count}) with the other blood counts in range.{smoking} {plan} {common}",
    patient: "{told} Tell your doctor if you have fevers, night sweats, weight loss or a rash.",
    nextSteps: ["Repeat FBC with differential in 3 months; ask about infection, travel, weight loss and night sweats"],
    patientQuestions: ["Why are my monocytes raised, and does this need a closer look?"],
    evidence: [
      "nhs-lothian-refhelp-monocytosis",
      "nhs-highland-monocytosis-guideline",
      "vale-of-york-monocytosis-pathway",
      "who-2016-myeloid-cmml",
    ],
    keywords: ["monocytosis", "monocyte count", "blood film", "chronic myelomonocytic leukaemia"],
    match: isolatedMonocytosis,
  },
];
