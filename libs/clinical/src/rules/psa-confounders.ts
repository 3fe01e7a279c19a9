import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { RuleMatch } from "./types.ts";

/*
 * A raised PSA taken during a urinary infection, or soon after vigorous exercise such as cycling
 * (review 13, oncology case 03). The Prostate Cancer Risk Management Programme conditions, as set
 * out by NHS Lothian RefHelp (`nhs-lothian-refhelp-raised-psa`, seen 2026-11-29): no active urinary
 * infection (PSA can stay raised for months), no ejaculation or vigorous exercise in the previous
 * 48 hours; a PSA raised by infection is repeated six weeks later and referred only if it stays raised.
 */

const UTI_NOTE =
  /\b(?:uti|urinary (?:tract )?infection|urine infection|cystitis|prostatitis|pyelonephritis|epididymo-?orchitis)\b/i;
/** Antibiotics used almost only for urinary infection. */
const UTI_ANTIBIOTIC = /\b(?:nitrofurantoin|macrobid|macrodantin|pivmecillinam|selexid|fosfomycin|monuril)\b/i;
const URINE_CULTURE = /\burine\b.*\bculture\b|\bmsu\b|\bculture\b.*\burine\b/i;
const NO_GROWTH = /\bno (?:significant )?growth\b|\bnegative\b|\bsterile\b|\bmixed growth\b/i;
const EXERCISE =
  /\b(?:cycl(?:ed|ing|e ride|e sportive)|bike ride|sportive|spin class|horse[- ]?riding|marathon|vigorous exercise)\b/i;
const EJACULATION = /\b(?:ejaculat\w*|sexual intercourse)\b/i;
/**
 * Catheterisation or instrumentation of the urinary tract: the RefHelp page repeats a PSA raised
 * this way six weeks later, like one raised by infection (review 22, urology-mens case 03).
 */
const INSTRUMENTATION =
  /\b(?:catheteri[sz](?:ed|ation)|catheter (?:was |had been )?(?:inserted|placed|removed)|trial without catheter|twoc|cystoscopy|prostate biopsy)\b/i;
/** A culture this close to the PSA counts as the same episode. */
const SAME_EPISODE_DAYS = 30;
const DAY_MS = 86_400_000;

/** The PSA's clinician and patient text and plan when the sample was taken in a state that raises it. */
export function psaConfounders(ctx: RuleContext): RuleMatch | undefined {
  const psa = ctx.lab("psa");
  if (psa === undefined) return undefined;
  const culture = ctx.model.labs.find(
    (o) =>
      URINE_CULTURE.test(o.name) &&
      !NO_GROWTH.test(o.rawValue) &&
      (o.status === "high" || /\b(?:coli|klebsiella|proteus|enterococc\w*|\d+\s*cfu|10\^?\d)\b/i.test(o.rawValue)) &&
      (o.time === undefined || psa.time === undefined || Math.abs(o.time - psa.time) <= SAME_EPISODE_DAYS * DAY_MS),
  );
  const utiNote = statedMention(ctx.freeText, UTI_NOTE);
  const antibiotic = ctx.model.medications.find((m) => m.active && UTI_ANTIBIOTIC.test(m.name));
  const exercise = statedMention(ctx.freeText, EXERCISE);
  const ejaculation = statedMention(ctx.freeText, EJACULATION);
  const instrument = statedMention(ctx.freeText, INSTRUMENTATION);
  const uti = culture !== undefined || utiNote !== undefined || antibiotic !== undefined;
  if (!uti && exercise === undefined && ejaculation === undefined && instrument === undefined) return undefined;
  // Infection and instrumentation both keep PSA raised for weeks: repeated six weeks later.
  const slow = uti || instrument !== undefined;
  const utiWhat = [
    culture
      ? `positive urine culture ${culture.rawValue}${culture.date ? ` on ${culture.date.slice(0, 10)}` : ""}`
      : "",
    utiNote && !culture ? `"${utiNote}" in the notes` : "",
    antibiotic ? `on ${antibiotic.name}` : "",
  ].filter(Boolean);
  const causes = [
    uti ? `during a urinary infection (${utiWhat.join(", ")})` : "",
    instrument ? `after urinary tract instrumentation (the notes record "${instrument}")` : "",
    exercise ? `after vigorous exercise (the notes record "${exercise}")` : "",
    ejaculation ? `after ejaculation (the notes record "${ejaculation}")` : "",
  ].filter(Boolean);
  const repeat = uti
    ? "Repeat PSA about 6 weeks after the urinary infection has been treated, with no vigorous exercise (including cycling) or ejaculation in the 48 hours before; refer only if it stays raised for age"
    : slow
      ? "Repeat PSA about 6 weeks after the catheterisation or procedure, with no vigorous exercise (including cycling) or ejaculation in the 48 hours before; refer only if it stays raised for age"
      : "Repeat PSA with no vigorous exercise (including cycling) or ejaculation in the 48 hours before; refer only if it stays raised for age";
  return {
    refs: [...ctx.refs(culture), ...(antibiotic ? [antibiotic.ref] : [])],
    clinicianExtra: `This sample was taken ${causes.join(" and ")}, ${causes.length > 1 ? "both of which raise" : "which raises"} PSA${uti ? " (an infection can keep it raised for weeks to months)" : ""}, so this value cannot be interpreted and is not a reason to refer now. Under the Prostate Cancer Risk Management Programme conditions a PSA raised this way is repeated${uti ? " six weeks after the infection" : slow ? " six weeks later" : ""}, and referral follows only if it stays raised.`,
    patientExtra: uti
      ? "It was taken while you had, or had just had, a urine infection, which can raise it for a while. The test should be repeated about 6 weeks after the infection has been treated, and you should avoid cycling, hard exercise and ejaculation for 2 days before it."
      : slow
        ? "It was taken soon after a catheter or a procedure on the urinary tract, which can raise it for a while. The test should be repeated about 6 weeks later, and you should avoid cycling, hard exercise and ejaculation for 2 days before it."
        : "It was taken soon after something that can raise it for a day or two. The test should be repeated, avoiding cycling, hard exercise and ejaculation for 2 days before it.",
    nextSteps: [repeat],
    evidence: ["nhs-lothian-refhelp-raised-psa"],
  };
}
