import { FindingFamily, type MedicationItem, Severity, type VitalItem } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { subTargetAceInhibitor } from "./hfref-ace-dose.ts";
import { kidneyTransplant } from "./kidney-transplant.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { deferred, deferUntil } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * The four medicine groups ("pillars") for heart failure with reduced ejection fraction, as read on
 * 2026-11-28 in the text of the 2021 ESC heart-failure guideline (see FACTS_SEEN["esc-2021-hf"]):
 * - Section 5.1: HFrEF is heart failure with an LVEF of 40% or less.
 * - Section 5.3 (class I): an ACE inhibitor, a beta-blocker (in stable HFrEF), an MRA, and
 *   dapagliflozin or empagliflozin for every patient with HFrEF; sacubitril/valsartan in place of an
 *   ACE inhibitor; an ARB for those who cannot tolerate an ACE inhibitor or ARNI.
 * - Section 5.3.2: beta-blockers are started at a low dose in clinically stable, euvolaemic patients.
 * - Section 5.3.3: caution with MRAs when kidney function is impaired and potassium is above 5.0 mmol/L.
 * - Table 8: the evidence-based beta-blockers are bisoprolol, carvedilol, metoprolol succinate (CR/XL)
 *   and nebivolol; sacubitril/valsartan has a lower starting dose after symptomatic hypotension.
 *
 * This rule absorbs the former "HFrEF without an SGLT2 inhibitor" finding, so the SGLT2 inhibitor is
 * named once, with the other missing groups.
 */
const LVEF_REDUCED_MAX = 40;

/**
 * A US record is cared for under the AHA/ACC/HFSA 2022 guideline (review 28: a Denver record was
 * told what ESC 2021 recommends). Its four classes are the same; it prefers sacubitril/valsartan to
 * an ACE inhibitor or ARB, and names three evidence-based beta-blockers, not nebivolol (see
 * FACTS_SEEN["aha-acc-hfsa-2022-hf"]). Other records keep ESC 2021: the library has no NICE NG106.
 */
const GUIDELINE = {
  us: {
    sentence:
      "AHA/ACC/HFSA 2022 recommends all four classes in HFrEF unless contraindicated or not tolerated: sacubitril/valsartan (preferred over an ACE inhibitor or ARB), an evidence-based beta-blocker, an MRA and an SGLT2 inhibitor.",
    betaBlockers: "bisoprolol, carvedilol or metoprolol succinate",
    // Its own switch recommendation (7.3.1-4), not ESC's (review 36, cardio-36 case 03: an Atlanta
    // record on lisinopril was told what ESC 2021 recommends).
    aceSwitch:
      "AHA/ACC/HFSA 2022 recommends replacing an ACE inhibitor or ARB with sacubitril/valsartan in chronic symptomatic HFrEF (NYHA class II–III) tolerating one, to reduce morbidity and mortality further.",
    source: "aha-acc-hfsa-2022-hf",
  },
  other: {
    sentence:
      "ESC 2021 recommends all four for every patient with HFrEF unless contraindicated or not tolerated: an ACE inhibitor (or sacubitril/valsartan in its place; an ARB if neither is tolerated), an evidence-based beta-blocker, an MRA, and dapagliflozin or empagliflozin.",
    betaBlockers: "bisoprolol, carvedilol, metoprolol succinate or nebivolol",
    aceSwitch: "ESC 2021 recommends sacubitril/valsartan as a replacement for an ACE inhibitor in HFrEF.",
    source: "esc-2021-hf",
  },
} as const;
/** An MRA is a caution, not a recommendation, above this potassium (ESC 2021 section 5.3.3). */
const MRA_POTASSIUM_MAX = 5.0;
/**
 * Below this eGFR an MRA is a caution: ESC 2021 names "impaired renal function" without a number;
 * 30 mL/min/1.73 m² is where its MRA practical guidance (Supplementary Table 4) halves the dose.
 */
