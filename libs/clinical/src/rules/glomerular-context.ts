/**
 * Routine kidney and urine work-up beside active glomerular disease (review 29b, kidney-29b).
 *
 * A finding that already reads the blood and protein in the urine as glomerular and sends the
 * patient to nephrology urgently (suspected rapidly progressive glomerulonephritis, ANCA vasculitis
 * of the kidneys, possible lupus nephritis) sets out the urine tests, the kidney assessment and the
 * biopsy itself. The routine findings on the same results then only repeat it less precisely, or
 * point the other way: the microscopic haematuria finding's cystoscopy and CT urography ("a camera
 * test of the bladder") led beside lupus nephritis, the eGFR fall was to be "referred if
 * sustained", dipstick blood was to be confirmed "away from menstruation", dipstick protein
 * quantified on an "early-morning" sample, proteinuria referred routinely, and the generic acute
 * kidney injury line asked for the timing to be clarified (first round: rheum-29 cases 06 and 09,
 * renal-29 case 10). Engine choice, as rules/acute-context.ts does for routine care beside an acute
 * illness: those routine findings are left out and named once in the glomerular finding; the
 * urological evaluation, which AUA/SUFU keeps alongside a nephrology referral, is put off rather
 * than dropped ("Not for now"), and the acute kidney injury line keeps its numbers but points to
 * the glomerular finding for the plan.
 */
import { type Finding, SEVERITY_RANK, Severity } from "../model.ts";

/** Findings that read blood and protein in the urine as glomerular disease with urgent nephrology. */
const GLOMERULAR_LEADS: ReadonlySet<string> = new Set([
  "rpgn-suspected",
  // A child's post-streptococcal nephritis (child-acute-nephritis.ts; review 31b, deep-paeds-31b case 06).
  "post-streptococcal-glomerulonephritis-child",
  "anca-vasculitis-rpgn-suspected",
  "lupus-nephritis-suspected",
]);

/** Routine findings the glomerular finding covers, with the words that name them in its text. */
const COVERED: Readonly<Record<string, string>> = {
  "egfr-rapid-decline": "the fall in eGFR (its repeat, and a referral if sustained)",
  "dipstick-blood-confirm-microscopy": "confirming dipstick blood by microscopy",
  "proteinuria-dipstick-confirm": "quantifying dipstick protein",
  "proteinuria-nephrology-referral": "a routine nephrology referral for proteinuria",
};

const HAEMATURIA_CODE = "microhaematuria-evaluation";
const AKI_CODE = "aki-creatinine-rise";

/** The acute kidney injury line's generic timing clause (rules/patterns.ts). */
const AKI_TIMING =
  /KDIGO AKI criteria need the rise within 7 days, so timing should be clarified, but a rise of 1\.5× or more needs prompt assessment/;
/** The haematuria finding's routine first step, which does not fit a nephritic urine. */
const PASSING_CAUSE = /\s*First exclude a passing cause: [^.]*\./;

/** The glomerular finding that leads, at high priority or above. */
function glomerularLead(findings: readonly Finding[]): Finding | undefined {
  return findings.find(
    (f) => GLOMERULAR_LEADS.has(f.code) && SEVERITY_RANK[f.severity] >= SEVERITY_RANK[Severity.high],
  );
}

/** The microscopic haematuria finding with its urological evaluation put off until nephrology has assessed. */
function haematuriaDeferred(f: Finding, lead: Finding): Finding {
  return {
    ...f,
    severity: Severity.low,
    clinician: `${f.clinician.replace(PASSING_CAUSE, "")} Not for now: the "${lead.title}" finding reads this blood as glomerular and sets out the urgent kidney assessment, which comes first; the risk-based urological evaluation is considered once nephrology has assessed the kidney disease.`,
    patient:
      "Your urine test found blood, seen only under the microscope. It is read together with the kidney problem described above, which is dealt with first. Whether your bladder also needs checking is decided after that.",
    nextSteps: [
      "Not for now: the urological evaluation of the haematuria, once nephrology has assessed the kidney disease",
    ],
    patientQuestions: [],
  };
}

/** The acute kidney injury line reading its rise with the glomerular finding, whose plan it leaves to it. */
function akiWithLead(f: Finding, lead: Finding): Finding {
  if (!AKI_TIMING.test(f.clinician)) return f;
  return {
    ...f,
    clinician: f.clinician.replace(
      AKI_TIMING,
      `a rise over weeks with an active urine is read with the "${lead.title}" finding, which sets out the urgent assessment`,
    ),
    nextSteps: [],
  };
}

/** The findings with the routine kidney and urine work-up left to a glomerular finding (see the file comment). */
export function besideGlomerularDisease(findings: readonly Finding[]): Finding[] {
  const lead = glomerularLead(findings);
  if (lead === undefined) return [...findings];
  const covered = findings.filter((f) => COVERED[f.code] !== undefined);
  const names = [...new Set(covered.map((f) => COVERED[f.code] as string))];
  const note =
    names.length > 0 ? ` Left to this finding rather than listed as routine work-up: ${names.join("; ")}.` : "";
  return findings
    .filter((f) => COVERED[f.code] === undefined)
    .map((f) =>
      f === lead
        ? { ...f, clinician: `${f.clinician}${note}` }
        : f.code === HAEMATURIA_CODE
          ? haematuriaDeferred(f, lead)
          : f.code === AKI_CODE
            ? akiWithLead(f, lead)
            : f,
    );
}
