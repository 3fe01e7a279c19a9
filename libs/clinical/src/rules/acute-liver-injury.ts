/**
 * Acute liver injury read from very high aminotransferases, with or without a paracetamol level.
 *
 * An ALT or AST of 1000 U/L or more narrows the cause to ischaemic hepatitis, acute viral
 * hepatitis or drug injury, paracetamol above all (Breu et al., Clin Gastroenterol Hepatol 2019).
 * Liver injury with an INR above 1.5 is the coagulopathy of acute liver failure, which the ACG
 * 2023 guideline completes with encephalopathy and asks to be recognised early, because treatment
 * and transplant referral can save life. Paracetamol named in the notes or the medicines turns
 * this into suspected paracetamol hepatotoxicity: after a staggered overdose, or one whose timing
 * is unclear, acetylcysteine is given whatever the level (MHRA 2012). A measured paracetamol level
 * is read by rules/paracetamol-overdose.ts.
 */
import { FindingFamily, Severity } from "../model.ts";
import type { LabObservation } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { checkMissing, isInRecord, type TestsStep } from "./tests-in-record.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/** Aminotransferase level (U/L) from which the differential narrows to ischaemia, virus or drug. */
const VERY_HIGH_UL = 1000;
/** INR above which liver injury comes with the coagulopathy of acute liver failure (ACG 2023). */
const ALF_INR = 1.5;
/** Multiple of the upper limit at which an aminotransferase rise with that INR reads as acute liver injury. */
const MARKED_ULN_MULTIPLE = 10;

const PARACETAMOL = /\b(?:paracetamol|acetaminophen|co-?codamol|co-?dydramol|tylenol|panadol|apap)\b/;

export interface AcuteLiverInjury {
  refs: string[];
  /** The aminotransferase results at or above the threshold, as shown ("ALT 1450 U/L"). */
  enzymes: string;
  inr?: { obs: LabObservation; value: number };
  bilirubin?: LabObservation;
  paracetamol: boolean;
}

/** A positive hepatitis A IgM, the latest one (hepatitis-a-acute.ts reads it as acute hepatitis A). */
export function acuteHepatitisA(ctx: RuleContext): LabObservation | undefined {
  const igm = ctx.anyLab("hav-igm");
  return igm?.value.kind === "qualitative" && igm.value.result === "positive" ? igm : undefined;
}

/** Days before the newest result within which a hepatitis E result still speaks for this illness. */
const HEV_WINDOW_DAYS = 183;

/**
 * A detected hepatitis E RNA or a positive hepatitis E IgM, the RNA first (hepatitis-e.ts reads it;
 * review 22, liver-gi-22: a positive IgM beside "test for hepatitis E"). UKHSA confirms an acute case
 * by a positive PCR, or by IgM with IgG, so `rna` tells a confirmed case from an IgM alone.
 */
export function hepatitisEFound(ctx: RuleContext): { obs: LabObservation; rna: boolean } | undefined {
  // Only a result of this illness counts: one taken more than 6 months before the newest result
  // in the record says nothing of today's liver tests.
  const times = ctx.model.labs.flatMap((o) => (o.time === undefined ? [] : [o.time]));
  const newest = times.length === 0 ? undefined : Math.max(...times);
  const recent = (o: LabObservation) =>
    o.time === undefined || newest === undefined || newest - o.time <= HEV_WINDOW_DAYS * 86_400_000;
  const positive = (o: LabObservation | undefined): o is LabObservation =>
    o?.value.kind === "qualitative" && o.value.result === "positive" && recent(o);
  const rna = ctx.anyLab("hev-rna");
  if (positive(rna)) return { obs: rna, rna: true };
  const igm = ctx.anyLab("hev-igm");
  return positive(igm) ? { obs: igm, rna: false } : undefined;
}

/** A virus the record has found for the liver injury: acute hepatitis A or hepatitis E. */
export function hepatitisVirusFound(ctx: RuleContext): boolean {
  return acuteHepatitisA(ctx) !== undefined || hepatitisEFound(ctx) !== undefined;
}

/**
 * The aminotransferase at or above 1000 U/L; or, when the liver is already failing to clot (INR
 * above 1.5), at or above 10 times its upper limit: ALT 910 U/L with INR 1.6 and jaundice in a
 * woman of 33 was shown only as four separate raised results (review 30, gastro-30 case 11).
 */
