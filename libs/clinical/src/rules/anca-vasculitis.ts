import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { lupusNephritisSuspected } from "./lupus-nephritis.ts";
import type { Rule } from "./types.ts";

/*
 * Suspected ANCA-associated vasculitis with rapidly progressive glomerulonephritis (review 11,
 * rheumatology case 07). A positive MPO- or PR3-ANCA with kidney function falling and blood or
 * protein in the urine is an active glomerulonephritis until proved otherwise: the KDIGO 2024 AAV
 * guideline (Practice Points 9.1.1 and 9.1.2, see ADDED_SOURCES "kdigo-2024-anca-vasculitis") says
 * immunosuppression is not held back waiting for a kidney biopsy when the picture fits and ANCA is
 * positive, and that these patients are treated at experienced centres. Without this rule the
 * engine framed the kidney picture as generic AKI (volume, obstruction, NSAIDs) and the anaemia as
 * anaemia of CKD.
 *
 * The ANCA tests have no catalogue entry yet, so they are found by name: MPO-ANCA, PR3-ANCA,
 * anti-MPO, anti-PR3, or ANCA with a p-/c- pattern; positive means the laboratory or the caller
 * flagged it high/positive, or the text says positive. Kidney involvement needs both a falling
 * function (creatinine up by half or more from an earlier value, or eGFR down by a quarter or more,
 * the KDIGO 2012 "certain drop" size) and an active urine (dipstick blood or protein flagged, or a
 * raised ACR/PCR). Haemoptysis stated in the notes adds possible pulmonary haemorrhage.
 */

/** Creatinine this many times an earlier value counts as a rapid rise (the AKI stage 1 ratio). */
const CREATININE_RISE_RATIO = 1.5;
/** An eGFR fall of this fraction from an earlier value (KDIGO 2012's "certain drop" of 25%). */
const EGFR_FALL_FRACTION = 0.25;

const ANCA_NAME =
  /\b(?:mpo|pr3|myeloperoxidase|proteinase[\s-]?3)\b[^,;]{0,20}\banca\b|\banca\b[^,;]{0,20}\b(?:mpo|pr3)\b|\banti[\s-]?(?:mpo|pr3|myeloperoxidase|proteinase[\s-]?3)\b|\b[pc][\s-]?anca\b/i;
const POSITIVE_TEXT = /\b(?:positive|detected|reactive)\b/i;
const NEGATIVE_TEXT = /\b(?:negative|not detected|non-?reactive)\b/i;

/** A urine test of blood or protein, by name: "Urine dipstick blood", "Urinalysis protein", "Urine RBC". */
const URINE_NAME =
  /\b(?:urine|urinary|urinalysis|dipstick)\b.*\b(?:blood|ha?emoglobin|protein|rbc|red (?:blood )?cells?|albumin)\b/i;

const HAEMOPTYSIS =
  /\bha?emoptysis\b|\bcough(?:ing|ed)?\s+(?:up\s+)?blood\b|\bblood[- ](?:stained|streaked|tinged) sputum\b/;

function isRaised(o: LabObservation): boolean {
  return o.status === "high" || o.status === "critical-high" || o.status === "abnormal";
}

/** The positive ANCA results (MPO/PR3), found by name since the catalogue has no entry for them. */
function positiveAnca(ctx: RuleContext): LabObservation[] {
  return ctx.model.labs.filter((o) => {
    if (!ANCA_NAME.test(o.name)) return false;
    if (NEGATIVE_TEXT.test(o.rawValue) || /^\s*</.test(o.rawValue)) return false;
    return isRaised(o) || POSITIVE_TEXT.test(o.rawValue) || /\b(?:high|positive|abnormal)\b/i.test(o.callerFlag ?? "");
  });
}

