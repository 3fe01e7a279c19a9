import { FindingFamily, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { digoxinToxicNausea } from "./drug-lab.ts";
import { statedMention } from "./notes.ts";
import { smokingHistory } from "./other.ts";
import { referenceNow } from "./past-mention.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { devolvedNation, readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Symptoms that NICE NG12 names for an urgent chest X-ray (review 18, everyday-sweep case 07: a
 * 62-year-old smoker with 5 kg unintended weight loss, poor appetite and a new platelet count of 480
 * was offered only yearly screening CT, which is for people without symptoms).
 * NG12 (as summarised by Macmillan's NICE-endorsed referral guide and a local 2-week-wait pathway,
 * seen 2026-11-29): offer an urgent chest X-ray (within 2 weeks) at 40 and over to anyone who has
 * ever smoked with one or more unexplained symptoms, or who has never smoked with two or more, among
 * cough, fatigue, breathlessness, chest pain, weight loss and appetite loss; consider one for
 * thrombocytosis. Only weight loss and appetite loss are read here: cough, tiredness and
 * breathlessness are everyday complaints of COPD and asthma, and reading them would send most
 * smokers with a chest condition for an X-ray.
 * Unexplained haemoptysis at 40 and over is read too (review 18, deep-sweep case 08: a smoker of 66
 * with weight loss and "blood-streaked sputum" was offered only the X-ray): NG12 asks for a suspected
 * lung cancer pathway referral (appointment within 2 weeks) for it, whatever the smoking history.
 */

const FROM_AGE = 40;

/*
 * A US record has no NG12 and no suspected lung cancer pathway (review 29b, country-29b: a Tucson
 * record was told "within 2 weeks (NICE NG12)" and "refer on a suspected lung cancer pathway"). It
 * is given the same urgency in plain terms, with no guideline named; haemoptysis is read by the ACR
 * Appropriateness Criteria ("acr-ac-hemoptysis-2014": chest X-ray and CT angiography usually
 * appropriate; up to 5-10% risk of cancer with a normal X-ray over 40 with a smoking history).
 */