function veryHigh(ctx: RuleContext, id: "alt" | "ast", coagulopathy: boolean): LabObservation | undefined {
  const obs = ctx.lab(id);
  const value = ctx.valueOf(obs);
  const uln = ctx.upperLimit(id);
  if (value === undefined) return undefined;
  if (value >= VERY_HIGH_UL) return obs;
  return coagulopathy && uln !== undefined && value >= MARKED_ULN_MULTIPLE * uln ? obs : undefined;
}

/** The acute liver injury picture (see the file comment), or undefined. */
export function acuteLiverInjury(ctx: RuleContext): AcuteLiverInjury | undefined {
  const inrObs = ctx.lab("inr");
  const inrValue = ctx.valueOf(inrObs);
  const inr =
    inrObs !== undefined && inrValue !== undefined && inrValue > ALF_INR ? { obs: inrObs, value: inrValue } : undefined;
  // An INR raised by an anticoagulant says nothing of the liver's clotting proteins.
  const coagulopathy = inr !== undefined && ctx.meds("warfarin").length === 0 && ctx.meds("doac").length === 0;
  const alt = veryHigh(ctx, "alt", coagulopathy);
  const ast = veryHigh(ctx, "ast", coagulopathy);
  if (alt === undefined && ast === undefined) return undefined;
  const biliObs = ctx.lab("bilirubin-total");
  const biliValue = ctx.valueOf(biliObs);
  const biliUln = ctx.upperLimit("bilirubin-total");
  const bilirubin = biliValue !== undefined && biliUln !== undefined && biliValue > biliUln ? biliObs : undefined;
  const paracetamol =
    statedMention(ctx.freeText, PARACETAMOL) !== undefined ||
    ctx.model.medications.some((m) => m.active && PARACETAMOL.test(m.name.toLowerCase()));
  return {
    refs: ctx.refs(alt, ast, inr?.obs, bilirubin),
    enzymes: [alt, ast]
      .filter((o): o is LabObservation => o !== undefined)
      .map((o) => `${o.analyteId === "alt" ? "ALT" : "AST"} ${ctx.show(o)}`)
      .join(" and "),
    inr,
    bilirubin,
    paracetamol,
  };
}

const CAUSE_STEP =
  "Ask about paracetamol and other medicines, alcohol, and recent low blood pressure; test for hepatitis A, B and E";

/**
 * The viral hepatitis tests of the cause step, read against the record (review 14, infection case
 * 07: "test for hepatitis A, B and E" beside a reactive HBsAg and IgM anti-HBc and a negative
 * hepatitis A IgM). Only results of this illness count, hence the short window.
 */
const VIRUSES: TestsStep = {
  verb: "test for",
  tests: [
    { words: "hepatitis A", ids: ["hav-igm"], withinDays: 30 },
    { words: "hepatitis B", ids: ["hbsag", "anti-hbc-igm"], withinDays: 30 },
    { words: "hepatitis E", ids: ["hev-igm", "hev-rna"], withinDays: 30 },
  ],
};

/**
 * The cause step, asking only for the viral hepatitis tests the record lacks, and not about
 * paracetamol when the record already names it (review 21, gastro-hepatology case 03).
 */
function causeStep(ctx: RuleContext, paracetamol: boolean): string {
  const ask = paracetamol ? "Ask about other medicines" : "Ask about paracetamol and other medicines";
  // A positive hepatitis A IgM has found the virus: other viruses are not asked for (review 19, liver-2 case 06).
  // So has a hepatitis E IgM or RNA (review 22, liver-gi-22 case 01).
  if (hepatitisVirusFound(ctx)) return `${ask}, and alcohol`;
  if (!VIRUSES.tests.some((t) => isInRecord(ctx, t)))
    return CAUSE_STEP.replace(/^Ask about paracetamol and other medicines/, ask);
  const viruses = checkMissing(ctx, VIRUSES);
  return `${ask}, alcohol, and recent low blood pressure${viruses === undefined ? "" : `; ${viruses}`}`;
}

const PARACETAMOL_STEPS = [
  "Measure a paracetamol level now; when the doses were staggered or their timing is unclear the treatment line does not apply, so start intravenous acetylcysteine without waiting for the level",
  "Seek advice from TOXBASE or the National Poisons Information Service",
];

