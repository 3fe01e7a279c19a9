import { FindingFamily, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { ca125DuringPeriod } from "./ca125-menstruation.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * A raised CA-125 in a premenopausal woman with recorded endometriosis (review 11 onc-haem, case 04:
 * a woman of 34 under gynaecology follow-up, CA-125 46 U/mL, a stable endometrioma on ultrasound)
 * was explained with ovarian cancer named first. Endometriosis is a well-known benign cause:
 * in the IOTA study of 3,511 women with an adnexal mass (Van Calster 2011), endometriomas and
 * abscesses were the only benign masses with a median CA-125 above 20 U/mL (about 43 and 45), and
 * this held before and after the menopause. So the result is read first against the recorded
 * condition. Symptoms NICE lists for ovarian cancer are left to the ultrasound rule
 * (ca125-symptoms-ultrasound), which still applies; a recorded ovarian cancer is its own context.
 */

/** The age this reading is limited to: premenopausal women (the usual age of natural menopause is 45–55). */
const PREMENOPAUSAL_UP_TO_AGE = 50;
const ENDOMETRIOSIS = /\bendometrio(?:sis|ma|tic)\w*|\badenomyosis\b/i;
const KNOWN_OVARIAN_CANCER =
  /\b(?:ovar\w*|fallopian|primary peritoneal)\b[^,;]*\b(?:cancer|carcinoma|malignan\w*|tumou?r)\b/i;
const POSTMENOPAUSAL = /\bpost-?\s?menopaus\w*/i;
/** Symptoms CG122 names (as the ultrasound rule reads them): with these, that rule speaks. */
const OVARIAN_SYMPTOMS =
  /\bbloat(?:ing|ed)?\b|\babdominal (?:distension|distention|swelling)\b|\bearly satiety\b|\bfeel(?:s|ing)? full (?:quickly|early|soon)\b|\b(?:loss of|reduced|poor) appetite\b|\burinary (?:urgency|frequency)\b/i;
/** Pelvic imaging a reader would look at with this result. */
const PELVIC_IMAGING = /\bpelvi\w*|\btransvaginal\b|\bovar\w*|\bendometrioma\b|\badnex\w*/i;

/** An active endometriosis or adenomyosis in the record, when there is one. */
export function activeEndometriosis(ctx: RuleContext) {
  return ctx.model.conditions.find((c) => isActiveCondition(c.status) && ENDOMETRIOSIS.test(c.name));
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex === "male") return undefined;
  const age = ctx.age;
  if (age !== undefined && age >= PREMENOPAUSAL_UP_TO_AGE) return undefined;
  const obs = ctx.lab("ca-125");
  if (obs === undefined || (obs.status !== "high" && obs.status !== "critical-high")) return undefined;
  const endo = activeEndometriosis(ctx);
  if (endo === undefined) return undefined;
  if (ctx.model.conditions.some((c) => KNOWN_OVARIAN_CANCER.test(c.name))) return undefined;
  if (ctx.model.conditions.some((c) => POSTMENOPAUSAL.test(c.name)) || POSTMENOPAUSAL.test(ctx.freeText))
    return undefined;
  // A stated symptom ("bloating for 2 months", not "no bloating") leaves the reading to that rule.
  if (statedMention(ctx.freeText, OVARIAN_SYMPTOMS, true) !== undefined) return undefined;
  const scan = ctx.model.imaging
    .filter((i) => PELVIC_IMAGING.test(i.text))
    .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))
    .at(-1);
  const scanText =
    scan === undefined
      ? ""
      : ` The latest pelvic imaging in the record${scan.date ? ` (${scan.date.slice(0, 10)})` : ""} reads: "${scan.text.replace(/\.\.+/g, ".").slice(0, 200).replace(/\.$/, "")}".`;
  const menses = ca125DuringPeriod(ctx);
  return {
    refs: ctx.refs(obs, endo, scan),
    values: { ca125: ctx.show(obs), condition: endo.name.charAt(0).toLowerCase() + endo.name.slice(1) },
    clinicianExtra: [menses?.clinician ?? "", scanText.trim()].filter(Boolean).join(" ") || undefined,
    ...(menses !== undefined && {
      patientExtra: menses.patient,
      nextSteps: [menses.step, ...CA125_ENDOMETRIOSIS_STEPS],
      evidence: ["kafali-2004-ca125-menstrual-cycle"],
    }),
  };
}

const CA125_ENDOMETRIOSIS_STEPS = [
  "Interpret with the gynaecology team's plan and the latest pelvic ultrasound; no ovarian cancer pathway on this result alone",
  "Assess as NICE advises (ultrasound of the abdomen and pelvis) if persistent bloating, early satiety, appetite loss, pelvic pain or urinary symptoms develop, or the imaging changes",
] as const;

export const CA125_ENDOMETRIOSIS_RULES: readonly Rule[] = [
  {
    id: "ca125-endometriosis",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Raised CA-125 with endometriosis",
    title: "Raised CA-125 with recorded endometriosis",
    clinician:
      "CA-125 {ca125} in a premenopausal woman with recorded {condition}. Endometriosis, endometriomas in particular, is a well-known benign cause of a raised CA-125 (in a large ultrasound-and-surgery series endometriomas had a median CA-125 of about 43 U/mL, before and after the menopause), and CA-125 separates benign from malignant ovarian masses poorly. Read it with the gynaecology plan and the pelvic imaging; new or persistent bloating, early satiety, pelvic pain that changes, or a change in the imaging calls for the usual ovarian assessment.",
    patient:
      "Your CA-125 is raised. Endometriosis, which is in your record, is a well-known harmless cause of a raised CA-125 and a likely explanation here. Your gynaecology team will read it with your scans. Tell them about any new bloating, feeling full quickly, or pain that changes.",
    nextSteps: [...CA125_ENDOMETRIOSIS_STEPS],
    patientQuestions: ["Is my raised CA-125 explained by my endometriosis, and does it need repeating?"],
    evidence: ["iota-2011-ca125-likelihood", "nice-cg122-ovarian-cancer"],
    keywords: ["ca-125", "endometriosis", "endometrioma", "ovarian cancer", "tumour marker"],
    match,
  },
];