const WORDS = {
  uk: {
    guidance:
      "NICE NG12 advises an urgent chest X-ray (within 2 weeks) to assess for lung cancer at 40 and over in anyone who has ever smoked with one such symptom, or who has never smoked with two.",
    platelets: "is a further reason NG12 gives for the X-ray",
    unexplained: "NG12's advice is for symptoms left unexplained",
    done: (scan: string, date: string) =>
      `${capitalise(scan)} already done (${date}): refer on a suspected lung cancer pathway if it suggests cancer (NICE NG12)`,
    later:
      "Reassess the appetite once the digoxin toxicity is treated; if the loss persists, arrange a chest X-ray within 2 weeks (NICE NG12)",
    normal:
      "If the X-ray is normal, the weight or appetite loss still needs explaining: examine, review the blood tests, and consider further imaging or a suspected cancer pathway for non-specific symptoms where one exists",
    steps: [
      "Arrange a chest X-ray within 2 weeks (NICE NG12); refer on a suspected lung cancer pathway if it suggests cancer",
    ],
  },
  /*
   * Scotland refers by its own guidelines (review 31, nations-31 cases 01 and 02: a Glasgow smoker
   * losing weight and an Edinburgh ex-smoker coughing up blood were given NG12 and its 2-week
   * wording). "scottish-referral-guidelines-lung-2025": a USC chest X-ray for unexplained symptoms
   * of 3 weeks or more (one after any smoking, two otherwise) or thrombocytosis; unexplained
   * haemoptysis is a USC referral to respiratory with the X-ray requested at the same time.
   */
  scotland: {
    guidance:
      "The Scottish Referral Guidelines for Suspected Cancer (2025) ask for an urgent suspicion of cancer (USC) chest X-ray for such symptoms left unexplained for 3 weeks or more: one is enough in anyone who has ever smoked, two in others.",
    platelets: "is a further reason the Scottish guidelines give for the X-ray",
    unexplained: "the Scottish guidelines' advice is for symptoms left unexplained",
    done: (scan: string, date: string) =>
      `${capitalise(scan)} already done (${date}): refer to the respiratory service as an urgent suspicion of cancer (USC) if it is concerning for cancer (Scottish Referral Guidelines for Suspected Cancer)`,
    later:
      "Reassess the appetite once the digoxin toxicity is treated; if the loss persists, request a USC chest X-ray (Scottish Referral Guidelines for Suspected Cancer)",
    normal:
      "If the X-ray is normal, the symptoms still need explaining: the Scottish guidelines still consider a USC referral for combinations such as weight loss with appetite loss in a smoker or weight loss with a raised platelet count (a Rapid Cancer Diagnostic Service or direct-access CT are alternatives)",
    steps: [
      "Request an urgent suspicion of cancer (USC) chest X-ray (Scottish Referral Guidelines for Suspected Cancer); refer to the respiratory service as USC if it is concerning for cancer",
    ],
  },
  us: {
    guidance:
      "At 40 and over, one such symptom after any smoking, or two without, call for a prompt chest X-ray (within 2 weeks) to look for lung cancer.",
    platelets: "also supports the X-ray",
    unexplained: "the X-ray advice is for symptoms left unexplained",
    done: (scan: string, date: string) =>
      `${capitalise(scan)} already done (${date}): refer urgently to pulmonology if it suggests cancer`,
    later:
      "Reassess the appetite once the digoxin toxicity is treated; if the loss persists, arrange a chest X-ray promptly",
    normal:
      "If the X-ray is normal, the weight or appetite loss still needs explaining: examine, review the blood tests, and consider further imaging such as CT",
    steps: ["Arrange a chest X-ray promptly (within 2 weeks); refer urgently to pulmonology if it suggests cancer"],
  },
} as const;

/*
 * A record that reads as neither country keeps NG12's urgency and citation, and the clinician text
 * says it is NICE's advice, but its steps name neither NICE nor the NHS's suspected cancer pathway
 * (review 37, country-37 case 11: a Utrecht record was told "(NICE NG12)" in the step; review 38,
 * country-38 cases 05 and 06: the same in the "already done" and digoxin steps).
 */
const NEITHER = {
  ...WORDS.uk,
  done: (scan: string, date: string) =>
    `${capitalise(scan)} already done (${date}): refer urgently to a chest specialist if it suggests cancer`,
  later:
    "Reassess the appetite once the digoxin toxicity is treated; if the loss persists, arrange a chest X-ray within 2 weeks",
  steps: ["Arrange a chest X-ray within 2 weeks; refer urgently to a chest specialist if it suggests cancer"],
} as const;

function wordsFor(ctx: RuleContext, us: boolean, scotland: boolean) {
  if (us) return WORDS.us;
  if (scotland) return WORDS.scotland;
  return readsAsUk(ctx) ? WORDS.uk : NEITHER;
}

const WEIGHT_LOSS =
  /\b(?:weight loss|losing weight|lost (?:some )?weight|lost \d+(?:\.\d+)?\s*(?:kg|kgs|kilos?|lbs?|pounds|stone|st)\b)/;
const APPETITE_LOSS =
  /\b(?:loss of appetite|appetite (?:loss|down|poor|reduced|is poor)|poor appetite|off (?:his |her |their )?food)\b/;
const HAEMOPTYSIS =
  /\b(?:haemoptysis|hemoptysis|cough(?:ing|s|ed)? up blood|blood[- ](?:stained|streaked|tinged) (?:sputum|phlegm)|blood in (?:the |his |her |their )?(?:sputum|phlegm))\b/;
/** Weight lost on purpose is not a symptom. */
const INTENDED =
  /\b(?:intentional|on purpose|dieting|on a diet|trying to lose|slimming|weight[- ]loss (?:programme|program|injection|drug|medicine)|bariatric)\b/;

