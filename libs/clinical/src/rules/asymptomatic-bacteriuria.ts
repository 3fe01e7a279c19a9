import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { pregnantNow } from "../normalize/egfr.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { LOIN_ACHE, measuredFever } from "./nitrofurantoin-upper-uti.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Bacteria in the urine of an older person, a care-home resident or someone with a catheter whose
 * notes record no urinary symptoms (review 15, leftovers-c cases 01 and 02; review 14 infection
 * case 10: a care-home culture and a positive strip were read only as "suggests a urine infection",
 * and nothing said that antibiotics were not needed).
 *
 * IDSA 2019 (idsa-2019-asymptomatic-bacteriuria) recommends against screening for or treating
 * asymptomatic bacteriuria in older people at home or in long-term care and in people with
 * catheters; pregnancy and endoscopic urological procedures that breach the mucosa are the
 * exceptions. NICE quality standard 90 (nice-qs90-uti-adults) says antibiotics are not prescribed
 * for it in adults with catheters or non-pregnant women. The rule speaks only when the notes say
 * the symptoms are absent: a silent record is not an asymptomatic one. Fever, new confusion or a
 * planned urological procedure leave it quiet, as these are the clinician's judgement (IDSA: with
 * fever or sepsis and no other source a urinary source is treated); pregnancy has its own rule
 * (bacteriuria-pregnancy.ts) and symptomatic infection another (uti-dipstick.ts).
 */

/** From this age NICE and UKHSA read urine results by the older-adult pathway. */
const OLDER_FROM = 65;
const CULTURE =
  /\b(?:urine|urinary|msu|mssu|csu|midstream|mid-stream|catheter specimen)\b.*\bculture\b|\bculture\b.*\burine\b|\b(?:msu|csu)\b/i;
const NO_GROWTH = /\bno (?:significant )?growth\b|\bsterile\b|\bnegative\b|\bno bacteria\b/i;
const ORGANISM =
  /\b(?:escherichia coli|e\.? coli|klebsiella\w*|proteus\w*|enterococc\w*|pseudomonas\w*|citrobacter\w*|enterobacter\w*|morganella\w*|serratia\w*|staphylococc\w*|streptococc\w*|coliforms?)\b/i;

/** What the notes must say: urinary symptoms are absent. */
const NO_SYMPTOMS =
  /\basymptomatic\b|\b(?:no|denies|without)\s+(?:(?:new|current|any)\s+)?(?:urinary|urine|lower urinary tract|uti)\s+symptoms\b|\b(?:no|denies)\s+dysuria\b/;
/**
 * Urinary or systemic signs that make this a question of infection, read negation-aware. "Increased
 * confusion" counts too (review 30, haem-older-30 case 11: it was read as "no symptoms"), and so does
 * loin pain in other words (review 48, urine-48 cases 01 and 02: "no dysuria" beside "aching in the right
 * loin" or "tender left flank" and a positive strip was called asymptomatic bacteriuria).
 */
const SYMPTOMS = new RegExp(
  String.raw`\b(?:dysuria|burning (?:on|when) (?:passing urine|urinating)|(?:urinary )?frequency|urgency|suprapubic (?:pain|tenderness)|loin pain|flank pain|renal angle tenderness|rigors?|(?:visible|frank) haematuria|new (?:onset )?(?:urinary )?incontinence|new (?:onset )?confusion|newly confused|delirium|acute confusion|(?:increased|increasing|worsening|worse) confusion|more confused|fever|febrile|pyrexi(?:a|al)|sepsis|septic)\b|` +
    LOIN_ACHE.source,
);
/*
 * With a catheter the bladder symptoms cannot be asked about, and a catheter-associated infection
 * shows as fever or new confusion: notes that deny both are an asymptomatic record too (review 46,
 * infection-sweep-46 case 12: "no fever, no new confusion" beside a routine CSU with E. coli in a
 * care-home resident was read as silent, and "nothing stands out" was all that was said).
 */
const NO_FEVER = /\b(?:no (?:fever|temperature|pyrexia)|afebrile|apyrexial)\b/;
const NO_NEW_CONFUSION = /\bno (?:new |acute |increased |change in )?confusion\b/;
const CARE_HOME = /\b(?:care|nursing|residential) home\b|\blong[- ]term care\b/;
export const CATHETER =
  /\bcatheteri[sz]ed\b|\b(?:in-?dwelling|long[- ]term|urethral|suprapubic) catheter\b|\bcatheter (?:in situ|draining|change)\b|\bcsu\b/;
/** An endoscopic or other urological procedure ahead, before which bacteriuria is treated. */
const UROLOGICAL_PROCEDURE =
  /\b(?:turp|turbt|transurethral|cystoscop\w*|ureteroscop\w*|pcnl|percutaneous nephrolithotomy|prostatectomy|urolog\w* (?:surgery|procedure|operation))\b/;