const MRA_EGFR_MIN = 30;
/** KDIGO 2024 (summary in evidence/summaries.ts): an SGLT2 inhibitor is recommended in CKD from an eGFR of 20. */
const SGLT2_EGFR_START = 20;
/**
 * Engine choices, not guideline thresholds: a systolic pressure below 90 mmHg (the low systolic
 * pressure ESC 2021 section 11.3.5 names) or a heart rate below 50/min tempers advice to start a
 * beta-blocker or an ACE inhibitor/ARNI, which lower both. The texts quote the reading.
 */
const SBP_LOW = 90;
const HR_LOW = 50;
/** A vital sign older than this (with a known `now`) is not read as the present state (as in heart-failure.ts). */
const CURRENT_DAYS = 14;
const DAY_MS = 86_400_000;

/** HFrEF named in a condition, the notes or a scan report. "Mildly reduced" is HFmrEF, not HFrEF. */
const HFREF_WORDS = /\bhfref\b|(?<!mildly\s)\breduced ejection fraction\b|\bsystolic heart failure\b/;
/** Preserved, mildly reduced or improved ejection fraction: not the population the four pillars are for. */
const NOT_HFREF_WORDS =
  /\bhfpef\b|\bhfmref\b|\bhfimpef\b|\bpreserved (?:ejection fraction|ef|lvef)\b|\bmildly reduced ejection fraction\b|\bimproved ejection fraction\b/;
/** An ejection fraction in numbers: "LVEF 30%", "EF of 25-30%", "ejection fraction estimated at 35 %". */
const EF_VALUE =
  /\b(?:lvef|ef|ejection fraction)\s*(?:of|is|was|:|=|~|approx(?:imately|\.)?|estimated at|around|about)?\s*(\d{1,2})(?:\s*(?:-|–|to)\s*(\d{1,2}))?\s*%/g;

/** What in the record says HFrEF, and what says otherwise; `text` is lower-case. */
interface EfReading {
  reduced: string[];
  other: string[];
}

function readText(text: string, into: EfReading, where: string): void {
  const hfref = statedMention(text, HFREF_WORDS, true);
  if (hfref !== undefined) into.reduced.push(`"${hfref}" ${where}`);
  const other = statedMention(text, NOT_HFREF_WORDS, true);
  if (other !== undefined) into.other.push(`"${other}" ${where}`);
  for (const m of statedMatches(text, EF_VALUE, true)) {
    const nums = [...m.quote.matchAll(/\d{1,2}/g)].map((x) => Number(x[0]));
    const ef = Math.max(...nums);
    if (ef <= LVEF_REDUCED_MAX) into.reduced.push(`"${m.quote}" ${where}`);
    else into.other.push(`"${m.quote}" ${where}`);
  }
}

/**
 * HFrEF in the record: a listed condition (the "hfref" concept the SGLT2 inhibitor rule used, or a
 * heart-failure condition giving an LVEF of 40% or less), or HFrEF or such an LVEF stated in the
 * notes or a scan report. Any sign of preserved, mildly reduced or improved ejection fraction makes
 * the record unclear, and the rule stays silent.
 */
export function recordedHfref(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const found: EfReading = { reduced: [], other: [] };
  const refs: string[] = [];
  for (const c of ctx.conditions("heart-failure").concat(ctx.conditions("hfref"))) {
    const name = c.name.toLowerCase();
    const own: EfReading = { reduced: [], other: [] };
    readText(name, own, "listed");
    found.other.push(...own.other);
    if (own.reduced.length > 0 || (c.concepts.includes("hfref") && own.other.length === 0)) {
      found.reduced.push(`"${c.name}" listed`);
      refs.push(c.ref);
    }
  }
  readText(ctx.freeText, found, "in the notes");
  for (const scan of ctx.model.imaging) {
    const before = found.reduced.length;
    readText(scan.text.toLowerCase(), found, "on a scan report");
    if (found.reduced.length > before) refs.push(scan.ref);
  }
  if (found.reduced.length === 0 || found.other.length > 0) return undefined;
  return { text: [...new Set(found.reduced)].join("; "), refs: [...new Set(refs)] };
}

