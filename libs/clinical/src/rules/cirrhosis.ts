/**
 * Known cirrhosis: how severe it is, and the checks it needs.
 *
 * - Child-Pugh score (each item 1–3 points; class A 5–6, B 7–9, C 10–15): bilirubin below 2, 2–3,
 *   above 3 mg/dL (34, 51 µmol/L); albumin above 3.5, 2.8–3.5, below 2.8 g/dL; INR below 1.7,
 *   1.7–2.3, above 2.3; ascites none, mild, moderate or worse; encephalopathy none, grade 1–2,
 *   grade 3–4. Ascites and encephalopathy are read from the notes; when the notes do not say, they
 *   count 1 point and the score is given as "at least".
 * - MELD = round(10 × (0.957 ln creatinine + 0.378 ln bilirubin + 1.120 ln INR + 0.643)), with
 *   creatinine, bilirubin (mg/dL) and INR floored at 1 and creatinine capped at 4; above 11,
 *   MELD-Na = MELD + 1.32 × (137 − Na) − 0.033 × MELD × (137 − Na), sodium bounded to 125–137,
 *   the result bounded to 6–40.
 * - Transplant assessment is considered from Child-Pugh 7, MELD-Na 15, or a first decompensation
 *   (ascites, variceal bleeding, encephalopathy).
 * - HCC surveillance: ultrasound (with AFP) every 6 months in Child-Pugh A or B, and in C for a
 *   transplant candidate (AASLD 2023); on a UK record ultrasound with or without AFP (NICE NG50), or
 *   with AFP in hepatitis B (NICE CG165).
 *
 * In known cirrhosis the FIB-4 rules (rules/patterns.ts) do not fire: fibrosis staging has no role.
 */
