import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { NEVER_SMOKED, packYears } from "./other.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { likelyLowerUti } from "./uti-dipstick.ts";
import { resultText } from "../qualitative-wording.ts";

/*
 * Haematuria that meets the NICE NG12 suspected cancer referral criteria (review 14, kidney-urology
 * cases 03 and 05: a 67-year-old smoker with painless red urine and clots and a sterile culture got
 * only a "dipstick blood positive" line; a 63-year-old with non-visible haematuria on two strips and
 * a white cell count of 12.4 got four unrelated lab lines).
 *
 * NG12 1.6 (seen in the Macmillan rapid referral toolkit copy and local 2WW pages): refer on a
 * suspected cancer pathway (appointment within 2 weeks) for bladder or kidney cancer at 45 or over
 * with unexplained visible haematuria without a urinary tract infection, or visible haematuria that
 * persists or recurs after successful treatment of one; and for bladder cancer at 60 or over with
 * unexplained non-visible haematuria and either dysuria or a raised white cell count. Visible
 * haematuria carries about a 20% risk of urothelial cancer and non-visible about 3% (Cornwall 2WW
 * criteria), so most people referred do not have cancer.
 *
 * "Unexplained" is read narrowly: a urine infection on the strip or culture, menstruation, or a stone
 * episode stated in the notes keeps the rule silent (the infection is treated and the urine rechecked
 * first, as the criteria say). Only 1+ or more counts on the strip; a trace is not haematuria.
 */

const VISIBLE_AGE = 45;
const NON_VISIBLE_AGE = 60;

/*
 * Visible haematuria in the notes' words. Blood the patient saw ("noticed blood in urine", review 32,
 * bp-renal-32 case 05) counts; a bare "blood in urine", which may be a strip result, does not.
 */
const VISIBLE =
  /(?<!\bnon[-\s]?)\b(?:visible|frank|gross|macroscopic)\s+ha?ematuria\b|\b(?:red|pink|bloody|blood[-\s]stained)\s+urine\b|\burine\s+(?:is\s+|was\s+)?(?:red|bloody|pink)\b|\b(?:passing|passed|passes|noticed|notices|saw|sees|seen)\s+blood\s+in\s+(?:the\s+|his\s+|her\s+|my\s+)?(?:urine|wee|pee)\b|\bclots?\s+in\s+(?:the\s+|his\s+|her\s+)?urine\b/;
const DYSURIA =
  /\b(?:dysuria|burning (?:on|when|while) (?:passing urine|urinating|peeing|voiding)|painful (?:urination|micturition|voiding))\b/;
/** Something that explains blood in the urine, stated in the notes. */
const EXPLAINED =
  /\b(?:menstruat\w*|(?:on|during) (?:her|my) period|day \d+ of (?:her|my) period|period(?:s)? (?:started|now)|renal colic|ureteric colic|(?:kidney|ureteric|renal|bladder) stones?|urolithiasis|catheteri[sz]\w*|cystoscopy|urine infection|urinary tract infection|\buti\b|pyelonephritis)\b/;
const CULTURE = /\bculture\b|\bmc\s*&\s*s\b|\bmsu\b|\bm\s*c\s*s\b/i;
/** A culture report that grew an organism ("E. coli >10^5"), not "no (significant) growth" or a mixed growth. */
const GREW =
  /\b(?:e\.?\s*coli|klebsiella|proteus|enterococc\w*|pseudomonas|staphylococc\w*|>\s*10\^?[45]|10\^?[45]\s*cfu)\b/i;

const positiveStrip = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result === "positive";

/** Microhaematuria: 3 or more red cells per high-power field on one urine microscopy (AUA/SUFU 2020). */
const MICROHAEMATURIA_PER_HPF = 3;
const PER_HPF = /\bhpf\b/i;

/** A urine microscopy red cell count per high-power field, band ("11-30") read by its lower end. */
function perFieldCount(o: LabObservation): number | undefined {
  const perField = [o.unit, o.rawUnit, o.name, o.rawValue].some((t) => t !== undefined && PER_HPF.test(t));
  if (!perField || o.value.kind !== "number" || o.value.comparator === "<" || o.value.comparator === "<=")
    return undefined;
  return o.value.value;
}

/** The newest urine microscopy count when it shows microhaematuria. */
function microscopyHaematuria(ctx: RuleContext): { obs: LabObservation; count: number } | undefined {
  const obs = ctx.anyLab("urine-rbc");
  const count = obs && perFieldCount(obs);
  return obs && count !== undefined && count >= MICROHAEMATURIA_PER_HPF ? { obs, count } : undefined;
}

/** A microscopy count as printed: "11-30 /hpf". */
function showCount(o: LabObservation): string {
  const unit = o.unit || o.rawUnit || (PER_HPF.test(o.name) ? "/hpf" : "");
  return `${o.rawValue.trim()}${unit ? ` ${unit}` : ""}${o.date ? ` (${o.date.slice(0, 10)})` : ""}`;
}

/** A urine infection in the record: a positive nitrite, or a culture that grew an organism. */
function infectionShown(ctx: RuleContext): boolean {
  const nitrite = ctx.anyLab("urine-nitrite");
  if (nitrite !== undefined && nitrite.value.kind === "qualitative" && nitrite.value.result !== "negative") return true;
  return ctx.model.labs.some((o) => CULTURE.test(o.name) && GREW.test(o.rawValue));
}

/*
 * Scotland's criterion for non-visible haematuria is not NG12's (review 31, nations-31 case 11: a
 * Dundee woman of 67 with blood on two strips 4 weeks apart and a negative culture was asked to
 * repeat the strip on an English pathway). "scottish-referral-guidelines-bladder-kidney-2025": a
 * USC referral at 60 or over when the blood persists on a repeat dipstick 2 to 6 weeks later with a
 * negative urine culture; dysuria or a raised white cell count is not a Scottish criterion.
 * Strips at least 14 days apart are read as the repeat (a later repeat still shows persistence).
 */