interface Picture {
  symptoms: string[];
  smoked: boolean;
  /** How the clinician line states the smoking history. */
  smoking: string;
  haemoptysis: boolean;
  platelets?: string;
}

/*
 * The Scottish guideline gives its USC chest X-ray and its haemoptysis referral with no age limit
 * (review 31b, leftovers-31b case 10: an Edinburgh smoker of 34 coughing up blood for 4 weeks got
 * nothing, NG12's 40 being applied); adults only there, 18 an engine choice (children and young
 * people have their own section of the guideline).
 */
const SCOTTISH_FROM_AGE = 18;

const scottishRecord = (ctx: RuleContext): boolean => !readsAsUsUnits(ctx) && devolvedNation(ctx) === "Scotland";

function picture(ctx: RuleContext): Picture | undefined {
  if (ctx.age === undefined || ctx.age < (scottishRecord(ctx) ? SCOTTISH_FROM_AGE : FROM_AGE)) return undefined;
  if (ctx.everHad("lung-cancer").length > 0) return undefined;
  const text = ctx.freeText;
  const weight = INTENDED.test(text) ? undefined : statedMention(text, WEIGHT_LOSS);
  const appetite = statedMention(text, APPETITE_LOSS);
  const haemoptysis = statedMention(text, HAEMOPTYSIS) !== undefined;
  const symptoms = [weight && "weight loss", appetite && "loss of appetite", haemoptysis && "haemoptysis"].filter(
    (s): s is string => !!s,
  );
  if (symptoms.length === 0) return undefined;
  const plt = ctx.lab("platelets");
  const platelets = plt?.status === "high" ? ctx.show(plt) : undefined;
  const history = smokingHistory(ctx);
  const smoked = history === "ever";
  // Never smoked: NG12 asks for two symptoms, or (an engine choice) one with a raised platelet count;
  // haemoptysis alone is enough whatever the smoking history.
  if (!smoked && !haemoptysis && symptoms.length < 2 && platelets === undefined) return undefined;
  return {
    symptoms,
    smoked,
    smoking: smokingWords(history, ctx.freeText),
    haemoptysis,
    ...(platelets !== undefined && { platelets }),
  };
}

/**
 * The smoking history as the clinician line states it. A bare "non-smoker" is not "never smoked"
 * (review 25, ages-25b): the past is left open, since NG12 needs only one symptom after any smoking.
 */
function smokingWords(history: "ever" | "never" | "unknown", text: string): string {
  if (history === "ever") return ", with a smoking history";
  if (history === "never") return ", never having smoked";
  const stated = /\bnon-?smoker\b/.test(text) ? "recorded as a non-smoker now" : "with no smoking history recorded";
  return `, ${stated} (whether they smoked in the past is not stated: with past smoking, one such symptom is enough)`;
}

const CHEST_XRAY = /\b(?:chest x-?ray|cxr|chest radiograph\w*)\b/i;
/** A CT of the chest, which shows more than the X-ray it would stand in for. */
const CHEST_CT =
  /\b(?:ct (?:of the )?(?:chest|thorax)|chest ct|ct thorax|ldct|low[- ]dose ct|computed tomography (?:of the )?(?:chest|thorax))\b/i;
const XRAY_RECENT_DAYS = 90;
/** After a chest CT, the next step whatever the country: the CT has already looked at the chest. */
const NORMAL_CT =
  "If the CT is normal, the symptoms still need explaining: examine, review the blood tests, and look for a cause outside the chest";

/**
 * A chest X-ray or CT in the record from the last 3 months: the X-ray is not asked for (review 24,
 * deep-24 case 08: "off food" with a same-day chest X-ray in the record, and "arrange a chest X-ray
 * within 2 weeks"). A chest CT stands in for it (review 35: a CT of the chest three weeks before was
 * followed by "arrange a chest X-ray").
 */
