import { FindingFamily, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { doacReversal } from "./doac-dosing.ts";
import { circulation, giBleedPicture, hbFall, hbInReportUnit, medicineWords } from "./acute-gi-bleed.ts";
import { statedMatches } from "./notes.ts";
import { isPastMention, referenceNow } from "./past-mention.ts";
import type { Rule } from "./types.ts";

/**
 * Bleeding on a direct oral anticoagulant (apixaban, rivaroxaban, edoxaban, dabigatran) stated in
 * the notes as happening now, outside the upper gut (review 17, notes case 04: "PR bleed this AM" on
 * apixaban with haemoglobin 131→109 g/L and light-headedness on standing got only an anaemia line).
 * Upper GI bleeding is acute-gi-bleed.ts's and bleeding on warfarin is warfarin-major-bleeding's
 * (drug-lab.ts); this rule steps aside for both so that one bleed gives one finding.
 *
 * The ACC 2020 pathway calls bleeding major when it is at a critical site, comes with haemodynamic
 * instability, or is overt with a haemoglobin fall of 2 g/dL (20 g/L) or more (the ISTH
 * definition); major bleeding means stopping the anticoagulant, resuscitation and, when life
 * threatening, reversal, while other bleeding is not routinely reversed. Engine choices, said here
 * so they can be checked:
 * - bleeding in the head, a fall of 20 g/L or more (acute-gi-bleed.ts's hbFall, within a year), a
 *   pulse of 100/min or more, a systolic pressure below 100 mmHg, or fainting or dizziness on
 *   standing in the notes make it an emergency (critical);
 * - otherwise rectal bleeding, visible blood in the urine, coughing blood, heavy vaginal bleeding or
 *   a nosebleed that will not stop is a same-day assessment (high);
 * - "bleeding" with no site named counts only with the fall or the circulatory signs.
 * Denied, supposed or past mentions ("no PR bleeding", "PR bleed in 2019") do not count.
 */

/** Bleeding that needs assessment on a DOAC by itself, as notes name it, with the words the finding uses. */
const SITE_BLEEDS: readonly (readonly [string, RegExp])[] = [
  [
    "rectal bleeding",
    /\b(?:ha?ematochezia|rectal\s+bleed(?:ing|s)?|bleeding\s+(?:from|per)\s+(?:the\s+)?(?:rectum|back\s+passage)|blood\s+per\s+rectum|fresh\s+(?:red\s+)?blood\s+(?:per\s+rectum|pr)|bright\s+red\s+blood\s+(?:per\s+rectum|pr)|bloody\s+stools?|blood\s+in\s+(?:the\s+|his\s+|her\s+)?stools?)\b/,
  ],
  [
    "visible blood in the urine",
    /\b(?:(?:visible|frank|gross|macroscopic)\s+ha?ematuria|blood\s+in\s+(?:the\s+|his\s+|her\s+)?(?:urine|wee|pee)|blood(?:y|-stained)\s+urine|clots?\s+in\s+(?:the\s+)?urine)\b/,
  ],
  ["coughing blood", /\b(?:ha?emoptysis|cough(?:s|ing|ed)?\s+up\s+blood)\b/],
  [
    "heavy vaginal bleeding",
    /\b(?:heavy|profuse|torrential)\s+(?:pv|vaginal)\s+(?:bleed(?:ing)?|blood\s+loss)\b|\b(?:pv|vaginal)\s+bleed(?:ing)?,?\s+(?:heavy|soaking|with\s+clots)\b/,
  ],
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

export const DOAC_BLEEDING_RULES: readonly Rule[] = [
  {
    id: "doac-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Anticoagulation",
    title: "Bleeding on a direct oral anticoagulant",
    clinician: 'The notes record "{sign}"{hb}{circulation}, on {doac}: {assessment}',
    patient: "You take {doac}, a blood thinner, and your notes record {patientText}",
    nextSteps: [
      "Assess the bleeding now, hold the anticoagulant, and record the time of the last dose and the kidney function",
    ],
    patientQuestions: ["When and how can my blood thinner be restarted safely?"],
    evidence: ["acc-2020-oac-bleeding"],
    keywords: ["direct oral anticoagulant", "apixaban", "rivaroxaban", "major bleeding", "rectal bleeding", "reversal"],
    match: (ctx) => {
      const doacs = ctx.meds("doac");
      // One bleed, one finding: warfarin's and upper GI bleeding's rules say what to do.
      if (doacs.length === 0 || ctx.meds("warfarin").length > 0 || giBleedPicture(ctx) !== undefined) return undefined;
      const head = currentMention(ctx, HEAD_BLEED);
      const site = SITE_BLEEDS.map(([name, re]) => ({ name, quote: currentMention(ctx, re) })).find(
        (s) => s.quote !== undefined,
      );
      const fall = hbFall(ctx);
      const majorFall = fall !== undefined && fall.fall >= FALL_MAJOR ? fall : undefined;
      const circ = circulation(ctx);
      const compromised = circ.parts.length > 0;
      const sign = head ?? site?.quote ?? (majorFall || compromised ? currentMention(ctx, ANY_BLEED) : undefined);
      if (sign === undefined) return undefined;
      const critical = head !== undefined || majorFall !== undefined || compromised;
      const hbObs = ctx.lab("hemoglobin");
      const hbIn = hbInReportUnit(hbObs);
      const hb = majorFall
        ? `, with haemoglobin fallen from ${hbIn(majorFall.from)} (${majorFall.fromDate}) to ${hbIn(majorFall.to)} (a fall of ${hbIn(majorFall.fall)})`
        : hbObs
          ? `, with haemoglobin ${ctx.show(hbObs)}`
          : "";
      const drug = medicineWords(doacs);
      const reversal = doacReversal(doacs);
      const why = [
        ...(head !== undefined ? ["it is at a critical site"] : []),
        ...(majorFall ? ["overt bleeding with a haemoglobin fall of 20 g/L or more meets the ISTH definition"] : []),
        ...(compromised ? ["there are signs of circulatory strain"] : []),
      ];
      const assessment = critical
        ? `this is major bleeding on a direct oral anticoagulant (${why.join("; ")}). Treat as an emergency: resuscitate and find the source now, and stop ${drug}. Obtaining a reversal agent must not delay resuscitation.`
        : `this is bleeding on a direct oral anticoagulant that needs assessment today: judge its size, the haemoglobin and the circulation, and manage it as major bleeding if it is heavy, continues, or the patient becomes unstable. Routine reversal is not advised for bleeding that is not major.`;
      const lastDose = `record the time of the last dose of ${drug} and check kidney function (creatinine clearance), which tell how long its effect may last`;
      const nextSteps = critical
        ? [
            "Emergency assessment now (outside hospital, emergency transfer): resuscitation, find and control the source, repeat FBC, clotting, creatinine and group and save",
            `Withhold ${drug}; ${lastDose}`,
            `For life-threatening bleeding or bleeding at a critical site, reversal by the local major-bleeding protocol${reversal.text ? ` (${reversal.text})` : ""}, without delaying resuscitation`,
          ]
        : [
            "Same-day clinical assessment: size and source of the bleeding, pulse and blood pressure, repeat FBC, clotting and creatinine",
            `Hold ${drug} until the bleeding is assessed, weighing this against the reason it is taken; ${lastDose}`,
          ];
      const patientText = critical
        ? `bleeding${majorFall ? ", and your blood count has dropped" : ""}${compromised ? ", with signs that your body is struggling with the blood loss" : ""}. This can be an emergency. If you are not already being cared for in hospital, go to the emergency department or call your local emergency number now, and tell them you take ${drug} and when you took the last dose. Do not take another dose until a doctor has checked you.`
        : `${site?.name ?? "bleeding"}. This needs a check by a doctor today; ask them whether to skip your next dose. If the bleeding is heavy or does not stop, or you feel faint or dizzy, go to the emergency department or call your local emergency number now.`;
      return {
        refs: [...ctx.refs(hbObs, ...doacs), ...circ.refs],
        severity: critical ? Severity.critical : Severity.high,
        values: {
          sign,
          hb,
          circulation: compromised ? ` and ${circ.parts.join(", ")}` : "",
          doac: drug,
          assessment,
          patientText,
        },
        nextSteps,
        evidence: [
          "acc-2020-oac-bleeding",
          ...(majorFall ? ["schulman-2005-isth-major-bleeding"] : []),
          ...(critical ? reversal.evidence : []),
        ],
      };
    },
  },
];