const SCOTTISH_REPEAT_DAYS = 14;
const NEGATIVE_CULTURE =
  /\b(?:no (?:significant )?growth|culture (?:was |is )?negative|negative (?:urine )?culture|sterile)\b/i;

function scottishNonVisible(ctx: RuleContext, strips: LabObservation[]): RuleMatch | undefined {
  const [latest, earlier] = strips;
  if (latest?.time === undefined || earlier?.time === undefined) return undefined;
  if (Math.abs(latest.time - earlier.time) < SCOTTISH_REPEAT_DAYS * 86_400_000) return undefined;
  const culture = ctx.model.labs.find((o) => CULTURE.test(o.name));
  const negative =
    (culture !== undefined && NEGATIVE_CULTURE.test(culture.rawValue)) ||
    statedMention(ctx.freeText, NEGATIVE_CULTURE) !== undefined;
  if (!negative) return undefined;
  const dated = (o: LabObservation) => `${resultText(o)}${o.date ? ` (${o.date.slice(0, 10)})` : ""}`;
  return {
    refs: ctx.refs(latest, earlier, culture),
    values: {
      what: `Non-visible haematuria (urine dipstick blood ${dated(latest)}, and ${dated(earlier)} before it) with a negative urine culture`,
      criterion: `at ${NON_VISIBLE_AGE} or over with unexplained non-visible haematuria that persists on a repeat dipstick 2 to 6 weeks later with a negative urine culture`,
      kind: "bladder cancer",
    },
    patientExtra:
      "Blood seen only on a urine test is usually harmless, but at your age, as it has been found again on a repeat test with no infection, guidelines advise a specialist check.",
  };
}

/*
 * Scotland refers visible haematuria under 45 too (review 31b, leftovers-31b case 08: a Dundee man
 * of 38 with a second episode and a sterile culture was only asked to repeat the dipstick, the strip
 * read as non-visible haematuria). "scottish-referral-guidelines-bladder-kidney-2025": under 45,
 * more than one episode without a UTI (or bleeding that recurs or persists after a treated UTI) is
 * a USC referral; a single episode without a UTI is not, and imaging or a referral by another local
 * pathway is considered. Adults only, 18 an engine choice.
 */
const SCOTTISH_ADULT_AGE = 18;
const REPEAT_EPISODE =
  /\b(?:second|third|another|repeat(?:ed)?|recurrent|recurring|further|more than one|two|three|several|multiple)\s+(?:episodes?|bouts?|occasions?)\b|\b(?:recurrent|recurring|repeated)\s+(?:visible\s+|frank\s+)?ha?ematuria\b/;

/** A Scottish adult under 45 with unexplained visible haematuria: the notes' words, and any repeat stated. */
function youngScottishVisible(ctx: RuleContext): { visible: string; repeat: string | undefined } | undefined {
  if (readsAsUsUnits(ctx) || devolvedNation(ctx) !== "Scotland") return undefined;
  return youngVisible(ctx);
}

/*
 * Visible haematuria under 45 elsewhere in the UK (review 32, bp-renal-32 case 04: a Manchester man
 * of 38 with "frank haematuria twice this week, red urine" was only asked to repeat the dipstick,
 * the strip read as non-visible haematuria). NICE NG12's visible haematuria criterion starts at 45,
 * so it is not a suspected cancer pathway referral on that criterion, but unexplained visible blood
 * still needs assessment: a urine culture, full blood count, creatinine and blood pressure, and a
 * urology referral case by case ("nhs-devon-haematuria-referral").
 */
function youngUkVisible(ctx: RuleContext): { visible: string; repeat: string | undefined } | undefined {
  if (!readsAsUk(ctx) || readsAsUsUnits(ctx) || devolvedNation(ctx) === "Scotland") return undefined;
  return youngVisible(ctx);
}