function recentChestXray(ctx: RuleContext): { ref: string; date: string; scan: string } | undefined {
  const now = referenceNow(ctx);
  if (now === undefined) return undefined;
  for (const s of ctx.model.imaging) {
    const at = s.date === undefined ? Number.NaN : Date.parse(s.date);
    const name = `${s.type} ${s.description}`;
    const scan = CHEST_XRAY.test(name) ? "chest X-ray" : CHEST_CT.test(name) ? "chest CT" : undefined;
    if (scan === undefined || Number.isNaN(at)) continue;
    if (now - at <= XRAY_RECENT_DAYS * 86_400_000 && at <= now) return { ref: s.ref, date: s.date!.slice(0, 10), scan };
  }
  return undefined;
}

/** Whether the record meets the symptomatic chest X-ray criteria this module reads. */
export function symptomaticLungPicture(ctx: RuleContext): boolean {
  return picture(ctx) !== undefined;
}

function match(ctx: RuleContext): RuleMatch | undefined {
  const p = picture(ctx);
  if (p === undefined) return undefined;
  // With haemoptysis a normal X-ray does not end the work-up, so only a recent chest CT stands in
  // for the X-ray (review 43, ehr-sweep-43 case 05: "Chest X-ray now, and CT of the chest" beside a
  // same-day CT that had found a suspicious nodule).
  const recent = recentChestXray(ctx);
  const xray = p.haemoptysis ? (recent?.scan === "chest CT" ? recent : undefined) : recent;
  const symptoms =
    p.symptoms.length > 2 ? `${p.symptoms.slice(0, -1).join(", ")} and ${p.symptoms.at(-1)}` : p.symptoms.join(" and ");
  const us = readsAsUsUnits(ctx);
  const scotland = !us && devolvedNation(ctx) === "Scotland";
  const w = wordsFor(ctx, us, scotland);
  const result = baseMatch(ctx, p, xray, symptoms, us, scotland);
  // Appetite loss alone beside the nausea of a toxic digoxin level is not yet unexplained, which
  // NG12's advice needs (review 24, deep-24 case 08: "not explained in the record" beside it).
  const digoxin = p.symptoms.length === 1 && p.symptoms[0] === "loss of appetite" ? digoxinToxicNausea(ctx) : undefined;
  if (digoxin === undefined) return result;
  return {
    ...result,
    refs: [...result.refs, digoxin.obs.ref],
    severity: Severity.moderate,
    values: {
      ...result.values,
      title: `Appetite loss${scotland ? "" : " at 40 or over"} beside digoxin toxicity: chest X-ray if it persists`,
      explained: `, beside ${joinList(digoxin.symptoms)} and a digoxin level of ${ctx.show(digoxin.obs)} above its range: the stomach symptoms of digoxin toxicity may explain it, and ${w.unexplained}, so it applies if the appetite loss persists once the digoxin is corrected.`,
      ...(xray === undefined && {
        patientXray: "If your appetite does not come back, your doctor will usually arrange a chest X-ray.",
      }),
    },
    patientExtra:
      "Your digoxin level is high, and too much digoxin can make you feel sick and off your food; if your appetite does not come back once that is put right, your doctor will look for other causes.",
    // An X-ray already taken is read now; one not yet taken waits to see whether the appetite returns.
    nextSteps: xray
      ? [
          w.done(xray.scan, xray.date),
          "Reassess the appetite once the digoxin toxicity is treated; if the loss persists, it needs explaining: examine, review the blood tests, and consider further imaging",
        ]
      : [w.later],
    evidence: scotland ? ["lanoxin-label", SCOTTISH_LUNG] : ["lanoxin-label"],
    ...((us || scotland) && { evidenceReplacesRule: true as const }),
  };
}

const SCOTTISH_LUNG = "scottish-referral-guidelines-lung-2025";

