import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { doacReversal } from "./doac-dosing.ts";
import { circulation, giBleedPicture, hbFall, hbInReportUnit, medicineWords } from "./acute-gi-bleed.ts";
import { HEAVY_MENSTRUAL_FLOW, heavyPeriodsSources } from "./ida-heavy-periods.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Bleeding on an anticoagulant other than warfarin, stated in the notes as happening now, outside
 * the upper gut: on a direct oral anticoagulant (apixaban, rivaroxaban, edoxaban, dabigatran;
 * review 17, notes case 04: "PR bleed this AM" on apixaban with haemoglobin 131→109 g/L and
 * light-headedness on standing got only an anaemia line) or on unfractionated or low-molecular-weight
 * heparin (review 18: frank haematuria on treatment-dose Clexane with a 27 g/L fall and pulse 108
 * got a cancer-referral line and no bleeding finding). Upper GI bleeding is acute-gi-bleed.ts's and
 * bleeding on warfarin is drug-lab.ts's (warfarin-major-bleeding, warfarin-inr-high, and
 * warfarin-bleeding, which reads and words the bleed with readBleed and bleedingMatch from here);
 * these rules step aside for both so that one bleed gives one finding, and the interaction findings (anticoagulant with an NSAID,
 * apixaban with an SSRI) step aside for them, their medicines named in the bleeding's next steps.
 *
 * The ACC 2020 pathway calls bleeding major when it is at a critical site, comes with haemodynamic
 * instability, or is overt with a haemoglobin fall of 2 g/dL (20 g/L) or more (the ISTH
 * definition); major bleeding means stopping the anticoagulant, resuscitation and, when life
 * threatening, reversal, while other bleeding is not routinely reversed. For heparins the BCSH 2013
 * antithrombotic-bleeding guideline says protamine fully reverses unfractionated heparin but only
 * partly reverses low-molecular-weight heparin, dosed by the time since the last injection. Engine
 * choices, said here so they can be checked:
 * - bleeding in the head, a fall of 20 g/L or more (acute-gi-bleed.ts's hbFall, within a year), a
 *   pulse of 100/min or more, a systolic pressure below 100 mmHg, or fainting or dizziness on
 *   standing in the notes make it an emergency (critical);
 * - otherwise rectal bleeding, visible blood in the urine, coughing blood, heavy vaginal or
 *   menstrual bleeding (flooding, soaking a pad an hour, large clots, double protection; not read in
 *   men) or a nosebleed that will not stop is a same-day assessment (high);
 * - "bleeding" with no site named counts only with the fall or the circulatory signs.
 * Denied, supposed or past mentions ("no PR bleeding", "PR bleed in 2019") do not count.
 */

/** Rectal bleeding as notes name it; also read by warfarin-minor-bleeding.ts. */
export const RECTAL_BLEEDING =
  /\b(?:ha?ematochezia|rectal\s+bleed(?:ing|s)?|bleeding\s+(?:from|per)\s+(?:the\s+)?(?:rectum|back\s+passage)|blood\s+per\s+rectum|fresh\s+(?:red\s+)?blood\s+(?:per\s+rectum|pr)|bright\s+red\s+blood\s+(?:per\s+rectum|pr)|bloody\s+stools?|blood\s+in\s+(?:the\s+|his\s+|her\s+)?stools?)\b/;

/** Bleeding that needs assessment on an anticoagulant by itself, as notes name it, with the words the finding uses. */
const SITE_BLEEDS: readonly (readonly [string, RegExp, "women"?])[] = [
  ["rectal bleeding", RECTAL_BLEEDING],
  [
    "visible blood in the urine",
    /\b(?:(?:visible|frank|gross|macroscopic)\s+ha?ematuria|blood\s+in\s+(?:the\s+|his\s+|her\s+)?(?:urine|wee|pee)|blood(?:y|-stained)\s+urine|clots?\s+in\s+(?:the\s+)?urine)\b/,
  ],
  ["coughing blood", /\b(?:ha?emoptysis|cough(?:s|ing|ed)?\s+up\s+blood)\b/],
  [
    "heavy vaginal bleeding",
    /\b(?:heavy|profuse|torrential)\s+(?:pv|vaginal)\s+(?:bleed(?:ing)?|blood\s+loss)\b|\b(?:pv|vaginal)\s+bleed(?:ing)?,?\s+(?:heavy|soaking|with\s+clots)\b/,
  ],
  ["heavy menstrual bleeding", HEAVY_MENSTRUAL_FLOW, "women"],
  [
    "a nosebleed that will not stop",
    /\b(?:epistaxis|nose\s?bleeds?|nose\s?bleeding)\b[^.;\n]{0,30}?(?:(?:will\s+not|won'?t|would\s+not|did\s+not|didn'?t|not)\s+stop\w*|for\s+(?:over\s+)?(?:an|\d+)\s+hours?)|\b(?:prolonged|persistent|uncontrolled|uncontrollable|ongoing)\s+(?:epistaxis|nose\s?bleeds?|nose\s?bleeding)\b/,
  ],
];

/** Bleeding at a critical site: an emergency by itself. */
const HEAD_BLEED =
  /\b(?:intracranial|subdural|subarachnoid|intracerebral)\s+(?:ha?emorrhage|bleed(?:ing)?|ha?ematoma)\b/;

/** Bleeding with no site named; not a risk or a warning ("bleeding risk", "signs of bleeding"). */
const ANY_BLEED =
  /(?<!\b(?:risk|signs?|symptoms?|history)\s+of\s+)\b(?:bleed(?:ing|s)?|ha?emorrhage|blood\s+loss)\b(?!\s+(?:risk|score|scores))/;

/** The first mention of a pattern the notes state as now: not denied, supposed or written as past. */
function currentMention(ctx: RuleContext, re: RegExp): string | undefined {
  const text = ctx.freeText;
  const now = referenceNow(ctx);
  for (const m of statedMatches(text, re, true)) {
    if (!isPastMention(text, m.index, m.length, now)) return m.quote;
  }
  return undefined;
}

const FALL_MAJOR = 20;

/** A bleed now on an anticoagulant, outside the upper gut, as the bleeding rules read it. */
export interface AnticoagulantBleed {
  kind: "doac" | "heparin" | "warfarin";
  meds: MedicationItem[];
  sign: string;
  site?: string;
  head: boolean;
  majorFall?: NonNullable<ReturnType<typeof hbFall>>;
  circ: ReturnType<typeof circulation>;
  critical: boolean;
}

/**
 * Bleeding stated as now outside the upper gut on the anticoagulant given, read the same way
 * whatever the drug; undefined when none, or when the upper GI rule reports it.
 */
export function readBleed(
  ctx: RuleContext,
  kind: AnticoagulantBleed["kind"],
  meds: MedicationItem[],
): AnticoagulantBleed | undefined {
  if (giBleedPicture(ctx) !== undefined) return undefined;
  const head = currentMention(ctx, HEAD_BLEED);
  const site = SITE_BLEEDS.filter(([, , who]) => who === undefined || ctx.sex !== "male")
    .map(([name, re]) => ({ name, quote: currentMention(ctx, re) }))
    .find((s) => s.quote !== undefined);
  const fall = hbFall(ctx);
  const majorFall = fall !== undefined && fall.fall >= FALL_MAJOR ? fall : undefined;
  const circ = circulation(ctx);
  const compromised = circ.parts.length > 0;
  const sign = head ?? site?.quote ?? (majorFall || compromised ? currentMention(ctx, ANY_BLEED) : undefined);
  if (sign === undefined) return undefined;
  return {
    kind,
    meds,
    sign,
    ...(site ? { site: site.name } : {}),
    head: head !== undefined,
    ...(majorFall ? { majorFall } : {}),
    circ,
    critical: head !== undefined || majorFall !== undefined || compromised,
  };
}

/**
 * Bleeding now on a DOAC (or, without one, a heparin); undefined on warfarin, whose bleeding the
 * warfarin rules in drug-lab.ts report. The interaction findings read it to step aside.
 */
export function anticoagulantBleeding(ctx: RuleContext): AnticoagulantBleed | undefined {
  if (ctx.meds("warfarin").length > 0) return undefined;
  const doacs = ctx.meds("doac");
  const meds = doacs.length > 0 ? doacs : ctx.meds("heparin");
  if (meds.length === 0) return undefined;
  return readBleed(ctx, doacs.length > 0 ? "doac" : "heparin", meds);
}

/** Low-molecular-weight heparins by name; "heparin" alone is unfractionated unless the entry says otherwise. */
const LMWH = new Set(["enoxaparin", "dalteparin", "tinzaparin", "lovenox", "clexane", "fragmin", "innohep"]);
const isLmwh = (m: MedicationItem) =>
  m.drugs.some((d) => LMWH.has(d)) || /\b(?:lmwh|low[- ]molecular[- ]weight)\b/i.test(m.name);

/** Reversal for a heparin, by kind (BCSH 2013): full with protamine for unfractionated heparin, partial for LMWH. */
export function heparinReversal(meds: readonly MedicationItem[]): string {
  const parts: string[] = [];
  if (meds.some((m) => !isLmwh(m)))
    parts.push(
      "for unfractionated heparin, stopping the infusion is often enough, and protamine sulfate, given no faster than 5 mg/min, fully reverses it",
    );
  if (meds.some(isLmwh))
    parts.push(
      "for low-molecular-weight heparin, protamine sulfate only partly reverses it: a full dose within 8 hours of the last injection, a smaller one after that, and a haematologist's advice if bleeding continues",
    );
  return parts.join("; ");
}

/** What else the bleed calls for: medicines adding to it, and treating heavy periods, with their sources. */
function addedBleedingRisk(ctx: RuleContext, bleed: AnticoagulantBleed): { steps: string[]; evidence: string[] } {
  const steps: string[] = [];
  const evidence: string[] = [];
  const nsaids = ctx.meds("nsaid");
  if (nsaids.length > 0) {
    steps.push(
      `Stop ${medicineWords(nsaids)}: an NSAID adds to bleeding on an anticoagulant; use {paracetamol} for pain`,
    );
    evidence.push("penner-2022-oac-nsaid");
  }
  const ssris = ctx.meds("ssri-snri");
  const apixaban = bleed.meds.some((m) => m.drugs.some((d) => d === "apixaban" || d === "eliquis"));
  if (ssris.length > 0 && apixaban) {
    steps.push(
      `Count ${medicineWords(ssris)} in the bleeding: the apixaban label names SSRIs and SNRIs among drugs that add to its bleeding risk; review it with the prescriber rather than stopping it abruptly`,
    );
    evidence.push("eliquis-label");
  }
  if (bleed.site === "heavy menstrual bleeding") {
    // A US record is pointed to ACOG's treatments, not NICE NG88 (review 28, country-28).
    const us = readsAsUsUnits(ctx);
    steps.push(
      us
        ? "Check ferritin, and plan treatment of the heavy periods with gynecology and whoever manages the anticoagulant (ACOG)"
        : "Check ferritin, and plan treatment of the heavy periods with gynaecology and whoever manages the anticoagulant (NICE NG88)",
    );
    evidence.push(...heavyPeriodsSources(ctx));
  }
  return { steps, evidence };
}

/**
 * Whether warfarin advice follows the British Society for Haematology (BCSH 2011) rather than
 * ACCP 2012: a UK record was given only the US chest physicians' thresholds and doses (review 30,
 * sources-30 cases 01-02).
 */
export function bshWarfarinAdvice(ctx: RuleContext): boolean {
  return !readsAsUsUnits(ctx) && readsAsUk(ctx);
}

/** Warfarin reversal for major bleeding as the record's country's guideline words it, with its source. */
export function warfarinMajorReversal(ctx: RuleContext): { text: string; evidence: string } {
  return bshWarfarinAdvice(ctx)
    ? {
        text: "four-factor prothrombin complex concentrate 25–50 units/kg with vitamin K 5 mg intravenously, as the BSH warfarin guideline advises for major bleeding (1B), with fresh frozen plasma only if no concentrate is available",
        evidence: "bcsh-2011-warfarin",
      }
    : {
        text: "four-factor prothrombin complex concentrate with vitamin K 5–10 mg by slow intravenous injection, as ACCP 2012 suggests for major bleeding on a vitamin K antagonist, grade 2C",
        evidence: "accp-2012-vka-management",
      };
}

/** The reversal for major bleeding, by drug, with its sources. */
function reversalFor(ctx: RuleContext, bleed: AnticoagulantBleed): { text: string; evidence: string[] } {
  if (bleed.kind === "heparin")
    return { text: heparinReversal(bleed.meds), evidence: ["bcsh-2013-antithrombotic-bleeding"] };
  if (bleed.kind === "warfarin") {
    const heparins = bleed.meds.filter((m) => m.classes.includes("heparin"));
    const vka = warfarinMajorReversal(ctx);
    return {
      text: `${vka.text}${heparins.length > 0 ? `; and for the heparin taken with it, ${heparinReversal(heparins)}` : ""}`,
      evidence: [vka.evidence, ...(heparins.length > 0 ? ["bcsh-2013-antithrombotic-bleeding"] : [])],
    };
  }
  return doacReversal(bleed.meds);
}

/** The finding for a bleed on an anticoagulant: severity, wording and steps by drug. */
export function bleedingMatch(ctx: RuleContext, bleed: AnticoagulantBleed): RuleMatch {
  const { meds, majorFall, circ, critical } = bleed;
  const heparin = bleed.kind === "heparin";
  const compromised = circ.parts.length > 0;
  const hbObs = ctx.lab("hemoglobin");
  const hbIn = hbInReportUnit(hbObs);
  const inrObs = bleed.kind === "warfarin" ? ctx.lab("inr") : undefined;
  const inr = bleed.kind !== "warfarin" ? "" : inrObs ? `, INR ${ctx.show(inrObs)}` : ", no INR in the record";
  const hb = majorFall
    ? `, with haemoglobin fallen from ${hbIn(majorFall.from)} (${majorFall.fromDate}) to ${hbIn(majorFall.to)} (a fall of ${hbIn(majorFall.fall)})`
    : hbObs
      ? `, with haemoglobin ${ctx.show(hbObs)}`
      : "";
  const drug = medicineWords(meds);
  const kindWords = heparin ? "heparin" : bleed.kind === "warfarin" ? "warfarin" : "a direct oral anticoagulant";
  const why = [
    ...(bleed.head ? ["it is at a critical site"] : []),
    ...(majorFall ? ["overt bleeding with a haemoglobin fall of 20 g/L or more meets the ISTH definition"] : []),
    ...(compromised ? ["there are signs of circulatory strain"] : []),
  ];
  const assessment = critical
    ? `this is major bleeding on ${kindWords} (${why.join("; ")}). Treat as an emergency: resuscitate and find the source now, and stop ${drug}. Obtaining a reversal agent must not delay resuscitation.`
    : `this is bleeding on ${kindWords} that needs assessment today: judge its size, the haemoglobin and the circulation, and manage it as major bleeding if it is heavy, continues, or the patient becomes unstable. Routine reversal is not advised for bleeding that is not major.`;
  const lastDose = heparin
    ? `record the dose and time of the last injection or the infusion rate, and check kidney function, on which low-molecular-weight heparin clearance depends`
    : bleed.kind === "warfarin"
      ? `check the INR now unless it is from today${bleed.meds.some((m) => m.classes.includes("heparin")) ? ", and record the dose and time of the last heparin injection" : ""}`
      : `record the time of the last dose of ${drug} and check kidney function (creatinine clearance), which tell how long its effect may last`;
  const reversal = reversalFor(ctx, bleed);
  const added = addedBleedingRisk(ctx, bleed);
  const nextSteps = critical
    ? [
        "Emergency assessment now (outside hospital, emergency transfer): resuscitation, find and control the source, repeat FBC, clotting, creatinine and group and save",
        `Withhold ${drug}; ${lastDose}`,
        `For life-threatening bleeding or bleeding at a critical site, reversal by the local major-bleeding protocol${reversal.text ? ` (${reversal.text})` : ""}, without delaying resuscitation`,
        ...added.steps,
      ]
    : [
        `Same-day clinical assessment: size and source of the bleeding, pulse and blood pressure, repeat FBC, ${bleed.kind === "warfarin" ? "INR" : "clotting"} and creatinine`,
        `Hold ${drug} until the bleeding is assessed, weighing this against the reason it is taken; ${lastDose}`,
        ...added.steps,
      ];
  const thinner = heparin ? "a blood thinner given by injection or drip" : "a blood thinner";
  const patientText = critical
    ? `${bleed.site ?? "bleeding"}${majorFall ? ", and your blood count has dropped" : ""}${compromised ? ", with signs that your body is struggling with the blood loss" : ""}. This can be an emergency. If you are not already being cared for in hospital, go to the emergency department or call your local emergency number now, and tell them you take ${drug} and when you took the last dose. Do not take another dose until a doctor has checked you.`
    : `${bleed.site ?? "bleeding"}. This needs a check by a doctor today; ask them whether to skip your next dose. If the bleeding is heavy or does not stop, or you feel faint or dizzy, go to the emergency department or call your local emergency number now.`;
  return {
    refs: [...ctx.refs(hbObs, inrObs, ...meds), ...circ.refs],
    severity: critical ? Severity.critical : Severity.high,
    values: {
      sign: bleed.sign,
      hb: `${hb}${inr}`,
      circulation: compromised ? ` and ${circ.parts.join(", ")}` : "",
      drug,
      thinner,
      assessment,
      patientText,
    },
    nextSteps,
    evidence: [
      ...(heparin ? ["bcsh-2013-antithrombotic-bleeding"] : ["acc-2020-oac-bleeding"]),
      ...(majorFall ? ["schulman-2005-isth-major-bleeding"] : []),
      ...(critical && !heparin ? reversal.evidence : []),
      ...added.evidence,
    ],
  };
}

export const BLEEDING_PATIENT = "You take {drug}, {thinner}, and your notes record {patientText}";
export const BLEEDING_CLINICIAN = 'The notes record "{sign}"{hb}{circulation}, on {drug}: {assessment}';

export const DOAC_BLEEDING_RULES: readonly Rule[] = [
  {
    id: "doac-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Anticoagulation",
    title: "Bleeding on a direct oral anticoagulant",
    clinician: BLEEDING_CLINICIAN,
    patient: BLEEDING_PATIENT,
    nextSteps: [
      "Assess the bleeding now, hold the anticoagulant, and record the time of the last dose and the kidney function",
    ],
    patientQuestions: ["When and how can my blood thinner be restarted safely?"],
    evidence: ["acc-2020-oac-bleeding"],
    keywords: ["direct oral anticoagulant", "apixaban", "rivaroxaban", "major bleeding", "rectal bleeding", "reversal"],
    match: (ctx) => {
      const bleed = anticoagulantBleeding(ctx);
      return bleed?.kind === "doac" ? bleedingMatch(ctx, bleed) : undefined;
    },
  },
  {
    id: "heparin-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Anticoagulation",
    title: "Bleeding on heparin",
    clinician: BLEEDING_CLINICIAN,
    patient: BLEEDING_PATIENT,
    nextSteps: ["Assess the bleeding now, hold the heparin, and record the last dose and the kidney function"],
    patientQuestions: ["When and how can my blood thinner be restarted safely?"],
    evidence: ["bcsh-2013-antithrombotic-bleeding"],
    keywords: ["heparin", "low-molecular-weight heparin", "enoxaparin", "major bleeding", "protamine", "reversal"],
    match: (ctx) => {
      const bleed = anticoagulantBleeding(ctx);
      return bleed?.kind === "heparin" ? bleedingMatch(ctx, bleed) : undefined;
    },
  },
];