/** An adult under 45 with unexplained visible haematuria in the notes: their words, and any repeat stated. */
function youngVisible(ctx: RuleContext): { visible: string; repeat: string | undefined } | undefined {
  const age = ctx.age;
  if (age === undefined || age < SCOTTISH_ADULT_AGE || age >= VISIBLE_AGE) return undefined;
  if (infectionShown(ctx) || statedMention(ctx.freeText, EXPLAINED) !== undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const visible = statedMention(ctx.freeText, VISIBLE);
  return visible === undefined ? undefined : { visible, repeat: statedMention(ctx.freeText, REPEAT_EPISODE) };
}

/** A single episode of visible haematuria under 45 on a Scottish record: not a USC referral. */
function scottishSingleVisible(ctx: RuleContext): RuleMatch | undefined {
  const young = youngScottishVisible(ctx);
  if (young === undefined || young.repeat !== undefined) return undefined;
  const strip = ctx.labs("urine-blood").filter(positiveStrip)[0];
  return {
    refs: ctx.refs(strip),
    values: {
      visible: young.visible,
      age: ctx.age ?? "",
      strip: strip ? `; urine dipstick blood ${resultText(strip)}` : "",
    },
  };
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const young = youngScottishVisible(ctx);
  if (young?.repeat !== undefined) {
    const strip = ctx.labs("urine-blood").filter(positiveStrip)[0];
    return {
      refs: ctx.refs(strip),
      values: {
        what: `Visible haematuria more than once (the notes record "${young.visible}" and "${young.repeat}"${strip ? `; urine dipstick blood ${resultText(strip)}` : ""})`,
        criterion:
          "under 45 with more than one episode of unexplained visible haematuria without a urinary infection (or visible haematuria that recurs or persists after a treated infection)",
        kind: "bladder or kidney cancer",
      },
    };
  }
  const age = ctx.age;
  if (age === undefined || age < VISIBLE_AGE) return undefined;
  if (infectionShown(ctx) || statedMention(ctx.freeText, EXPLAINED) !== undefined) return undefined;
  // On cyclophosphamide the cyclophosphamide-haematuria rule reads it (haemorrhagic cystitis first).
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const visible = statedMention(ctx.freeText, VISIBLE);
  const strips = ctx.labs("urine-blood").filter(positiveStrip);
  const strip = strips[0];
  if (visible !== undefined) {
    return {
      refs: ctx.refs(strip),
      values: {
        what: `Visible haematuria (the notes record "${visible}"${strip ? `; urine dipstick blood ${resultText(strip)}` : ""})`,
        criterion: `at ${VISIBLE_AGE} or over with unexplained visible haematuria and no urinary infection (or visible haematuria that persists or recurs after a treated infection)`,
        kind: "bladder or kidney cancer",
      },
    };
  }
  // Non-visible haematuria is blood found by dipstick or by microscopy.
  const micro = microscopyHaematuria(ctx);
  if (age < NON_VISIBLE_AGE || (strip === undefined && micro === undefined)) return undefined;
  if (devolvedNation(ctx) === "Scotland") return scottishNonVisible(ctx, strips);
  const dysuria = statedMention(ctx.freeText, DYSURIA);
  const wbc = ctx.lab("wbc");
  const wbcHigh = wbc !== undefined && (wbc.status === "high" || wbc.status === "critical-high");
  if (dysuria === undefined && !wbcHigh) return undefined;
  const alongside = [
    dysuria !== undefined ? `dysuria ("${dysuria}")` : "",
    wbcHigh ? `a raised white cell count ${ctx.show(wbc)}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const found = [
    strip
      ? `urine dipstick blood ${resultText(strip)}${strips.length > 1 ? `, positive on ${strips.length} strips` : ""}`
      : "",
    micro ? `urine microscopy red cells ${showCount(micro.obs)}` : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    refs: ctx.refs(...strips.slice(0, 2), micro?.obs, wbcHigh ? wbc : undefined),
    values: {
      what: `Non-visible haematuria (${found}) with ${alongside}`,
      criterion: `at ${NON_VISIBLE_AGE} or over with unexplained non-visible haematuria and dysuria or a raised white cell count`,
      kind: "bladder cancer",
    },
    patientExtra:
      "Blood seen only on a urine test is usually harmless, but at your age, together with your other results, guidelines advise a specialist check.",
  };
}

/*
 * Microhaematuria as the AUA/SUFU guideline reads it (review 17, urinalysis: "RBC 11-30 /hpf" in a
 * 64-year-old man with 40 pack-years got only a "RBC above the range" line). It is 3 or more red cells
 * per high-power field on microscopy of one properly collected specimen; a dipstick alone does not
 * establish it, and a positive strip calls for microscopy. A gynaecological or benign urinary cause
 * (infection, menstruation, a stone, vigorous exercise) is dealt with and the urinalysis repeated once it
 * has passed (after treatment, for an infection); if blood persists, the risk-based evaluation follows.
 *
 * Risk groups, as amended in 2025 (women are no longer high risk by age alone; low is now "low/
 * negligible"): high for a man of 60 or over, more than 30 pack-years, more than 25 red cells per field,
 * or visible haematuria; intermediate for a man of 40-59, a woman of 60 or over, 10-30 pack-years or
 * 11-25 red cells per field; low/negligible only when all of: a man under 40 or a woman under 60, never
 * smoked or under 10 pack-years, 3-10 red cells per field and no other urothelial cancer risk factor.
 * Evaluation: low/negligible, repeat the urinalysis within 6 months; intermediate, cystoscopy and renal
 * ultrasound; high, cystoscopy and CT urography. Only the factors the record gives are counted, and the
 * group is given as "at least" when a missing one could raise it.
 *
 * A UK reader is served by the NG12 rule above, which now takes microscopy as non-visible haematuria too;
 * when it fires, it carries the finding and this one stays silent.
 */

type AuaRisk = "low/negligible" | "intermediate" | "high";
const RISK_ORDER: readonly AuaRisk[] = ["low/negligible", "intermediate", "high"];

/** A benign cause stated in the notes: the guideline repeats the urinalysis once it has passed. */
const PASSING_CAUSE =
  /\b(?:menstruat\w*|(?:on|during) (?:her|my) period|day \d+ of (?:her|my) period|period(?:s)? (?:started|now)|renal colic|ureteric colic|(?:kidney|ureteric|renal|bladder) stones?|urolithiasis|catheteri[sz]\w*|urine infection|urinary tract infection|\buti\b|cystitis|pyelonephritis|(?:vigorous|strenuous|heavy|intense) exercise|(?:ran|running) a marathon|after (?:a )?(?:marathon|long run))\b/;
// A bare "non-smoker" leaves the past open (review 25, ages-25b): neither never smoked nor a smoking history.
const EVER_SMOKED = /(?<!non-?)\bsmok(?:er|es|ed|ing)\b|\bpack[- ]?years?\b|\bcigarettes?\b|\btobacco\b/;

interface RiskReading {
  /** The group the recorded factors reach. */
  risk: AuaRisk;
  /** Whether a factor the record does not give could raise it. */
  atLeast: boolean;
  /** Whether one of the other urothelial cancer risk factors was read from the record. */
  factorsRead: boolean;
  reasons: string[];
}

function auaRisk(ctx: RuleContext, count: number): RiskReading {
  const factors: { risk: AuaRisk; why: string }[] = [];
  let unknown = false;
  const age = ctx.age;
  const sex = ctx.sex;
  if (age === undefined || (sex === undefined && age >= 40)) unknown = true;
  if (age !== undefined) {
    const who = sex === "female" ? "woman" : sex === "male" ? "man" : "adult";
    // With the sex unknown, the woman's (lower) group is taken and marked "at least".
    const risk: AuaRisk =
      sex === "male"
        ? age >= 60
          ? "high"
          : age >= 40
            ? "intermediate"
            : "low/negligible"
        : age >= 60
          ? "intermediate"
          : "low/negligible";
    factors.push({ risk, why: `${who} of ${age}` });
  }
  const text = ctx.freeText;
  const py = packYears(text);
  if (py !== undefined)
    factors.push({
      risk: py > 30 ? "high" : py >= 10 ? "intermediate" : "low/negligible",
      why: `${py} pack-years of smoking`,
    });
  else if (NEVER_SMOKED.test(text)) factors.push({ risk: "low/negligible", why: "never smoked" });
  else if (ctx.everHad("smoker").length > 0 || EVER_SMOKED.test(text)) {
    unknown = true;
    factors.push({ risk: "low/negligible", why: "a smoking history without pack-years" });
  } else unknown = true;
  factors.push({
    risk: count > 25 ? "high" : count >= 11 ? "intermediate" : "low/negligible",
    why: `${count > 25 ? "more than 25" : count >= 11 ? "11-25" : "3-10"} red cells per high-power field`,
  });
  for (const why of urothelialFactors(ctx)) factors.push({ risk: "intermediate", why });
  const visible = statedMention(text, VISIBLE);
  if (visible !== undefined) factors.push({ risk: "high", why: `visible haematuria ("${visible}")` });
  const rank = Math.max(...factors.map((f) => RISK_ORDER.indexOf(f.risk)));
  const risk = RISK_ORDER[rank]!;
  return {
    risk,
    atLeast: risk !== "high" && unknown,
    reasons: factors.filter((f) => f.risk === risk || risk === "low/negligible").map((f) => f.why),
    factorsRead: factors.some((f) => URO_FACTORS.some((u) => f.why.startsWith(u.why))),
  };
}

/**
 * The other urothelial cancer risk factors of the AUA/SUFU table, read from the notes, conditions,
 * medicines and family history (review 18: a woman of 45 after pelvic chemoradiation and a dye worker
 * of 36 whose father had Lynch syndrome were both called low/negligible). The table puts any of them
 * in the intermediate group. Irritative voiding symptoms are left to the proviso: the words overlap
 * too much with a urine infection to read them from notes.
 */
const URO_FACTORS: readonly { why: string; re: RegExp }[] = [
  {
    why: "pelvic radiation",
    re: /\b(?:(?:pelvic|prostate|cervical|rectal|bladder|endometrial|uterine)\s+(?:radiotherapy|radiation|irradiation|brachytherapy)|(?:radiotherapy|radiation|brachytherapy)\s+(?:to|for)\s+(?:the\s+)?(?:pelvis|prostate|cervix|rectum|bladder|cervical|prostate|rectal)\w*)\b/,
  },
  { why: "past cyclophosphamide or ifosfamide", re: /\b(?:cyclophosphamide|ifosfamide)\b/ },
  {
    why: "occupational exposure",
    re: /\b(?:aromatic amines?|benzene|benzidine|naphthylamine|(?:dye|dyes|dyeing|textile dye|rubber|leather|tannery)\s+(?:factory|industry|works|worker|plant))\b/,
  },
  {
    why: "Lynch syndrome or a family history of urothelial cancer",
    re: /\b(?:lynch syndrome|hnpcc|hereditary non-?polyposis|urothelial (?:cancer|carcinoma)|bladder cancer|transitional cell carcinoma)\b/,
  },
];

/** The recorded urothelial cancer risk factors, each with the words that show it. */
function urothelialFactors(ctx: RuleContext): string[] {
  const text = [
    ctx.freeText,
    ...ctx.model.conditions.map((c) => c.name.toLowerCase()),
    ...ctx.model.medications.filter((m) => !m.active).map((m) => m.name.toLowerCase()),
    ...ctx.model.familyHistory.map((f) => `${f.relationship}: ${f.condition}`.toLowerCase()),
  ].join(". ");
  return URO_FACTORS.flatMap(({ why, re }) => {
    const seen = statedMention(text, re);
    return seen === undefined ? [] : [`${why} ("${seen}")`];
  });
}

/** The factors above that a group below high leaves as a proviso. */
const OTHER_FACTORS =
  "irritative voiding symptoms, pelvic radiation, past cyclophosphamide or ifosfamide, occupational exposure to aromatic amines or benzene, or a family history of urothelial cancer or Lynch syndrome would place the patient higher";

/** What could still raise a group below high: factors missing from the record, and the other risk factors unless one was read. */
function proviso(risk: AuaRisk, atLeast: boolean, factorsRead: boolean): string {
  if (risk === "high" || (factorsRead && !atLeast)) return "";
  const missing = "a factor the record does not give (age, sex or pack-years)";
  if (factorsRead) return `; ${missing} could place the patient higher`;
  return `; ${atLeast ? `${missing} or ` : ""}${OTHER_FACTORS}`;
}

const EVALUATION: Record<AuaRisk, { advice: string; step: string }> = {
  "low/negligible": {
    advice:
      "repeating the urinalysis with microscopy within 6 months rather than going straight to cystoscopy or imaging, and evaluating as intermediate risk if blood persists",
    step: "repeat the urinalysis with microscopy within 6 months; evaluate as intermediate risk if red cells persist",
  },
  intermediate: { advice: "cystoscopy and renal ultrasound", step: "refer for cystoscopy and renal ultrasound" },
  high: { advice: "cystoscopy and CT urography", step: "refer for cystoscopy and CT urography" },
};

/*
 * Signs of a kidney (glomerular) source beside the blood (review 18, ward-and-urine 03: red cell casts,
 * dysmorphic red cells and 2+ protein in a woman of 29 got a cystoscopy and ultrasound). The AUA/SUFU
 * guideline refers to nephrology when medical renal disease is suspected, alongside the risk-based
 * urological evaluation; UK pathways refer proteinuria with haematuria (ACR 30 mg/mmol or more, PCR 50
 * or more) to nephrology.
 */
const SEDIMENT_SIGN =
  /\b(?:(?:rbc|red (?:blood )?cell)s?\s+casts?|casts?,?\s+(?:rbc|red (?:blood )?cell)s?|dysmorphic|acanthocyt\w*)\b/i;
const NONE_SEEN = /^\s*(?:none|not seen|negative|absent|nil|0(?:\s*\/\w+)?|not detected|no\b)/i;

/** Red cell casts or dysmorphic red cells on the microscopy or in the notes, and proteinuria beside them. */
function glomerularSigns(ctx: RuleContext): { signs: string[]; obs: LabObservation[] } {
  const signs: string[] = [];
  const obs: LabObservation[] = [];
  for (const o of ctx.model.labs) {
    const text = `${o.name} ${o.rawValue}`;
    if (!SEDIMENT_SIGN.test(text) || NONE_SEEN.test(o.rawValue)) continue;
    if (signs.some((s) => s.startsWith(o.name))) continue;
    signs.push(`${o.name} ${o.rawValue.trim()}`);
    obs.push(o);
  }
  const noted = statedMention(ctx.freeText, SEDIMENT_SIGN);
  if (noted !== undefined && signs.length === 0) signs.push(`"${noted}" in the notes`);
  const strip = ctx.anyLab("urine-protein");
  if (positiveStrip(strip)) {
    signs.push(`urine protein ${resultText(strip)}`);
    obs.push(strip);
  }
  for (const id of ["uacr", "upcr"]) {
    const o = ctx.anyLab(id);
    if (o !== undefined && (o.status === "high" || o.status === "critical-high")) {
      signs.push(ctx.show(o));
      obs.push(o);
    }
  }
  return { signs, obs };
}

const COMMON_LEAD = {
  patientAmount: "a small amount of blood",
  patientLead: "This is common and often has a harmless cause.",
};
// With protein or misshapen red cells beside it, "often harmless" would mislead: the clinician
// reading points to a kidney (glomerular) source and a nephrology referral.
const KIDNEY_LEAD = {
  patientAmount: "blood",
  patientLead:
    "There are signs that it may come from the kidneys' filters, so guidelines advise a kidney specialist's check.",
};

function microhaematuriaMatch(ctx: RuleContext): RuleMatch | undefined {
  const found = microscopyHaematuria(ctx);
  if (found === undefined || (ctx.age !== undefined && ctx.age < 18)) return undefined;
  if (match(ctx) !== undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const { obs, count } = found;
  const shown = `Urine microscopy red cells ${showCount(obs)}`;
  const passing = infectionShown(ctx) ? "signs of a urine infection" : statedMention(ctx.freeText, PASSING_CAUSE);
  if (passing !== undefined) {
    const infection = passing === "signs of a urine infection";
    const cause = infection ? passing : `"${passing}" in the notes`;
    return {
      refs: ctx.refs(obs),
      severity: Severity.low,
      values: {
        what: shown,
        ...COMMON_LEAD,
        reading: `With ${cause}, the guideline deals with that cause first and repeats the urinalysis with microscopy ${infection ? "after the infection is treated" : "once it has passed"}; if the blood persists, it proceeds to a risk-based urological evaluation`,
      },
      nextSteps: [
        `Repeat the urinalysis with microscopy ${infection ? "after the infection is treated" : "once the cause has passed"}; evaluate by risk if red cells persist`,
      ],
      patientExtra:
        "This often comes from something that passes, and the test is usually repeated once it has before anything more is done.",
    };
  }
  const { risk, atLeast, reasons, factorsRead } = auaRisk(ctx, count);
  const group = `${atLeast ? "at least " : ""}${risk} risk`;
  const kidney = glomerularSigns(ctx);
  const glomerular = kidney.signs.length > 0;
  return {
    refs: ctx.refs(obs, ...kidney.obs),
    severity: risk === "low/negligible" && !glomerular ? Severity.low : Severity.moderate,
    values: {
      what: shown,
      ...(glomerular ? KIDNEY_LEAD : COMMON_LEAD),
      reading: `${glomerular ? `With ${kidney.signs.join(", ")}, the blood points to a kidney (glomerular) source: the guideline refers to nephrology when medical renal disease is suspected (blood pressure, eGFR and a urine albumin- or protein-to-creatinine ratio first), and the risk-based urological evaluation still applies alongside. ` : ""}AUA/SUFU risk group from the record: ${group} (${reasons.join(", ")}). For this group the guideline advises ${EVALUATION[risk].advice}${proviso(risk, atLeast, factorsRead)}. First exclude a passing cause: infection, menstruation, recent vigorous exercise`,
    },
    nextSteps: [
      ...(glomerular
        ? ["Refer to nephrology: check blood pressure, eGFR and a urine albumin- or protein-to-creatinine ratio"]
        : []),
      `Exclude infection, menstruation and recent vigorous exercise; then ${EVALUATION[risk].step}`,
    ],
    patientExtra:
      risk === "low/negligible"
        ? glomerular
          ? undefined
          : "At your level of risk the usual next step is simply to repeat the urine test."
        : `${glomerular ? "The bladder and kidneys are also checked" : "Guidelines advise checking the bladder and kidneys"}, usually with a camera test of the bladder and a scan. Most people checked do not have cancer.`,
  };
}

/*
 * UK practice reads non-visible haematuria on the dipstick itself (BAUS and the Renal Association, as
 * NHS primary care pathways give it): 1+ or more is positive and a trace is ignored, and two positive
 * strips of three, taken weeks apart, make it persistent; no microscopy is needed to confirm it (review
 * 18, ward-and-urine 05: a UK woman of 48 with 1+ and 2+ of three strips was asked for microscopy).
 * The record is read as UK only when it says so (readsAsUk, uk-record.ts).
 */
const PERSISTENT_OF = 3;
const PERSISTENT_POSITIVE = 2;

const NG12_NVH_REFERRAL =
  "Refer to urology by age and symptoms (NICE NG12 at 60 or over with dysuria or a raised white cell count), or to nephrology with an ACR of 30 mg/mmol or more, a PCR of 50 mg/mmol or more, a falling eGFR or raised blood pressure; otherwise monitor in primary care.";
/*
 * Scotland ("scottish-referral-guidelines-bladder-kidney-2025"): blood that persists on a repeat
 * dipstick 2 to 6 weeks later with a negative urine culture is a USC referral at 60 or over. Below
 * that, board pathways decide; NHS GGC's ("nhs-ggc-non-visible-haematuria") refers routinely to
 * urology with an ultrasound from 45 to 60 and considers a renal referral under 45, or for a low or
 * falling eGFR, raised blood pressure or proteinuria.
 */
const SCOTTISH_NVH_REFERRAL =
  "Send a urine culture (MSSU) if none is recorded: the Scottish Referral Guidelines for Suspected Cancer (2025) make blood that persists on a repeat dipstick 2 to 6 weeks later with a negative culture an urgent suspicion of cancer (USC) referral to urology at 60 or over. Below 60, NHS Scotland board pathways decide: NHS GGC's refers routinely to urology with a urinary tract ultrasound from 45 to 60, and considers a renal referral under 45 or with a low or falling eGFR, raised blood pressure or an ACR above 30 or PCR above 50 mg/mmol.";

function persistentNvhMatch(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 18) return undefined;
  if (!readsAsUk(ctx) || ctx.labs("urine-rbc").length > 0 || match(ctx) !== undefined) return undefined;
  if (youngScottishVisible(ctx) !== undefined || youngUkVisible(ctx) !== undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const strips = ctx.labs("urine-blood").slice(0, PERSISTENT_OF);
  const positive = strips.filter(positiveStrip);
  if (strips.length < PERSISTENT_OF || positive.length < PERSISTENT_POSITIVE) return undefined;
  const kidney = glomerularSigns(ctx);
  const scotland = devolvedNation(ctx) === "Scotland";
  return {
    refs: ctx.refs(...strips, ...kidney.obs),
    values: {
      strips: strips.map((o) => `${resultText(o)}${o.date ? ` (${o.date.slice(0, 10)})` : ""}`).join(", "),
      positive: positive.length,
      of: strips.length,
      referral: scotland ? SCOTTISH_NVH_REFERRAL : NG12_NVH_REFERRAL,
    },
    // Scotland: its own referral guideline and a board pathway, not NG12 and a Yorkshire pathway
    // (review 31b, leftovers-31b case 12: a Dundee woman of 52 with three positive strips and no
    // culture was given both). See SCOTTISH_NVH_REFERRAL.
    ...(scotland && {
      nextSteps: [
        "Send a urine culture (MSSU) and treat any infection; check eGFR, urine ACR or PCR and blood pressure",
        "At 60 or over with a negative culture, refer to urology as an urgent suspicion of cancer (USC) (Scottish Referral Guidelines for Suspected Cancer); under 60, refer routinely to urology with an ultrasound or to renal medicine by the local pathway",
      ],
      evidence: ["scottish-referral-guidelines-bladder-kidney-2025", "nhs-ggc-non-visible-haematuria"],
      evidenceReplacesRule: true as const,
    }),
    ...(kidney.signs.length > 0
      ? {
          clinicianExtra: `With ${kidney.signs.join(", ")}, a kidney (glomerular) source is likely: UK pathways refer proteinuria with haematuria to nephrology.`,
          severity: Severity.moderate,
        }
      : {}),
  };
}

/** A positive dipstick with no microscopy: it does not establish haematuria until microscopy confirms it. */
function dipstickOnlyMatch(ctx: RuleContext): RuleMatch | undefined {
  return readsAsUk(ctx) || ukWayForInfection(ctx) ? undefined : dipstickStripMatch(ctx);
}

/**
 * A urine infection on the strip, culture or symptoms that explains the blood: UK pathways treat the
 * infection and repeat the dipstick afterwards, and count the blood only when it persists without
 * infection (`hwe-haematuria-pathway`).
 */
function infectionExplainsStrip(ctx: RuleContext): boolean {
  return infectionShown(ctx) || likelyLowerUti(ctx) !== undefined;
}

/**
 * A record that is not American, with an infection to explain the blood, is read the UK way: the
 * AUA/SUFU microscopy step is a US one (review 26, leftovers-26b case 01: a woman with cystitis on
 * nitrofurantoin, results in µmol/L and no UK marker, was asked for urine microscopy).
 */
function ukWayForInfection(ctx: RuleContext): boolean {
  return !readsAsUsUnits(ctx) && infectionExplainsStrip(ctx);
}

/*
 * The same single positive strip in a UK record is read the UK way (BAUS and Renal Association
 * definitions, as NHS pathways give them, `hnyp-nvh-pathway`): 1+ or more counts and a trace does
 * not, no microscopy is needed, and repeat strips weeks apart decide whether it persists (two of
 * three positive); a negative or trace repeat needs nothing more (review 22, uk-us-22: a UK man
 * with one 1+ strip was asked for microscopy, the US AUA/SUFU step).
 */
function ukDipstickMatch(ctx: RuleContext): RuleMatch | undefined {
  if (!readsAsUk(ctx) && !ukWayForInfection(ctx)) return undefined;
  const strip = dipstickStripMatch(ctx);
  if (strip === undefined || !infectionExplainsStrip(ctx)) return strip;
  return {
    ...strip,
    clinicianExtra:
      "A urine infection is shown (strip, culture or symptoms) and explains the blood for now: treat it and repeat the dipstick once it has cleared; the blood counts as non-visible haematuria only if it persists without infection.",
    patientExtra:
      "A urine infection can put blood in the urine, so the test is usually repeated once the infection has been treated.",
    nextSteps: [
      "Treat the urine infection, then repeat the dipstick once it has cleared; two positive strips of three without infection make it persistent non-visible haematuria",
    ],
    evidence: ["hwe-haematuria-pathway"],
  };
}

/** A positive strip with no microscopy, not yet persistent, outside the other haematuria readings. */
function dipstickStripMatch(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.age !== undefined && ctx.age < 18) return undefined;
  if (ctx.labs("urine-rbc").length > 0 || match(ctx) !== undefined) return undefined;
  if (persistentNvhMatch(ctx) !== undefined) return undefined;
  // Visible haematuria under 45 in the UK is read by its own finding, not as a strip to repeat.
  if (youngScottishVisible(ctx) !== undefined || youngUkVisible(ctx) !== undefined) return undefined;
  if (ctx.model.medications.some((m) => m.active && /cyclophosphamide/i.test(m.name))) return undefined;
  const strip = ctx.anyLab("urine-blood");
  if (!positiveStrip(strip)) return undefined;
  const base = { refs: ctx.refs(strip), values: { strip: resultText(strip) } };
  // A passing cause the notes already name (a sample taken during a period) is not "to exclude":
  // the guideline repeats the urinalysis once it has passed, as the microscopy reading does.
  const passing = statedMention(ctx.freeText, PASSING_CAUSE);
  if (passing === undefined) return base;
  if (readsAsUk(ctx)) {
    return {
      ...base,
      clinicianExtra: `The notes record "${passing}": a strip read then can be positive from that cause, so repeat the dipstick once it has passed before reading it as haematuria.`,
      patientExtra:
        "Your notes mention something that can put blood in a urine sample for a short time, so the test is usually repeated once it has passed.",
      nextSteps: [
        "Repeat the dipstick once the noted cause has passed; two positive strips of three make it persistent",
      ],
    };
  }
  return {
    ...base,
    clinicianExtra: `The notes record "${passing}": a strip read then can be positive from that cause, so repeat the urinalysis with microscopy once it has passed before reading it as haematuria.`,
    patientExtra:
      "Your notes mention something that can put blood in a urine sample for a short time, so the test is usually repeated once it has passed.",
    nextSteps: ["Repeat the urinalysis with microscopy once the noted cause has passed"],
  };
}

export const HAEMATURIA_CANCER_REFERRAL_RULES: readonly Rule[] = [
  {
    id: "persistent-non-visible-haematuria",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Haematuria",
    title: "Persistent non-visible haematuria on the dipstick (UK)",
    clinician:
      "Urine dipstick blood {strips}: {positive} of the last {of} strips 1+ or more. In UK practice (BAUS and Renal Association definitions, as NHS pathways use them) that is persistent non-visible haematuria: a trace is ignored, and the dipstick needs no microscopy to confirm it. Exclude a urine infection (MSU) and passing causes, then check eGFR, a urine albumin- or protein-to-creatinine ratio and blood pressure. {referral}",
    patient:
      "Your urine tests have shown a small amount of blood more than once. This is common and often harmless, but because it has been found twice your doctor will usually check your kidney function, blood pressure and urine protein, and decide whether a specialist should see you.",
    nextSteps: [
      "Exclude infection (MSU) and passing causes; check eGFR, urine ACR or PCR and blood pressure",
      "Refer to urology or nephrology by age, symptoms, proteinuria and kidney function, or monitor in primary care",
    ],
    patientQuestions: ["Do I need to see a kidney or bladder specialist, or can this be watched?"],
    evidence: ["hnyp-nvh-pathway", "nice-ng12-suspected-cancer"],
    keywords: ["non-visible haematuria", "persistent haematuria", "dipstick haematuria", "nephrology referral"],
    match: persistentNvhMatch,
  },
  {
    id: "haematuria-suspected-cancer-referral",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Haematuria",
    title: "Haematuria meeting the urgent urology referral criteria",
    clinician:
      "{what} at age {age}, with no urinary infection, menstruation or stone recorded to explain it. {guideline} {kind} {criterion}.",
    patient:
      "Blood in your urine, with no infection found to explain it, needs to be checked by a urology (bladder and kidney) specialist. Guidelines advise an urgent referral{when}. Most people referred do not have cancer, but this check should not wait.",
    nextSteps: [
      "Refer on the suspected cancer pathway to urology (appointment within 2 weeks) for assessment of the bladder and kidneys",
    ],
    patientQuestions: ["When will I hear about my urology appointment, and what tests will it include?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["haematuria", "bladder cancer", "kidney cancer", "suspected cancer referral", "cystoscopy"],
    match: (ctx) => {
      const m = match(ctx);
      if (m === undefined) return undefined;
      // Scotland refers by its own guidelines, as a USC referral (review 31, nations-31 case 04: a
      // Dundee man with visible haematuria was given NG12 and its 2-week wording).
      if (devolvedNation(ctx) === "Scotland")
        return {
          ...m,
          values: {
            ...m.values,
            age: ctx.age ?? "",
            guideline:
              "The Scottish Referral Guidelines for Suspected Cancer (2025) make it an urgent suspicion of cancer (USC) referral to urology for",
            when: "",
          },
          nextSteps: [
            "Refer to urology as an urgent suspicion of cancer (USC) for assessment of the bladder and kidneys (Scottish Referral Guidelines for Suspected Cancer)",
          ],
          evidence: ["scottish-referral-guidelines-bladder-kidney-2025"],
          evidenceReplacesRule: true,
        };
      // A US record has no NG12 or suspected cancer pathway (review 31, nations-31 case 12: an Austin,
      // Texas record with visible haematuria was told of NG12 and a 2-week pathway). It is given the
      // same urgency in plain terms, with no guideline named, as no US source for it was seen today.
      if (readsAsUsUnits(ctx))
        return {
          ...m,
          values: {
            ...m.values,
            age: ctx.age ?? "",
            guideline:
              "Prompt urologic evaluation (cystoscopy and upper-tract imaging, usually CT urography) is needed to look for",
            criterion: "as the cause",
            when: ", soon",
          },
          nextSteps: [
            "Refer promptly to urology for cystoscopy and upper-tract imaging (usually CT urography) to assess the bladder and kidneys",
          ],
          evidence: [],
          evidenceReplacesRule: true,
        };
      return {
        ...m,
        values: {
          ...m.values,
          age: ctx.age ?? "",
          guideline: "NICE NG12 advises a suspected cancer pathway referral (appointment within 2 weeks) for",
          when: ", usually to be seen within 2 weeks",
        },
      };
    },
  },
  {
    id: "visible-haematuria-single-under-45-scotland",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Haematuria",
    title: "One episode of visible haematuria under 45 (Scotland): not a USC referral, but to be followed up",
    clinician:
      'Visible haematuria (the notes record "{visible}"{strip}) at age {age}, one episode, with no urinary infection, menstruation or stone recorded to explain it. Under 45 a single episode without a urinary infection does not meet the criteria for a USC referral in the Scottish Referral Guidelines for Suspected Cancer (2025), which advise considering imaging or a urology referral by another local pathway; more than one episode, or bleeding that recurs or persists after a treated infection, is a USC referral. A urine culture is sent for any haematuria.',
    patient:
      "You have had blood you could see in your urine once, with no infection found to explain it. At your age one episode does not need an urgent cancer referral, but your doctor may arrange a scan or a routine specialist check. If it happens again, tell your doctor promptly, as guidelines then advise an urgent referral.",
    nextSteps: [
      "Send a urine culture if not done; consider a urinary tract ultrasound or a urology referral by the local pathway",
      "Refer to urology as an urgent suspicion of cancer (USC) if visible haematuria recurs, or persists after a treated infection (Scottish Referral Guidelines for Suspected Cancer)",
    ],
    patientQuestions: ["Do I need a scan of my kidneys and bladder?"],
    evidence: ["scottish-referral-guidelines-bladder-kidney-2025"],
    keywords: ["visible haematuria", "bladder cancer", "kidney cancer", "scotland", "urology referral"],
    match: scottishSingleVisible,
  },
  {
    id: "visible-haematuria-under-45-uk",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Haematuria",
    title: "Visible haematuria under 45: not an NG12 criterion, but to be assessed",
    clinician:
      'Visible haematuria (the notes record "{visible}"{repeat}{strip}) at age {age}, with no urinary infection, menstruation or stone recorded to explain it. This is visible, not non-visible, haematuria, so a repeat dipstick does not settle it. NICE NG12\'s suspected cancer criterion for visible haematuria starts at 45, so it is not a 2-week pathway referral on that criterion; unexplained visible blood still needs assessment: a urine culture (MSU), full blood count, creatinine and blood pressure, with a urology referral considered case by case (a nephrology one if kidney function or protein in the urine points to the kidneys).',
    patient:
      "You have seen blood in your urine, with no infection found to explain it. At your age this rarely means cancer and does not need an urgent cancer referral, but it does need checking: a urine test for infection, blood tests and a blood pressure check, and your doctor may refer you to a specialist. Tell your doctor promptly if it happens again.",
    nextSteps: [
      "Send a urine culture (MSU); check full blood count, creatinine/eGFR, urine ACR and blood pressure",
      "Consider a urology referral case by case, or nephrology if kidney function or proteinuria points to the kidneys",
    ],
    patientQuestions: ["Do I need to see a specialist about the blood in my urine?"],
    evidence: ["nhs-devon-haematuria-referral", "nice-ng12-suspected-cancer"],
    keywords: ["visible haematuria", "frank haematuria", "urology referral", "young adult"],
    match: (ctx) => {
      const young = youngUkVisible(ctx);
      if (young === undefined) return undefined;
      const strip = ctx.labs("urine-blood").filter(positiveStrip)[0];
      return {
        refs: ctx.refs(strip),
        values: {
          visible: young.visible,
          repeat: young.repeat === undefined ? "" : ` and "${young.repeat}"`,
          age: ctx.age ?? "",
          strip: strip ? `; urine dipstick blood ${resultText(strip)}` : "",
        },
      };
    },
  },
  {
    id: "microhaematuria-evaluation",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Haematuria",
    title: "Microscopic haematuria: 3 or more red cells per high-power field",
    clinician:
      "{what} meets the AUA/SUFU definition of microhaematuria (3 or more red cells per high-power field on one properly collected specimen). {reading}.",
    patient: "Your urine test found {patientAmount}, seen only under the microscope. {patientLead}",
    nextSteps: ["Evaluate microhaematuria by risk group"],
    patientQuestions: ["What could be causing the blood in my urine, and do I need more tests?"],
    evidence: ["aua-sufu-2020-microhematuria", "aua-sufu-2025-microhematuria"],
    keywords: ["microhematuria", "microscopic haematuria", "cystoscopy", "urothelial cancer", "urinalysis"],
    match: microhaematuriaMatch,
  },
  {
    id: "dipstick-blood-confirm-microscopy",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Haematuria",
    title: "Blood on a urine dipstick: confirm with microscopy",
    clinician:
      "Urine dipstick blood {strip} with no microscopy in the record. A dipstick alone does not establish microhaematuria (the strip also reacts to free haemoglobin and myoglobin); the AUA/SUFU guideline asks for urine microscopy, where 3 or more red cells per high-power field confirm it. Infection, menstruation and recent vigorous exercise are passing causes to exclude.",
    patient:
      "Your urine dipstick test showed blood. Dipsticks can be positive without real blood cells, so the usual next step is a urine test looked at under the microscope.",
    nextSteps: [
      "Send urine for microscopy (red cells per high-power field), away from menstruation and vigorous exercise",
    ],
    patientQuestions: ["Should I repeat the urine test, and when?"],
    evidence: ["aua-sufu-2020-microhematuria", "northwestern-rhabdomyolysis-urinalysis"],
    keywords: ["dipstick haematuria", "urine microscopy", "microhematuria"],
    match: dipstickOnlyMatch,
  },
  {
    id: "dipstick-blood-repeat-uk",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Haematuria",
    title: "Blood on a urine dipstick: repeat the dipstick (UK)",
    clinician:
      "Urine dipstick blood {strip}. In UK practice (BAUS and Renal Association definitions, as NHS pathways use them) a strip of 1+ or more is read as non-visible haematuria without microscopy, and a trace is ignored; it is persistent when two of three strips taken weeks apart are positive, and a negative or trace repeat needs no further investigation. Exclude a urine infection (MSU) and passing causes such as menstruation and vigorous exercise.",
    patient:
      "Your urine dipstick test showed a small amount of blood. This is common and often has a harmless cause. The usual next step is to repeat the dipstick test in a few weeks; if it is clear then, nothing more is usually needed.",
    nextSteps: [
      "Repeat the dipstick twice over the next weeks, away from menstruation and vigorous exercise, with an MSU if infection is possible; two positive strips of three make it persistent non-visible haematuria",
    ],
    patientQuestions: ["When should I repeat the urine test?"],
    evidence: ["hnyp-nvh-pathway"],
    keywords: ["dipstick haematuria", "non-visible haematuria", "repeat dipstick"],
    match: ukDipstickMatch,
  },
];