function baseMatch(
  ctx: RuleContext,
  p: Picture,
  xray: ReturnType<typeof recentChestXray>,
  symptoms: string,
  us: boolean,
  scotland: boolean,
): RuleMatch & { values: Record<string, string> } {
  const w = wordsFor(ctx, us, scotland);
  const neither = w === NEITHER;
  return {
    ...(neither && { nextSteps: [...w.steps, w.normal] }),
    // A US record: the same urgency without NG12, with no guideline named (see WORDS).
    ...(us && { nextSteps: [...w.steps, w.normal], evidence: [], evidenceReplacesRule: true as const }),
    // A Scottish record: its own guideline's USC chest X-ray and referral, not NG12's 2-week pathway.
    ...(scotland && {
      nextSteps: [...w.steps, w.normal],
      evidence: [SCOTTISH_LUNG],
      evidenceReplacesRule: true as const,
    }),
    ...(scotland &&
      p.haemoptysis && {
        clinicianExtra:
          "Unexplained haemoptysis is itself a reason the Scottish guidelines give for a USC referral to the respiratory service, with a USC chest X-ray requested at the same time and no need to wait for its result.",
        patientExtra: "Coughing up blood is a reason to be referred urgently to a chest specialist.",
        nextSteps: [
          "Refer to the respiratory service as an urgent suspicion of cancer (USC) for unexplained haemoptysis, and request a USC chest X-ray at the same time without waiting for the result (Scottish Referral Guidelines for Suspected Cancer)",
          "If the X-ray is normal, the symptoms still need explaining: the referral goes ahead",
        ],
      }),
    ...(us &&
      p.haemoptysis && {
        clinicianExtra:
          "For unexplained haemoptysis, the ACR Appropriateness Criteria rate a chest X-ray and CT angiography of the chest as usually appropriate, and put the risk of cancer despite a normal X-ray at up to 5–10% with a bleed of more than 30 mL or over 40 with a significant smoking history: a normal X-ray does not end the work-up.",
        patientExtra:
          "Coughing up blood at your age needs a chest X-ray and usually a CT scan of the chest soon, and a lung specialist may need to see you.",
        nextSteps: [
          "Chest X-ray now, and CT of the chest even if the X-ray is normal (CT angiography is usually appropriate in the ACR criteria); refer urgently to pulmonology if either suggests cancer or the bleeding recurs",
        ],
        evidence: ["acr-ac-hemoptysis-2014"],
      }),
    ...(!us &&
      !scotland &&
      p.haemoptysis && {
        clinicianExtra:
          "Unexplained haemoptysis at 40 or over is itself a reason NG12 gives for a suspected lung cancer pathway referral (an appointment within 2 weeks), not only for the X-ray.",
        patientExtra:
          "Coughing up blood at your age is a reason to be referred urgently to a chest specialist, to be seen within two weeks.",
        nextSteps: [
          neither
            ? "Refer urgently to a chest specialist (appointment within 2 weeks) for unexplained haemoptysis at 40 or over, with a chest X-ray"
            : "Refer on a suspected lung cancer pathway (appointment within 2 weeks) for unexplained haemoptysis at 40 or over, with a chest X-ray (NICE NG12)",
          "If the X-ray is normal, the symptoms still need explaining: the referral goes ahead",
        ],
      }),
    ...(xray && {
      clinicianExtra:
        xray.scan === "chest X-ray"
          ? `A chest X-ray from ${xray.date} is in the record, so it is not asked for again; it is read with these symptoms.`
          : `A chest CT from ${xray.date} is in the record, which shows more than a chest X-ray, so no X-ray is asked for; it is read with these symptoms.`,
      nextSteps: [
        w.done(xray.scan, xray.date),
        // A normal CT does not place the source of the bleeding outside the chest.
        ...(p.haemoptysis
          ? [haemoptysisReferral(us, scotland, neither)]
          : [xray.scan === "chest X-ray" ? w.normal : NORMAL_CT]),
      ],
      ...(p.haemoptysis &&
        us && {
          patientExtra: "A lung specialist may need to see you about the coughing up of blood.",
        }),
      patientQuestions: [
        `What did my ${xray.scan === "chest X-ray" ? "chest X-ray" : "chest scan"} show, and what else could explain these symptoms?`,
      ],
    }),
    refs: [...ctx.refs(p.platelets !== undefined ? ctx.lab("platelets") : undefined), ...(xray ? [xray.ref] : [])],
    values: {
      age: String(ctx.age),
      symptoms,
      Symptoms: capitalise(symptoms),
      patientSymptoms: symptoms.replace("haemoptysis", "coughing up blood"),
      smoking: p.smoking,
      explained: ", not explained in the record.",
      title: `Unexplained weight loss, appetite loss or haemoptysis${scotland ? "" : " at 40 or over"}: urgent chest X-ray or referral`,
      platelets:
        p.platelets !== undefined
          ? ` A raised platelet count, ${p.platelets}, ${w.platelets}, and is a common reaction to an underlying illness.`
          : "",
      guidance: w.guidance,
      patientXray: xray
        ? `You have had a ${xray.scan === "chest X-ray" ? "chest X-ray" : "chest scan (CT)"} recently; your doctor will look at it together with these symptoms, and may suggest other tests to find the cause.`
        : `${p.smoked ? "With your smoking history, your" : "Your"} doctor will usually arrange a chest X-ray ${scotland ? "urgently" : "within two weeks"} to help find the cause.`,
      patientPlatelets: p.platelets !== undefined ? ", and one of your blood counts (platelets) is raised" : "",
    },
  };
}