/** Kidney function falling: creatinine ×1.5 or more from its lowest earlier value, or eGFR down ≥25%. */
function fallingKidneyFunction(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const creat = ctx.labs("creatinine").filter((o) => o.standard !== undefined);
  if (creat.length >= 2) {
    const [latest, ...earlier] = creat;
    const v = ctx.valueOf(latest);
    const base = earlier.reduce<LabObservation | undefined>(
      (lo, o) => (lo === undefined || (ctx.valueOf(o) ?? Infinity) < (ctx.valueOf(lo) ?? Infinity) ? o : lo),
      undefined,
    );
    const b = ctx.valueOf(base);
    if (latest && base && v !== undefined && b !== undefined && b > 0 && v / b >= CREATININE_RISE_RATIO) {
      return {
        text: `creatinine ${ctx.show(latest)}, up from ${ctx.show(base)} (${formatNumber(v / b, 1)} times)`,
        refs: ctx.refs(latest, base),
      };
    }
  }
  const egfr = ctx.labs("egfr").filter((o) => o.standard !== undefined);
  if (egfr.length >= 2) {
    const [latest, ...earlier] = egfr;
    const v = ctx.valueOf(latest);
    const top = earlier.reduce<LabObservation | undefined>(
      (hi, o) => (hi === undefined || (ctx.valueOf(o) ?? -Infinity) > (ctx.valueOf(hi) ?? -Infinity) ? o : hi),
      undefined,
    );
    const t = ctx.valueOf(top);
    if (latest && top && v !== undefined && t !== undefined && t > 0 && (t - v) / t >= EGFR_FALL_FRACTION) {
      return { text: `eGFR ${ctx.show(latest)}, down from ${ctx.show(top)}`, refs: ctx.refs(latest, top) };
    }
  }
  return undefined;
}

/** Blood or protein in the urine: dipstick flagged, or a raised ACR or PCR. */
function activeUrine(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const found: LabObservation[] = [];
  for (const id of ["urine-blood", "urine-protein", "uacr", "upcr"]) {
    const o = ctx.anyLab(id);
    if (o === undefined) continue;
    const positiveDipstick = /\b[1-4]\s*\+|\+{1,4}|\b(?:positive|large|moderate)\b/i.test(o.rawValue);
    if (isRaised(o) || ((id === "urine-blood" || id === "urine-protein") && positiveDipstick)) found.push(o);
  }
  // Dipstick results the catalogue does not recognise ("Urine dipstick blood") are found by name.
  for (const o of ctx.model.labs) {
    if (o.analyteId !== undefined || found.includes(o) || !URINE_NAME.test(o.name)) continue;
    if (isRaised(o) || /\b[1-4]\s*\+|\+{1,4}|\b(?:positive|large|moderate)\b/i.test(o.rawValue)) found.push(o);
  }
  if (found.length === 0) return undefined;
  return { text: found.map((o) => `${o.name} ${ctx.show(o)}`).join(", "), refs: ctx.refs(...found) };
}

/*
 * The same kidney picture before any ANCA result (review 29, renal-29 case 10): red cell casts or
 * dysmorphic red cells, or heavy haematuria with A3 proteinuria, beside creatinine up by half or
 * more within 3 months is a nephritic picture with rapidly falling function: suspected rapidly
 * progressive glomerulonephritis (StatPearls RPGN; the UK eCKD guide refers proteinuria with rapidly
 * progressive renal impairment urgently). Without this the engine gave a generic AKI check, a 2-week
 * chest X-ray for the haemoptysis and cystoscopy with CT urography, all at routine pace. A positive
 * ANCA is the rule above; a known kidney transplant or lupus is read by their own rules.
 */
const GLOMERULAR_SIGN =
  /\bdysmorphic\b|\bacanthocyt\w*|\b(?:rbc|red (?:blood )?cell|erythrocyte)s?,?\s+casts?\b|\bcasts?,?\s+(?:rbc|red (?:blood )?cell|erythrocyte)s?\b/i;