/** Whether a vital sign may stand for the present: dated within CURRENT_DAYS of `now`, or nothing to judge by. */
function isCurrent(ctx: RuleContext, v: VitalItem): boolean {
  const now = ctx.model.now === undefined ? undefined : Date.parse(ctx.model.now);
  if (now === undefined || Number.isNaN(now) || v.time === undefined) return true;
  return now - v.time <= CURRENT_DAYS * DAY_MS;
}

function latest(list: readonly VitalItem[]): VitalItem | undefined {
  return [...list].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
}

/** A low systolic pressure or heart rate, from current vital signs or stated in the notes. */
export function lowPressureOrRate(ctx: RuleContext): { hypotension?: string; bradycardia?: string; refs: string[] } {
  const out: { hypotension?: string; bradycardia?: string; refs: string[] } = { refs: [] };
  const bp = latest([...ctx.vitals("bp"), ...ctx.vitals("systolic")]);
  if (bp?.value !== undefined && bp.value < SBP_LOW && isCurrent(ctx, bp)) {
    out.hypotension = `systolic blood pressure ${formatNumber(bp.value)} mmHg`;
    out.refs.push(bp.ref);
  } else {
    const noted = statedMention(ctx.freeText, /\b(?:symptomatic |postural |orthostatic )?hypotensi(?:on|ve)\b/, true);
    if (noted !== undefined) out.hypotension = `"${noted}" in the notes`;
  }
  const hr = latest(ctx.vitals("heart-rate"));
  if (hr?.value !== undefined && hr.value < HR_LOW && hr.value > 0 && isCurrent(ctx, hr)) {
    out.bradycardia = `heart rate ${formatNumber(hr.value)}/min`;
    out.refs.push(hr.ref);
  } else {
    const noted = statedMention(ctx.freeText, /\b(?:symptomatic |sinus )?bradycardi(?:a|c)\b/, true);
    if (noted !== undefined) out.bradycardia = `"${noted}" in the notes`;
  }
  return out;
}

/**
 * Heart failure in the conditions or stated in the notes, not only a reduced LVEF on a scan report:
 * ESC 2021 (Table 3, section 4.1) makes HFrEF symptoms as well as an LVEF of 40% or less, so a scan
 * alone leaves the diagnosis to the clinician.
 */
export function heartFailureDiagnosed(ctx: RuleContext): boolean {
  return (
    ctx.conditions("heart-failure").length > 0 ||
    ctx.conditions("hfref").length > 0 ||
    statedMention(ctx.freeText, /\b(?:heart|cardiac) failure\b|\bhfref\b/, true) !== undefined
  );
}

/** Finerenone was studied in HFmrEF/HFpEF and diabetic kidney disease, not as the HFrEF MRA. */
export const NOT_HFREF_MRA = /\b(?:finerenone|kerendia)\b/i;

