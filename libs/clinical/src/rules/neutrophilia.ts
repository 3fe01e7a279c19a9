import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { infectionSigns } from "./drug-blood.ts";
import { erythrocytosisWithMpnFeatures } from "./erythrocytosis-mpn-features.ts";
import { polycythaemiaVera } from "./oncology-haematology.ts";
import { statedMention } from "./notes.ts";
import { currentSmoking } from "./other.ts";
import { pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { grownOrganism } from "../vocab/culture.ts";

/*
 * A raised white count or neutrophil count in a well adult got only the laboratory line ("most
 * often due to infection...") and no plan (review 19, notes-and-counts case 08: WBC 13.5, neutrophils
 * 9.8 in a well 45-year-old smoker). NHS primary care pathways seen 2026-11-29 give one: a neutrophilia
 * is mostly reactive (infection, inflammation, smoking, corticosteroids, pregnancy) and rarely a blood
 * disorder; ask about sweats, fevers, weight loss and itching, examine for spleen and nodes, check
 * CRP, and repeat the count with a blood film (BNSSG; NHS Dumfries and Galloway). NHS Lothian refers a
 * neutrophilia still above 15 ×10⁹/L after 4–6 weeks with no clear cause, blood-film abnormalities,
 * significant anaemia or abnormal platelets, or splenomegaly, and not a persistent mild one below 15,
 * which smoking can explain. An acute infection stated in the notes, or a raised CRP, is the reactive
 * cause already in view, and the finding stays quiet then, as it does in pregnancy and in a known
 * blood cancer, which have plans of their own; above 50 ×10⁹/L it is no mild neutrophilia.
 */

/** Counts in the rule unit (per microlitre): 15 ×10⁹/L (NHS Lothian referral level) and 50 ×10⁹/L. */
const REFERRAL_LEVEL = 15_000;
const NOT_MILD = 50_000;

const HIGH = (o: LabObservation | undefined): o is LabObservation =>
  o?.status === "high" || o?.status === "critical-high";
const OUT_OF_RANGE = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.status !== "normal" && o.status !== "unknown";

const POSITIVE_CDIFF = (o: LabObservation): boolean =>
  /\b(?:c\.?\s*diff(?:icile)?|difficile)\b/i.test(o.name) &&
  o.value.kind === "qualitative" &&
  o.value.result === "positive";

/** An acute infection, or a fever, stated (not denied) in the notes. */
const INFECTION =
  // Urinary and chest symptoms of an infection count too (review 33, older-acute-33 case 04: "burning on
  // passing urine" with new confusion drew "no infection recorded" and a repeat in 4–6 weeks).
  /\b(?:fever|febrile|pyrexi\w*|rigors?|infection|infected|sepsis|septic|pneumonia|cellulitis|abscess|pyelonephritis|appendicitis|cholecystitis|on antibiotics|started (?:on )?antibiotics|dysuria|burning (?:on|when|while) passing urine|(?:green|purulent|discoloured|discolored) sputum)\b/i;
/** A blood cancer or marrow disorder already known, which has its own plan. */
export const BLOOD_CANCER =
  /\b(?:leuka?emia|cml|aml|cll|myeloproliferative|mpn|myelofibrosis|polycyth\w+ vera|essential thrombocyth\w+|myelodysplas\w+|lymphoma|myeloma)\b/i;

/** A blood cancer or marrow disorder on the record's problem list, which has its own plan. */
export function knownBloodCancer(ctx: RuleContext): boolean {
  return (
    ctx.conditions("cancer").some((c) => BLOOD_CANCER.test(c.name)) ||
    ctx.model.conditions.some((c) => BLOOD_CANCER.test(c.name))
  );
}

function plan(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age === undefined || ctx.age < 18 || pregnantOrPostnatal(ctx)) return undefined;
  const anc = ctx.lab("anc");
  const wbc = ctx.lab("wbc");
  // A normal neutrophil count makes the raised total another cell line's (lymphocytosis.ts).
  const lead = HIGH(anc) ? anc : anc === undefined && HIGH(wbc) ? wbc : undefined;
  if (lead === undefined) return undefined;
  const ancValue = ctx.valueOf(anc);
  const wbcValue = ctx.valueOf(wbc);
  if ((ancValue ?? 0) >= NOT_MILD || (wbcValue ?? 0) >= NOT_MILD) return undefined;
  if (HIGH(ctx.lab("crp")) || HIGH(ctx.lab("esr"))) return undefined;
  if (statedMention(ctx.freeText, INFECTION) !== undefined) return undefined;
  // A recorded fever or rigors (a temperature reading, "shivers") is the reactive cause in view too
  // (review 20: a 38.6 °C reading with a productive cough was given the plan for a well person).
  if (infectionSigns(ctx) !== undefined) return undefined;
  // A positive C. difficile toxin or a culture that grew an organism is an infection in the record:
  // "with no infection recorded" stood beside a C. difficile finding (review 30b, endo-infect-30b case 09).
  if (ctx.model.labs.some((o) => POSITIVE_CDIFF(o) || grownOrganism(o) !== undefined)) return undefined;
  // An acute infection on the problem list is one too: an active "Clostridioides difficile infection"
  // with white cells 18.6 drew "no infection recorded" (review 33, infect-resp-33 case 08). Lasting
  // infections (HIV, hepatitis, latent TB) do not explain raised neutrophils and are not read.
  if (
    ctx.model.conditions.some(
      (c) =>
        /active|recurrence|relapse/i.test(c.status || "active") &&
        INFECTION.test(c.name) &&
        !/\b(?:hiv|hepatitis|latent|history of)\b/i.test(c.name),
    )
  )
    return undefined;
  if (knownBloodCancer(ctx)) return undefined;
  // A raised red cell level beside it is referred with a JAK2 test, not repeated (review 28), and
  // with a JAK2 mutation it is polycythaemia vera, whose raised white cells are part of it (review 32,
  // onc-haem-32b case 10).
  if (erythrocytosisWithMpnFeatures(ctx) !== undefined || polycythaemiaVera(ctx) !== undefined) return undefined;

  const counts = [anc === undefined ? undefined : `neutrophils ${ctx.show(anc)}`, wbc && `white cells ${ctx.show(wbc)}`]
    .filter(Boolean)
    .join(", ");
  const crp = ctx.lab("crp");
  const smoking = currentSmoking(ctx);
  const steroid = ctx.meds("systemic-glucocorticoid")[0];
  const hb = ctx.lab("hemoglobin");
  const platelets = ctx.lab("platelets");
  const others = [
    OUT_OF_RANGE(hb) ? `haemoglobin ${ctx.show(hb)}` : "",
    OUT_OF_RANGE(platelets) ? `platelets ${ctx.show(platelets)}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const causes = [
    smoking ? "the record states current smoking, which commonly causes a mild neutrophilia" : "",
    steroid ? `the record lists ${steroid.name}, a corticosteroid, which raises the neutrophil count` : "",
  ].filter(Boolean);
  const extra = [
    causes.length > 0 ? `Here ${causes.join(", and ")}.` : "",
    others !== ""
      ? `The ${others} ${others.includes(" and ") ? "are" : "is"} also out of range; weigh ${others.includes(" and ") ? "them" : "it"} with the referral points below.`
      : "",
    lead === wbc ? "No differential count is on record: the repeat count should include one." : "",
  ].filter(Boolean);
  return {
    refs: ctx.refs(anc, wbc, crp, hb, platelets),
    values: {
      counts,
      what: lead === anc ? "Neutrophilia" : "Raised white cell count",
      crp: crp?.status === "normal" ? ` CRP ${ctx.show(crp)} is normal.` : " Check CRP.",
      extra: extra.length > 0 ? ` ${extra.join(" ")}` : "",
      patientExtra: [
        steroid ? ` Steroid medicines such as your ${steroid.name.toLowerCase()} commonly raise this count.` : "",
        smoking ? " Smoking can raise this count, which is one more reason to stop." : "",
      ].join(""),
    },
    ...((ancValue ?? 0) >= REFERRAL_LEVEL && { severity: Severity.moderate }),
  };
}

export const NEUTROPHILIA_RULES: readonly Rule[] = [
  {
    id: "neutrophilia-repeat-film",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Blood count",
    title: "Raised white cell count with no infection recorded: repeat with a blood film",
    clinician:
      "{what} with no infection recorded ({counts}). A neutrophilia is mostly reactive (infection, inflammation, smoking, corticosteroids, pregnancy) and rarely a blood disorder.{extra} Ask about fevers, sweats, weight loss and itching, and examine for an enlarged spleen and lymph nodes.{crp} Repeat the full blood count with a differential and blood film in 4–6 weeks. Refer to haematology if a neutrophilia persists above 15 ×10⁹/L with no clear cause, or comes with blood-film abnormalities, significant anaemia, abnormal platelets or splenomegaly; a persistent mild neutrophilia below 15 ×10⁹/L from a reactive cause such as smoking does not need referral (NHS Lothian).",
    patient:
      "Your white cell count (mainly neutrophils, the infection-fighting cells) is raised. This is usually a reaction to something such as smoking, a recent infection or some medicines, and only rarely a blood problem. Your doctor will usually repeat the test in a few weeks with a closer look at the cells (a blood film).{patientExtra} Tell your doctor if you have fevers, night sweats, weight loss or itching.",
    nextSteps: [
      "Repeat FBC with differential and blood film in 4–6 weeks; check CRP; ask about fevers, sweats, weight loss and itching; examine spleen and lymph nodes",
      "Refer to haematology if the neutrophilia persists above 15 ×10⁹/L without a clear cause, or with film abnormalities, significant anaemia, abnormal platelets or splenomegaly",
    ],
    patientQuestions: ["Why is my white cell count high, and when should it be checked again?"],
    evidence: ["nhs-lothian-refhelp-neutrophilia", "bnssg-leucocytosis-pathway", "nhs-dg-refhelp-leucocytosis"],
    keywords: ["neutrophilia", "leucocytosis", "white cell count", "blood film", "smoking"],
    match: plan,
  },
];