export const ACUTE_LIVER_INJURY_RULES: readonly Rule[] = [
  {
    id: "acute-liver-injury",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Acute liver injury",
    title: "Acute liver injury",
    clinician: "{enzymes}: {reading}{cause}",
    patient: "{lead} Damage like this can get worse quickly. {go}",
    nextSteps: [
      "Same-day medical assessment: look for confusion or drowsiness (encephalopathy), and repeat INR, bilirubin, glucose, creatinine and liver tests",
      CAUSE_STEP,
    ],
    patientQuestions: ["What is causing my liver to be damaged, and do I need to stay in hospital?"],
    evidence: ["acg-2023-acute-liver-failure", "breu-2019-alt-over-1000"],
    keywords: ["acute liver injury", "acute liver failure", "aminotransferase", "paracetamol", "acetylcysteine"],
    match: (ctx) => {
      const found = acuteLiverInjury(ctx);
      if (found === undefined) return undefined;
      const failure = found.inr !== undefined;
      const anticoagulant = ctx.meds("warfarin").length > 0 || ctx.meds("doac").length > 0;
      const clotting = failure
        ? ` with INR ${ctx.show(found.inr?.obs)}${anticoagulant ? "" : ", and no anticoagulant is recorded, so the liver is not making enough clotting proteins"}`
        : "";
      const jaundice = found.bilirubin !== undefined ? ` and bilirubin ${ctx.show(found.bilirubin)}` : "";
      // A positive hepatitis A IgM names the cause (hepatitis-a-acute.ts gives its public health steps).
      const hav = acuteHepatitisA(ctx);
      const hev = hav === undefined ? hepatitisEFound(ctx) : undefined;
      // After "...not making enough clotting proteins" the bilirubin starts a clause of its own: "and
      // bilirubin 29" ran on from the proteins (review 30b, hepato-30b case 11).
      const failureJaundice =
        found.bilirubin !== undefined && !anticoagulant ? `; bilirubin ${ctx.show(found.bilirubin)}` : jaundice;
      const reading = failure
        ? `acute liver injury${clotting}${failureJaundice}: possible acute liver failure; needs emergency assessment today and discussion with a liver unit.`
        : hav !== undefined
          ? `acute liver injury${jaundice}, with hepatitis A IgM ${ctx.show(hav)}: acute hepatitis A is the likely cause (see that finding).`
          : hev !== undefined
            ? `acute liver injury${jaundice}, with hepatitis E ${hev.rna ? "RNA" : "IgM"} ${ctx.show(hev.obs)}: hepatitis E is the likely cause (see that finding).`
            : `acute liver injury${jaundice}; values this high mostly come from ischaemic hepatitis, acute viral hepatitis or a drug, paracetamol above all.`;
      const cause = found.paracetamol
        ? " Paracetamol is named in the record: treat as paracetamol liver toxicity until shown otherwise."
        : "";
      return {
        refs: found.refs,
        ...(failure ? { severity: Severity.critical } : {}),
        values: {
          enzymes: found.enzymes,
          reading,
          cause,
          lead: failure
            ? "Your liver tests show sudden, severe liver damage, and your blood is clotting slowly because of it."
            : "Your liver tests show sudden, severe liver damage.",
          go: failure || found.paracetamol ? "Go to the emergency department now." : "You need to see a doctor today.",
        },
        // A UK record is pointed to the BSG's teaching on discussing acute liver injury and failure
        // with a liver transplant centre, not the US ACG guideline (review 31, nations-31 case 10: a
        // Birmingham record with an INR of 2.4 and confusion cited only the ACG guideline).
        evidence: [
          readsAsUk(ctx) ? "bsg-2023-acute-liver-injury-to-failure" : "acg-2023-acute-liver-failure",
          "breu-2019-alt-over-1000",
          ...(found.paracetamol ? ["mhra-2012-paracetamol-acetylcysteine"] : []),
        ],
        evidenceReplacesRule: true,
        nextSteps: [
          // A measured level is read, with its antidote steps, by paracetamol-overdose.ts: "measure a
          // paracetamol level now" beside one already taken misleads (review 30, gastro-30 case 11).
          ...(found.paracetamol && ctx.lab("paracetamol") === undefined ? PARACETAMOL_STEPS : []),
          // "Repeat" an INR that was never measured reads as if clotting had been checked (review 19, liver-2 case 06).
          ctx.lab("inr") === undefined
            ? "Same-day medical assessment: look for confusion or drowsiness (encephalopathy); check INR, and repeat bilirubin, glucose, creatinine and liver tests"
            : "Same-day medical assessment: look for confusion or drowsiness (encephalopathy), and repeat INR, bilirubin, glucose, creatinine and liver tests",
          ...(failure ? ["Discuss with a liver unit today"] : []),
          causeStep(ctx, found.paracetamol),
        ],
      };
    },
  },
];