const SIGN_ABSENT = /\b(?:no|none|not seen|not detected|absent|negative|nil)\b/i;
/** A3 proteinuria in the engine's mg/g: ACR above 30 mg/mmol, PCR above 50 mg/mmol. */
const ACR_A3_MG_G = 300;
const PCR_A3_MG_G = 500;
/** The earlier creatinine must be this recent for the rise to read as rapid (days to weeks). */
const RAPID_WINDOW_DAYS = 92;

/** Glomerular signs on microscopy, or a red cell count raised beside A3 proteinuria. */
function nephriticUrine(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const signs = ctx.model.labs.filter(
    (o) =>
      (GLOMERULAR_SIGN.test(o.name) || GLOMERULAR_SIGN.test(o.rawValue)) &&
      !SIGN_ABSENT.test(o.rawValue) &&
      (o.value.kind !== "number" || isRaised(o)),
  );
  const protein = ["upcr", "uacr"]
    .map((id) => ctx.lab(id))
    .find((o) => {
      const v = ctx.valueOf(o);
      return v !== undefined && v > (o?.analyteId === "upcr" ? PCR_A3_MG_G : ACR_A3_MG_G);
    });
  const rbc = ctx.labs("urine-rbc").find(isRaised);
  const found = signs.length > 0 ? [...signs, ...(protein ? [protein] : [])] : rbc && protein ? [rbc, protein] : [];
  if (found.length === 0) return undefined;
  return { text: found.map((o) => `${o.name} ${ctx.show(o)}`).join(", "), refs: ctx.refs(...found) };
}

/** Creatinine up by half or more from a value within the last 3 months. */
function rapidCreatinineRise(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const creat = ctx.labs("creatinine").filter((o) => o.standard !== undefined);
  const [latest, ...earlier] = creat;
  const v = ctx.valueOf(latest);
  if (latest?.date === undefined || v === undefined) return undefined;
  const t = Date.parse(latest.date);
  const base = earlier
    .filter((o) => o.date !== undefined && (t - Date.parse(o.date)) / 86_400_000 <= RAPID_WINDOW_DAYS)
    .reduce<LabObservation | undefined>(
      (lo, o) => (lo === undefined || (ctx.valueOf(o) ?? Infinity) < (ctx.valueOf(lo) ?? Infinity) ? o : lo),
      undefined,
    );
  const b = ctx.valueOf(base);
  if (base === undefined || b === undefined || b <= 0 || v / b < CREATININE_RISE_RATIO) return undefined;
  return {
    text: `creatinine ${ctx.show(latest)}, up from ${ctx.show(base)} (${formatNumber(v / b, 1)} times)`,
    refs: ctx.refs(latest, base),
  };
}