/** With haemoptysis and a chest CT already done, the referral the bleeding itself calls for still stands. */
function haemoptysisReferral(us: boolean, scotland: boolean, neither: boolean): string {
  if (us) return "Refer urgently to pulmonology if the bleeding is unexplained or recurs, whatever the CT shows";
  if (scotland)
    return "Refer to the respiratory service as an urgent suspicion of cancer (USC) for unexplained haemoptysis (Scottish Referral Guidelines for Suspected Cancer)";
  return neither
    ? "Refer urgently to a chest specialist (appointment within 2 weeks) for unexplained haemoptysis at 40 or over"
    : "Refer on a suspected lung cancer pathway (appointment within 2 weeks) for unexplained haemoptysis at 40 or over (NICE NG12)";
}

export const LUNG_CANCER_CHEST_XRAY_RULES: readonly Rule[] = [
  {
    id: "lung-cancer-chest-xray-urgent",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Weight loss",
    title: "{title}",
    clinician:
      "{Symptoms} in the notes at age {age}{smoking}{explained} {guidance}{platelets} This is a test for symptoms, not screening; a normal X-ray does not explain the symptoms, which still need assessing.",
    patient:
      "Your notes mention {patientSymptoms}{patientPlatelets}. {patientXray} Many things other than cancer can cause these changes, but it should be checked soon.",
    nextSteps: [
      "Arrange a chest X-ray within 2 weeks (NICE NG12); refer on a suspected lung cancer pathway if it suggests cancer",
      "If the X-ray is normal, the weight or appetite loss still needs explaining: examine, review the blood tests, and consider further imaging or a suspected cancer pathway for non-specific symptoms where one exists",
    ],
    patientQuestions: ["When will my chest X-ray be, and what happens if it is normal?"],
    evidence: ["nice-ng12-suspected-cancer"],
    keywords: ["lung cancer", "weight loss", "chest x-ray", "suspected cancer", "thrombocytosis"],
    match,
  },
];

/**
 * Yearly screening CT is for people without symptoms: with symptoms that call for a chest X-ray,
 * the screening finding is left out rather than offered beside it.
 */
export function notWhenSymptomatic(rule: Rule): Rule {
  if (rule.id !== "lung-cancer-screening-due") return rule;
  return { ...rule, match: (ctx) => (symptomaticLungPicture(ctx) ? undefined : rule.match(ctx)) };
}