import { FindingFamily, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { isStated, sentenceStart, statedMatches } from "./notes.ts";
import { latestDateIn, referenceNow } from "./past-mention.ts";
import { surveillanceRecall } from "./liver.ts";
import type { Rule } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

const F = FindingFamily.pattern;

/**
 * Cirrhosis the notes give as established: "known alcohol-related cirrhosis", "compensated
 * cirrhosis", "background of cirrhosis". A bare "cirrhosis" is not enough, since notes also say
 * "risk of cirrhosis" or "FIB-4 suggests cirrhosis" (review 21, gastro-hepatology case 06: a
 * lab-results request with "Known alcohol-related cirrhosis" in the notes was sent for fibrosis
 * staging and got no surveillance advice).
 */
const NOTED_CIRRHOSIS =
  /\b(?:known|established|diagnosed|biopsy[- ]proven|compensated|decompensated|child[- ]pugh [abc]|background of|history of|pmh:?)\s+(?:[a-z]+(?:[- ][a-z]+)?\s+){0,2}?cirrhosis\b/;
/** A family member's cirrhosis is family history, not the patient's. */
const FAMILY = /\b(?:family|mother|father|brother|sister|parent|relative)\b[^.;]*$/;

/**
 * A recorded cirrhosis (any status: it does not resolve), or one the notes state as established;
 * primary biliary "cirrhosis" is a former name of PBC.
 */
export function knownCirrhosis(ctx: RuleContext): { name: string; ref: string } | undefined {
  const c = ctx.model.conditions.find((x) => /\bcirrho/i.test(x.name) && !/primary biliary/i.test(x.name));
  if (c !== undefined) return { name: c.name, ref: c.ref };
  const text = ctx.freeText;
  for (const m of statedMatches(text, NOTED_CIRRHOSIS, true)) {
    if (/primary biliary/.test(m.quote) || FAMILY.test(text.slice(sentenceStart(text, m.index), m.index))) continue;
    return { name: `Cirrhosis ("${m.quote}" in the notes)`, ref: "notes:cirrhosis" };
  }
  return undefined;
}

/** The first stated (not denied) match of a pattern in the notes. */
function stated(text: string, re: RegExp): RegExpExecArray | undefined {
  const g = new RegExp(re.source, "g");
  for (const m of text.matchAll(g)) if (isStated(text, m.index, m[0].length)) return m as RegExpExecArray;
  return undefined;
}

const ASCITES_SEVERE = /\b(?:moderate|tense|severe|large|gross|refractory)\s+ascites\b|\bparacentesis\b/;
const ASCITES_MILD = /\b(?:mild|slight|small)\s+(?:volume\s+)?ascites\b/;
const ASCITES_ANY = /\bascites\b/;
// In known cirrhosis a swelling abdomen is ascites until shown otherwise: "increasing abdominal
// swelling" was counted as no ascites in Child-Pugh (review 30, gastro-30 case 12).
const ASCITES_DESCRIBED =
  /\bascites\b|\b(?:increas\w*|worsening|swollen|distended|enlarging)\s+(?:abdominal\s+(?:girth|swelling|distension|distention)|abdomen|belly|girth)\b|\babdominal\s+(?:swelling|distension|distention)\b|\bshifting\s+dullness\b/;
const ENCEPHALOPATHY_SEVERE = /\b(?:grade\s*[34])\s+(?:hepatic\s+)?encephalopathy\b/;
const ENCEPHALOPATHY_ANY = /\b(?:hepatic\s+)?encephalopathy\b|\bconfus(?:ed|ion)\b/;

function ascitesPoints(text: string): { points: number; said: boolean } {
  if (stated(text, ASCITES_SEVERE)) return { points: 3, said: true };
  if (stated(text, ASCITES_MILD)) return { points: 2, said: true };
  if (stated(text, ASCITES_DESCRIBED)) return { points: 2, said: true };
  return { points: 1, said: /\bascites\b/.test(text) };
}

function encephalopathyPoints(text: string): { points: number; said: boolean } {
  if (stated(text, ENCEPHALOPATHY_SEVERE)) return { points: 3, said: true };
  if (stated(text, ENCEPHALOPATHY_ANY)) return { points: 2, said: true };
  return { points: 1, said: ENCEPHALOPATHY_ANY.test(text) };
}

/**
 * A sodium below 130 mmol/L on a loop diuretic or an aldosterone antagonist in known cirrhosis: the
 * liver team adjusts the diuretics, and the general hyponatraemia work-up (osmolalities, urine
 * sodium) is not the path, so the sodium findings leave it out rather than contradict this one.
 */
export function cirrhosisDiureticSodium(ctx: RuleContext): boolean {
  const na = ctx.value("sodium");
  const diuretic = ctx.meds("loop-diuretic").length + ctx.meds("mra").length > 0;
  return na !== undefined && na < 130 && diuretic && knownCirrhosis(ctx) !== undefined;
}

/**
 * The step for that sodium, in the same words wherever it is given: the diuretic finding gives it too
 * (drug-lab.ts), and the report lists a step once, where "Review the diuretic" beside it had told
 * the diuretic review twice (review 21, multimorbidity-21 case 03).
 */
export const CIRRHOSIS_DIURETIC_SODIUM_STEP =
  "Low sodium with diuretics in cirrhosis: review the diuretic doses with the liver team rather than following a general hyponatraemia work-up";

/**
 * The text ascites is read from: the notes, the current conditions ("Ascites" on the problem list)
 * and the imaging reports ("Moderate ascites" on ultrasound), lower-cased (review 12, deep case 03).
 */
export function ascitesText(ctx: RuleContext): string {
  const conditions = ctx.model.conditions.filter((c) => isActiveCondition(c.status)).map((c) => c.name);
  const imaging = ctx.model.imaging.map((s) => `${s.description}. ${s.text}`);
  return [ctx.freeText, ...conditions, ...imaging].join(". ").toLowerCase();
}

/** Ascites stated (not denied) in the notes, the conditions or an imaging report. */
export function ascitesRecorded(ctx: RuleContext): boolean {
  return stated(ascitesText(ctx), ASCITES_ANY) !== undefined;
}

/** Ascites recorded, or described without the word ("increasing abdominal swelling"), as in known cirrhosis it is. */
export function ascitesDescribed(ctx: RuleContext): boolean {
  return stated(ascitesText(ctx), ASCITES_DESCRIBED) !== undefined;
}

export interface ChildPugh {
  score: number;
  cls: "A" | "B" | "C";
  /** Whether ascites and encephalopathy were stated either way (not stated counts as none). */
  ascitesSaid: boolean;
  encephalopathySaid: boolean;
  /** Stated as present (points above 1), where "No confusion" is said but absent (review 23). */
  ascitesPresent: boolean;
  encephalopathyPresent: boolean;
}

/** The Child-Pugh score from bilirubin, albumin, INR and the notes; undefined without the three results. */
export function childPugh(ctx: RuleContext): ChildPugh | undefined {
  const bili = ctx.value("bilirubin-total");
  const alb = ctx.value("albumin");
  const inr = ctx.value("inr");
  if (bili === undefined || alb === undefined || inr === undefined) return undefined;
  const asc = ascitesPoints(ascitesText(ctx));
  const enc = encephalopathyPoints(ctx.freeText);
  const score =
    (bili < 2 ? 1 : bili <= 3 ? 2 : 3) +
    (alb > 3.5 ? 1 : alb >= 2.8 ? 2 : 3) +
    (inr < 1.7 ? 1 : inr <= 2.3 ? 2 : 3) +
    asc.points +
    enc.points;
  return {
    score,
    cls: score <= 6 ? "A" : score <= 9 ? "B" : "C",
    ascitesSaid: asc.said,
    encephalopathySaid: enc.said,
    ascitesPresent: asc.points > 1,
    encephalopathyPresent: enc.points > 1,
  };
}

/** A Child-Pugh class written into the cirrhosis entry ("Cirrhosis, Child-Pugh A", "Child Pugh class B"). */
const RECORDED_CLASS = /\bchild[- ]?pugh\s*(?:class\s*|grade\s*)?\(?([abc])\b/i;

/**
 * A sentence pointing out a recorded Child-Pugh class that today's results contradict (review 25,
 * deep-25 case 06: "Child-Pugh A" on record beside a score of 7, class B, went unremarked). A score
 * counted without ascites or encephalopathy stated is a floor, so only a recorded class below it differs.
 */
function recordedClassDiffers(name: string, cp: ChildPugh): string {
  const recorded = RECORDED_CLASS.exec(name)?.[1]?.toUpperCase();
  if (recorded === undefined || recorded === cp.cls) return "";
  const complete = cp.ascitesSaid && cp.encephalopathySaid;
  if (recorded > cp.cls && !complete) return "";
  return `This differs from the Child-Pugh class ${recorded} on record, which may be out of date: update the recorded class with the liver team, since medicine doses and referral are judged by it. `;
}
/**
 * What the Child-Pugh text says about ascites and encephalopathy: present as recorded, recorded as
 * absent ("No confusion" had read as "the encephalopathy the record describes", review 23), or not
 * described and counted as none.
 */
function childPughItems(cp: ChildPugh): string {
  const items = [
    { name: "ascites", said: cp.ascitesSaid, present: cp.ascitesPresent },
    { name: "encephalopathy", said: cp.encephalopathySaid, present: cp.encephalopathyPresent },
  ];
  const present = items.filter((i) => i.present).map((i) => i.name);
  const absent = items.filter((i) => i.said && !i.present).map((i) => i.name);
  const unsaid = items.filter((i) => !i.said).map((i) => i.name);
  return [
    present.length > 0 ? ` and the ${present.join(" and ")} the record describes` : "",
    absent.length > 0 ? `; ${absent.join(" and ")} recorded as absent` : "",
    unsaid.length > 0 ? `; ${unsaid.join(" or ")} not described, counted as none` : "",
  ].join("");
}

/** MELD and MELD-Na (see the file comment); undefined without creatinine, bilirubin, INR and sodium. */
export function meldNa(ctx: RuleContext): { meld: number; meldNa: number } | undefined {
  const cr = ctx.value("creatinine");
  const bili = ctx.value("bilirubin-total");
  const inr = ctx.value("inr");
  const na = ctx.value("sodium");
  if (cr === undefined || bili === undefined || inr === undefined || na === undefined) return undefined;
  const c = Math.min(Math.max(cr, 1), 4);
  const b = Math.max(bili, 1);
  const i = Math.max(inr, 1);
  const meld = Math.round(10 * (0.957 * Math.log(c) + 0.378 * Math.log(b) + 1.12 * Math.log(i) + 0.643));
  const n = Math.min(Math.max(na, 125), 137);
  const withNa = meld > 11 ? meld + 1.32 * (137 - n) - 0.033 * meld * (137 - n) : meld;
  const bound = (v: number) => Math.min(Math.max(Math.round(v), 6), 40);
  return { meld: bound(meld), meldNa: bound(withNa) };
}

/** "Last ultrasound 11 months ago": the months since the last liver scan the notes give. */
const LAST_SCAN =
  /\blast (?:liver )?(?:ultrasound|uss|us scan|scan)(?: (?:of the )?liver)?[^.;]*?(\d+)\s*(months?|years?) ago/;
/**
 * "Last liver USS Sept 2025": the clause after the words, where a date is read (past-mention.ts
 * forms), up to any next or booked scan ("next due March 2026"), whose date is not the last one.
 */
const LAST_SCAN_DATED =
  /\blast (?:liver (?:ultrasound|uss|us scan|scan)|ultrasound|uss|us scan)(?: (?:of the )?liver)?\b([^.;]*)/;
const NEXT_SCAN = /\b(?:next|due|booked|planned|repeat|follow)/;
const MONTH_MS = (365.25 / 12) * 86_400_000;

/**
 * Whole months since the last liver scan the notes give, "N months ago" or dated (review 16,
 * hiv-hep-tb case 06: "Last liver USS Sept 2025 ... missed the spring appointment" read as on time).
 * A month or year without a day counts from its last day.
 */
export function monthsSinceLastLiverScan(ctx: RuleContext): number | undefined {
  const text = ctx.freeText;
  const ago = LAST_SCAN.exec(text);
  if (ago) return Number(ago[1]) * (ago[2]?.startsWith("year") ? 12 : 1);
  const clause = LAST_SCAN_DATED.exec(text)?.[1]?.split(NEXT_SCAN)[0];
  // A dated liver ultrasound among the imaging studies counts as the notes' date does (review 36,
  // liver-gi-36 case 06: an abdominal ultrasound dated 9 months back read as surveillance on time).
  const when = (clause === undefined ? undefined : latestDateIn(clause)) ?? latestLiverUltrasound(ctx);
  const now = referenceNow(ctx);
  if (when === undefined || now === undefined || when > now) return undefined;
  return Math.round((now - when) / MONTH_MS);
}

/** The date of the latest dated ultrasound of the liver or abdomen (an aortic scan excepted) in the imaging. */
function latestLiverUltrasound(ctx: RuleContext): number | undefined {
  const dates = ctx.model.imaging
    .filter((study) => {
      const name = `${study.type} ${study.description} ${study.modality ?? ""}`;
      return /ultrasound|sonograph|\buss?\b/i.test(name) && /liver|hepat|abdom/i.test(name) && !/aort/i.test(name);
    })
    .map((study) => (study.date === undefined ? Number.NaN : Date.parse(study.date)))
    .filter((t) => Number.isFinite(t));
  return dates.length > 0 ? Math.max(...dates) : undefined;
}
const NO_ENDOSCOPY =
  /\b(?:never had (?:an? )?(?:endoscopy|ogd|gastroscopy)|no (?:previous |prior )?(?:endoscopy|ogd|gastroscopy))\b/;
const VARICES_KNOWN = /\bvarice(?:s|al)\b|\b(?:propranolol|carvedilol|nadolol)\b|\bband(?:ing|ed)\b/;
/** The non-selective beta-blockers given for portal hypertension (as in the notes test above), with Inderal. */
const NSBB = /\b(?:propranolol|carvedilol|nadolol|inderal)\b/i;

/**
 * The varices step, unless varices, banding or a non-selective beta-blocker are already in the
 * notes or the medicine list: a medicine already taken is never offered as new (review 14,
 * haematology case 13: "non-selective beta-blocker prophylaxis" to a man on propranolol). Another
 * beta-blocker on the list is named, so the liver team weighs it against the suggestion.
 */
function varicesStep(ctx: RuleContext, text: string): string | undefined {
  const betaBlockers = ctx.meds("beta-blocker");
  if (VARICES_KNOWN.test(text) || betaBlockers.some((m) => NSBB.test(m.name))) return undefined;
  const current = betaBlockers.length > 0 ? ` (currently on ${betaBlockers.map((m) => m.name).join(", ")})` : "";
  return `Assess for varices: upper GI endoscopy${stated(text, NO_ENDOSCOPY) ? " (none recorded so far)" : ""}, or non-selective beta-blocker prophylaxis as the liver team advises${current}`;
}

/**
 * How liver-cancer surveillance is done, by the record's country: AASLD 2023 ultrasound with AFP; on a
 * UK record NICE NG50's ultrasound with or without AFP, or NICE CG165's hepatic ultrasound and AFP
 * with hepatitis B, which NG50 leaves to it (review 36, liver-gi-36 case 06: a UK record was told
 * "ultrasound with AFP" on the AASLD guidance).
 */
export function hccSurveillance(ctx: RuleContext): { method: string; named: string; evidence: string[]; uk: boolean } {
  if (!readsAsUk(ctx)) return { method: "ultrasound with AFP", named: "", evidence: [], uk: false };
  const surface = ctx.anyLab("hbsag");
  const hbv =
    (surface?.value.kind === "qualitative" && surface.value.result === "positive") ||
    ctx.conditions("liver-disease").some((c) => /\bhepatitis b\b|\bhbv\b/i.test(c.name));
  return hbv
    ? { method: "hepatic ultrasound and AFP", named: " (NICE CG165)", evidence: ["nice-cg165-chronic-hbv"], uk: true }
    : { method: "ultrasound (with or without AFP)", named: " (NICE NG50)", evidence: [], uk: true };
}

export const CIRRHOSIS_RULES: readonly Rule[] = [
  {
    id: "cirrhosis-severity",
    family: F,
    severity: Severity.moderate,
    problem: "Liver tests",
    title: "Known cirrhosis: Child-Pugh and MELD-Na",
    clinician: "{name} recorded. {childPugh}{meld}",
    patient:
      "You have scarring of the liver (cirrhosis). Your blood tests help show how well the liver is working. Regular checks with the liver team help find problems early.",
    nextSteps: ["Review with the liver team; repeat the scores at each review"],
    evidence: ["easl-2018-decompensated-cirrhosis", "nice-ng50-cirrhosis"],
    keywords: ["cirrhosis", "child-pugh", "meld-na", "liver transplant", "varices", "hcc surveillance"],
    match: (ctx) => {
      const cirrhosis = knownCirrhosis(ctx);
      if (cirrhosis === undefined) return undefined;
      const cp = childPugh(ctx);
      const meld = meldNa(ctx);
      if (cp === undefined && meld === undefined) return undefined;
      const text = ctx.freeText;
      const decompensated = ascitesRecorded(ctx);
      const transplant =
        (cp !== undefined && cp.score >= 7) || (meld !== undefined && meld.meldNa >= 15) || decompensated;
      const steps: string[] = [];
      const evidence: string[] = [];
      if (transplant) {
        steps.push(
          "Refer to (or discuss with) a liver transplant centre for assessment: Child-Pugh 7 or more, MELD-Na 15 or more, or a first decompensation such as ascites",
        );
        evidence.push("va-cirrhosis-transplant-referral");
      }
      const varices = varicesStep(ctx, text);
      if (varices !== undefined) steps.push(varices);
      const months = monthsSinceLastLiverScan(ctx);
      const hccWho =
        cp?.cls === "C" ? " (in Child-Pugh C, surveillance is for those who would be transplant candidates)" : "";
      const hcc = hccSurveillance(ctx);
      // A positive surveillance result asks for CT or MRI now (liver.ts); routine 6-monthly advice beside it would contradict it.
      if (surveillanceRecall(ctx) === undefined)
        steps.push(
          months !== undefined && months > 6
            ? `Liver cancer (HCC) surveillance is overdue: the last liver ultrasound was ${months} months ago; ${hcc.method} every 6 months${hcc.named}${hccWho}`
            : `Liver cancer (HCC) surveillance: ${hcc.method} every 6 months${hcc.named}${hccWho}`,
        );
      // The Child-Pugh C caveat is AASLD's, so a UK record cites it only with the caveat.
      evidence.push(...hcc.evidence, ...(hcc.uk && hccWho === "" ? [] : ["aasld-2023-hcc"]));
      if (cirrhosisDiureticSodium(ctx)) steps.push(CIRRHOSIS_DIURETIC_SODIUM_STEP);
      if (stated(text, /\bparacentesis\b/)) {
        steps.push("Give albumin with large-volume paracentesis");
      }
      const high = (cp !== undefined && cp.cls === "C") || (meld !== undefined && meld.meldNa >= 15);
      return {
        refs: [
          ...ctx.refs(
            ctx.lab("bilirubin-total"),
            ctx.lab("albumin"),
            ctx.lab("inr"),
            ctx.lab("creatinine"),
            ctx.lab("sodium"),
          ),
          cirrhosis.ref,
        ],
        values: {
          name: cirrhosis.name,
          childPugh:
            cp === undefined
              ? ""
              : `Child-Pugh score ${cp.ascitesSaid && cp.encephalopathySaid ? "" : "at least "}${cp.score} (class ${cp.cls}) from bilirubin ${ctx.showValue("bilirubin-total")}, albumin ${ctx.showValue("albumin")}, INR ${ctx.showValue("inr")}${childPughItems(cp)}. ${recordedClassDiffers(cirrhosis.name, cp)}`,
          meld:
            meld === undefined
              ? ""
              : `MELD ${formatNumber(meld.meld)}, MELD-Na ${formatNumber(meld.meldNa)} (creatinine ${ctx.showValue("creatinine")}, sodium ${ctx.showValue("sodium")}).`,
        },
        severity: high ? Severity.high : Severity.moderate,
        nextSteps: steps,
        evidence,
        // NICE NG50 is a UK record's source; a US one was cited it too (review 36, liver-gi-36 case 09).
        ...(!hcc.uk && {
          evidence: ["easl-2018-decompensated-cirrhosis", ...evidence],
          evidenceReplacesRule: true as const,
        }),
        // The camera test only where the varices step stands: with varices known or treated it read as
        // a first look (review 21, multimorbidity case 03: grade 2 varices on propranolol).
        ...(high && {
          patientExtra: `Your results show the liver is under strain. Your doctor may talk with you about a referral to a specialist liver transplant team. ${varices === undefined ? "Regular liver scans are also advised." : "A camera test to look for swollen veins in the food pipe, and regular liver scans, are also advised."}`,
        }),
      };
    },
  },
];