function join(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

export const HFREF_PILLAR_RULES: readonly Rule[] = [
  {
    id: "hfref-pillars-missing",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Heart failure",
    title: "{titleLead}: guideline medicine groups not listed",
    clinician:
      "{hfLead} with {count} of the four guideline medicine groups not on the medication list: {missing}. {guideline}{notes}",
    patient: "{patientWhat} Your medicine list does not show {patientMissing}. {patientCaution}",
    // Replaced by each match with a step per missing group.
    nextSteps: ["Review the heart-failure medicines against the four guideline groups"],
    patientQuestions: ["Which heart failure medicines should I be taking, and are any missing for a reason?"],
    evidence: ["esc-2021-hf"],
    keywords: [
      "hfref",
      "heart failure",
      "ace inhibitor",
      "arni",
      "sacubitril",
      "beta-blocker",
      "mra",
      "spironolactone",
      "sglt2 inhibitor",
    ],
    match: (ctx): RuleMatch | undefined => {
      const hf = recordedHfref(ctx);
      if (hf === undefined) return undefined;
      const ras = ctx.medsOf("ace-inhibitor", "arb", "arni");
      const bb = ctx.meds("hf-beta-blocker");
      const otherBb = ctx.meds("beta-blocker").filter((m) => !bb.includes(m));
      const mra = ctx.meds("mra").filter((m) => !NOT_HFREF_MRA.test(m.name));
      const sglt2 = ctx.meds("sglt2i");
      const missing: string[] = [];
      const plain: string[] = [];
      const steps: string[] = [];
      const notes: string[] = [];
      const refs: string[] = [...hf.refs];
      const low = lowPressureOrRate(ctx);
      const guideline = readsAsUsUnits(ctx) ? GUIDELINE.us : GUIDELINE.other;
      const note = (meds: MedicationItem[], text: string) => {
        notes.push(text);
        refs.push(...ctx.refs(...meds));
      };

      if (ras.length === 0) {
        missing.push("an ACE inhibitor, ARB or ARNI (sacubitril/valsartan)");
        plain.push("an ACE inhibitor or sacubitril/valsartan");
        steps.push(
          low.hypotension !== undefined
            ? `ACE inhibitor or ARNI: with ${low.hypotension}, review the blood pressure first and start at a low dose if at all (ESC 2021 gives sacubitril/valsartan a lower starting dose after symptomatic hypotension); check potassium and creatinine after starting`
            : "Consider an ACE inhibitor or sacubitril/valsartan (an ARB if neither is tolerated), uptitrated to the target or highest tolerated dose; check potassium and creatinine after starting",
        );
      }
      const lowAce = subTargetAceInhibitor(ctx);
      if (lowAce !== undefined) {
        steps.push(lowAce.step);
        refs.push(...ctx.refs(lowAce.med));
      }
      // ESC 2021 recommends sacubitril/valsartan in place of an ACE inhibitor (class I), after a
      // washout of at least 36 hours, with adequate blood pressure and eGFR 30 or more (review 27,
      // heart-27 case 01: ramipril at LVEF 30% with MRA and SGLT2 inhibitor named, the switch not).
      // The switch follows the steps for the groups that are missing altogether.
      const switchStep: string[] = [];
      const ace = ctx.meds("ace-inhibitor");
      const egfrNow = ctx.value("egfr");
      if (
        ace.length > 0 &&
        ctx.meds("arni").length === 0 &&
        low.hypotension === undefined &&
        (egfrNow === undefined || egfrNow >= 30)
      ) {
        note(ace, ` ${medNames(ace)} is listed: ${guideline.aceSwitch}`);
        switchStep.push(
          `Consider replacing ${medNames(ace)} with sacubitril/valsartan, started at least 36 hours after the last ACE inhibitor dose, with adequate blood pressure and eGFR 30 or more`,
        );
      }
      if (bb.length === 0) {
        missing.push(`an evidence-based beta-blocker (${guideline.betaBlockers})`);
        plain.push("a beta-blocker");
        if (otherBb.length > 0)
          note(
            otherBb,
            ` ${medNames(otherBb)} is listed, a beta-blocker not among those shown to help in HFrEF (or its metoprolol form is not stated).`,
          );
        const slow = [low.bradycardia, low.hypotension].filter((x): x is string => x !== undefined);
        steps.push(
          slow.length > 0
            ? `Beta-blocker: with ${join(slow)}, review the cause first; start or switch only when stable, at a low dose, with heart rate and blood pressure rechecked`
            : `Consider ${guideline.betaBlockers}, started at a low dose once stable and euvolaemic and uptitrated to the target or highest tolerated dose`,
        );
      }
      if (mra.length === 0) {
        const k = ctx.value("potassium");
        const egfr = ctx.value("egfr");
        const highK = k !== undefined && k > MRA_POTASSIUM_MAX;
        const lowGfr = egfr !== undefined && egfr < MRA_EGFR_MIN;
        const reasons = [
          highK ? `potassium ${ctx.showValue("potassium")}` : "",
          lowGfr ? `eGFR ${ctx.showValue("egfr")}` : "",
        ].filter(Boolean);
        if (reasons.length > 0) {
          missing.push(`an MRA (spironolactone or eplerenone), a caution here with ${join(reasons)}`);
          refs.push(...ctx.refs(highK ? ctx.lab("potassium") : undefined, lowGfr ? ctx.lab("egfr") : undefined));
          notes.push(
            ` An MRA is not advised while potassium is above ${MRA_POTASSIUM_MAX.toFixed(1)} mmol/L or eGFR below ${MRA_EGFR_MIN}: ESC 2021 asks for caution with MRAs above that potassium and with impaired kidney function.`,
          );
          steps.push(
            `MRA: not while potassium is above ${MRA_POTASSIUM_MAX.toFixed(1)} mmol/L or eGFR below ${MRA_EGFR_MIN}; reconsider spironolactone or eplerenone (with close potassium and creatinine checks) if these improve`,
          );
        } else {
          missing.push("an MRA (spironolactone or eplerenone)");
          steps.push("Consider spironolactone or eplerenone; check potassium and creatinine after starting");
        }
        plain.push("a medicine called an MRA (such as spironolactone)");
        const finerenone = ctx.meds("mra").filter((m) => NOT_HFREF_MRA.test(m.name));
        if (finerenone.length > 0)
          note(finerenone, ` ${medNames(finerenone)} is listed; it is not the MRA studied in HFrEF.`);
      }
      // KDIGO 2024 recommends starting an SGLT2 inhibitor in CKD from an eGFR of 20 (its trials' floor);
      // below that it is a caution, not a plain gap (review 29, deep-29 case 08: eGFR 18 and the
      // inhibitor listed as missing while the kidney section cited the 20 floor).
      const egfrSglt2 = ctx.value("egfr");
      const sglt2LowGfr = sglt2.length === 0 && egfrSglt2 !== undefined && egfrSglt2 < SGLT2_EGFR_START;
      if (sglt2.length === 0) {
        missing.push(
          sglt2LowGfr
            ? `an SGLT2 inhibitor (dapagliflozin or empagliflozin), a caution here with eGFR ${ctx.showValue("egfr")}`
            : "an SGLT2 inhibitor (dapagliflozin or empagliflozin)",
        );
        plain.push("an SGLT2 inhibitor (such as dapagliflozin)");
        // Kidney transplant recipients were not studied in the SGLT2 inhibitor trials, and urinary
        // infection on immunosuppression is the concern (sglt2i-kidney-transplant; review 27).
        const graft = kidneyTransplant(ctx);
        if (graft !== undefined) {
          refs.push(...graft.refs);
          notes.push(
            " In a kidney transplant recipient the SGLT2 inhibitor trials did not include transplant recipients; urinary tract infection on immunosuppression is the main concern, so the choice is made with the transplant team.",
          );
          steps.push(
            "SGLT2 inhibitor: kidney transplant recipients were outside the trials; decide with the transplant team, weighing urinary infection on immunosuppression",
          );
        } else if (sglt2LowGfr) {
          refs.push(...ctx.refs(ctx.lab("egfr")));
          notes.push(
            ` KDIGO 2024 recommends starting an SGLT2 inhibitor in chronic kidney disease at an eGFR of ${SGLT2_EGFR_START} or more, so at this eGFR one is not started as routine.`,
          );
          steps.push(
            `SGLT2 inhibitor: eGFR below ${SGLT2_EGFR_START}, under the level from which KDIGO 2024 recommends starting one; decide with the kidney team`,
          );
        } else steps.push("Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows");
      }
      if (missing.length === 0) return undefined;
      steps.push(...switchStep);
      if (low.hypotension !== undefined || low.bradycardia !== undefined) {
        const shown = [low.hypotension, low.bradycardia].filter((x): x is string => x !== undefined);
        notes.push(` With ${join(shown)}, medicines that lower blood pressure or heart rate are added with care.`);
        refs.push(...low.refs);
      }
      const diagnosed = heartFailureDiagnosed(ctx);
      if (!diagnosed)
        steps.unshift(
          "Confirm the diagnosis: the reduced LVEF is on a scan report only; assess symptoms and signs of heart failure and record the diagnosis before starting the medicine groups",
        );
      const until = deferUntil(ctx);
      const match: RuleMatch = {
        // Three or more groups missing from a medication list that was sent is the larger part of the
        // treatment that lowers mortality: it ranks above a raised natriuretic peptide in known heart
        // failure. Without any list nothing is known to be missing, and the usual priority stands.
        ...(missing.length >= 3 && ctx.model.medications.length > 0 && { severity: Severity.high }),
        // Without a recorded diagnosis the heading and the summary's main issues name what the scan
        // shows, not heart failure (review 21, leftovers-21g case 05).
        ...(!diagnosed && { problem: "Reduced ejection fraction" }),
        refs: [...new Set(refs)],
        values: {
          hf: hf.text,
          // Without a recorded diagnosis the scan shows a reduced LVEF, not yet heart failure
          // (review 21, leftovers-21f case 01): the title says no more than the text.
          titleLead: diagnosed ? "Heart failure with reduced ejection fraction" : "Reduced ejection fraction on a scan",
          hfLead: diagnosed
            ? `HFrEF (${hf.text})`
            : `LVEF of 40% or less on a scan report (${hf.text}) with no heart-failure diagnosis in the conditions or notes: HFrEF once the clinical syndrome of heart failure is confirmed,`,
          patientWhat: diagnosed
            ? "You have heart failure with a weak heart pump. Four groups of medicines, taken together, lower the chance of going into hospital and help people live longer."
            : "Your heart scan shows that the heart is pumping more weakly than normal. Your doctor will decide whether this means heart failure; if it does, four groups of medicines, taken together, lower the chance of going into hospital and help people live longer.",
          count: missing.length === 1 ? "one" : `${["", "", "two", "three", "four"][missing.length]}`,
          missing: join(missing),
          guideline: guideline.sentence,
          notes: notes.join(""),
          patientMissing: join(plain),
          patientCaution: `Some of these need blood tests or a check of your blood pressure and pulse first. Ask your ${diagnosed ? "heart team" : "doctor"} whether they are right for you; do not start or stop medicines on your own.`,
        },
        nextSteps: steps,
        // Details only ESC 2021 was read for (the switch's washout, the MRA caution, the lower
        // sacubitril/valsartan start) still name it, and cite it, on a US record.
        evidence: [
          guideline.source,
          ...([...notes, ...steps].some((t) => t.includes("ESC 2021")) ? ["esc-2021-hf"] : []),
          ...(sglt2.length === 0 && kidneyTransplant(ctx) !== undefined ? ["sglt2i-kidney-transplant"] : []),
          ...(sglt2LowGfr && kidneyTransplant(ctx) === undefined ? ["kdigo-2024-ckd"] : []),
        ],
        evidenceReplacesRule: true,
        ...(!diagnosed && {
          patientQuestions: ["What does my heart scan result mean, and do I need heart medicines because of it?"],
        }),
      };
      // Beside a critical potassium or sodium, or kidney function still changing, new medicines wait.
      if (until !== undefined) {
        const later = deferred(until, `Review the heart-failure medicines once ${until}`);
        return { ...match, ...later };
      }
      return match;
    },
  },
];