function positiveCulture(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find((o) => CULTURE.test(o.name) && ORGANISM.test(o.rawValue) && !NO_GROWTH.test(o.rawValue));
}

function positiveStrip(ctx: RuleContext): LabObservation[] {
  return ["urine-nitrite", "urine-le"]
    .map((id) => ctx.anyLab(id))
    .filter((o): o is LabObservation => o?.value.kind === "qualitative" && o.value.result === "positive");
}

/** Who the advice is for: older, in a care home, or with a catheter; the words name it. */
function population(ctx: RuleContext): { who: string; catheter: boolean } | undefined {
  const catheter =
    ctx.model.conditions.some((c) => /\bcatheter/i.test(c.name) && isActiveCondition(c.status)) ||
    statedMention(ctx.freeText, CATHETER, true) !== undefined;
  const careHome = statedMention(ctx.freeText, CARE_HOME, true) !== undefined;
  const older = ctx.age !== undefined && ctx.age >= OLDER_FROM;
  const parts = [
    older ? `a person aged ${ctx.age}` : "an adult",
    careHome ? "living in a care home" : "",
    catheter ? "with a urinary catheter" : "",
  ].filter(Boolean);
  if (!older && !careHome && !catheter) return undefined;
  return { who: parts.join(" "), catheter };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 16) return undefined;
  if (pregnantNow(ctx.model)) return undefined;
  const text = ctx.freeText;
  const who = population(ctx);
  if (who === undefined) return undefined;
  const denied = NO_SYMPTOMS.test(text) || (who.catheter && NO_FEVER.test(text) && NO_NEW_CONFUSION.test(text));
  if (!denied || statedMention(text, SYMPTOMS, true) !== undefined) return undefined;
  if (statedMention(text, UROLOGICAL_PROCEDURE, true) !== undefined) return undefined;
  // A temperature of 38 °C or more (°F converted) is no longer "no symptoms", whatever the notes say: read
  // unconverted, any °F value was above 37.9 (review 48, urine-48 case 10).
  if (measuredFever(ctx) !== undefined) return undefined;
  const culture = positiveCulture(ctx);
  const strip = positiveStrip(ctx);
  if (culture === undefined && strip.length === 0) return undefined;
  const found = [
    culture ? `${culture.name} ${culture.rawValue.trim()}${culture.date ? ` (${culture.date})` : ""}` : "",
    ...strip.map((o) => `${o.name} ${o.rawValue.trim()}`),
  ].filter(Boolean);
  return {
    refs: ctx.refs(culture, ...strip),
    values: { found: found.join("; "), who: who.who },
    ...(who.catheter && {
      clinicianExtra:
        "People with catheters are among the groups IDSA advises not to screen or treat, and a dipstick is not used to diagnose urinary infection in catheterised adults (NICE QS90).",
    }),
  };
}

export const ASYMPTOMATIC_BACTERIURIA_RULES: readonly Rule[] = [
  {
    id: "asymptomatic-bacteriuria-no-antibiotics",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Urine test",
    title: "Bacteria in the urine without urinary symptoms: antibiotics are not indicated",
    clinician:
      "{found} in {who}, with no urinary symptoms recorded in the notes. This is asymptomatic bacteriuria, which is common in this group and is not treated: IDSA (2019) recommends against screening for or treating it in older people at home or in long-term care and in people with catheters, and NICE quality standard 90 says antibiotics are not prescribed for it outside pregnancy. The exceptions are pregnancy and an endoscopic urological procedure that breaches the mucosa. A smelly or cloudy sample alone is not a reason to treat.",
    patient:
      "Your urine test found bacteria, but you have no symptoms of a urine infection. In older people, and in people with a catheter, bacteria often live in the bladder without causing harm, and antibiotics do not help: they add to side effects and to antibiotic resistance. Tell your doctor or carers the same day if you get burning when passing urine, a fever or shivers, pain in your side or back, or new confusion.",
    nextSteps: [
      "Do not start antibiotics for the bacteriuria, and do not repeat the urine test while there are no symptoms",
      "Reassess if urinary symptoms, fever, rigors, loin pain or new confusion appear; with fever or sepsis and no other source, treat as a possible urinary infection",
      "If an endoscopic urological procedure is planned, tell the urology team: bacteriuria is treated from the sensitivities before it",
    ],
    patientQuestions: ["What signs should make me or my carers call about a urine infection?"],
    evidence: ["idsa-2019-asymptomatic-bacteriuria", "nice-qs90-uti-adults"],
    keywords: ["asymptomatic bacteriuria", "older adults", "care home", "catheter", "antimicrobial stewardship"],
    match,
  },
];