export const ANCA_VASCULITIS_RULES: readonly Rule[] = [
  {
    id: "anca-vasculitis-rpgn-suspected",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Suspected ANCA vasculitis",
    title: "Positive ANCA with falling kidney function and an active urine: suspected vasculitis of the kidneys",
    clinician:
      "{anca} with {kidney} and {urine}: suspected ANCA-associated vasculitis with rapidly progressive glomerulonephritis. Kidney function can be lost within days; this is not a routine AKI or CKD picture, and the anaemia is more likely part of the acute illness than anaemia of CKD.",
    patient:
      "Together these results may mean inflammation of small blood vessels (vasculitis) that is damaging your kidneys. This needs to be seen in hospital today, because treatment started early can save kidney function.",
    nextSteps: [
      "Same-day referral to nephrology or the regional vasculitis service, usually with hospital admission",
      "Do not wait for a kidney biopsy before specialist treatment starts: with positive MPO- or PR3-ANCA and a compatible picture, immunosuppression is started and the biopsy done afterwards when feasible",
      "Send urine microscopy (red cells, casts), urine protein quantification, anti-GBM antibodies, a full blood count, and chest imaging",
      "Ask about haemoptysis, breathlessness, rash, sinus or ear symptoms, and stop nephrotoxic drugs",
    ],
    patientQuestions: ["Which hospital team will see me today, and will I need to stay in?"],
    evidence: ["kdigo-2024-anca-vasculitis"],
    keywords: ["anca", "mpo", "pr3", "vasculitis", "glomerulonephritis", "rpgn", "haemoptysis"],
    match: (ctx) => {
      const anca = positiveAnca(ctx);
      if (anca.length === 0) return undefined;
      const kidney = fallingKidneyFunction(ctx);
      if (kidney === undefined) return undefined;
      const urine = activeUrine(ctx);
      if (urine === undefined) return undefined;
      const haemoptysis = statedMention(ctx.freeText, HAEMOPTYSIS);
      return {
        refs: [...ctx.refs(...anca), ...kidney.refs, ...urine.refs],
        values: {
          anca: anca.map((o) => `${o.name} ${ctx.show(o)}`).join(" and "),
          kidney: kidney.text,
          urine: urine.text,
        },
        ...(haemoptysis === undefined
          ? {}
          : {
              clinicianExtra: `Haemoptysis in the notes ("${haemoptysis}"): possible pulmonary haemorrhage, which makes this an emergency; check oxygen saturation and arrange urgent chest imaging.`,
              patientExtra:
                "Because you have coughed up blood, your lungs may be affected too: go to hospital today, and call an ambulance if you become breathless or cough up more blood.",
            }),
      };
    },
  },
  {
    id: "rpgn-suspected",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Suspected glomerulonephritis",
    title:
      "Blood and protein of kidney origin with a rapid creatinine rise: suspected rapidly progressive glomerulonephritis",
    clinician:
      "{urine} with {kidney}: a nephritic urine with kidney function falling over weeks, so suspected rapidly progressive glomerulonephritis until shown otherwise. This is not a routine AKI, proteinuria or haematuria work-up: without prompt diagnosis and treatment the loss of kidney function can become permanent.",
    patient:
      "Your urine shows blood and protein that look like they come from the kidneys' filters, and your kidney test has worsened quickly. This can be inflammation of the kidneys. It needs a kidney specialist's assessment urgently, usually the same day, because early treatment can protect the kidneys.",
    nextSteps: [
      "Discuss with nephrology the same day for urgent assessment",
      "Send ANCA (MPO and PR3) and anti-GBM antibodies now, with a full blood count and chest imaging; the kidney team will guide other tests and biopsy",
      "Stop nephrotoxic drugs; ask about haemoptysis, breathlessness, rash, joint pains and sinus symptoms",
      "Do not let the urological haematuria work-up (cystoscopy, CT urography) delay the kidney assessment",
    ],
    patientQuestions: ["Which kidney team will see me, and how soon?"],
    evidence: ["statpearls-rpgn", "ukka-eckd-referral"],
    keywords: ["rapidly progressive glomerulonephritis", "rpgn", "red cell casts", "nephritic", "anti-gbm", "anca"],
    match: (ctx) => {
      if (positiveAnca(ctx).length > 0) return undefined; // the ANCA rule above
      if (kidneyTransplant(ctx) !== undefined || lupusNephritisSuspected(ctx)) return undefined;
      const urine = nephriticUrine(ctx);
      if (urine === undefined) return undefined;
      const kidney = rapidCreatinineRise(ctx);
      if (kidney === undefined) return undefined;
      const haemoptysis = statedMention(ctx.freeText, HAEMOPTYSIS);
      return {
        refs: [...urine.refs, ...kidney.refs],
        values: { urine: urine.text, kidney: kidney.text },
        ...(haemoptysis === undefined
          ? {}
          : {
              severity: Severity.critical,
              clinicianExtra: `Haemoptysis in the notes ("${haemoptysis}") with this kidney picture is a possible pulmonary-renal syndrome (anti-GBM disease or ANCA vasculitis): an emergency, for same-day hospital assessment with oxygen saturation and chest imaging.`,
              patientExtra:
                "Because you have coughed up blood, your lungs may be affected too: go to hospital today, and call an ambulance if you become breathless or cough up more blood.",
            }),
      };
    },
  },
];
