import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Raised metanephrines already in the record (review 13, adrenal-pituitary case 11: plasma
 * normetanephrine 3.9 nmol/L, more than four times its limit, with a 3.8 cm heterogeneous adrenal
 * mass, BP 182/108, the classic triad, a planned adrenal biopsy and a beta-blocker under
 * consideration). The incidentaloma rule still asked for metanephrines, and nothing warned against
 * the biopsy or the beta-blocker.
 *
 * Endocrine Society 2014 (Lenders): plasma free or urinary fractionated metanephrines are the
 * first tests, every positive result needs follow-up, every functional tumour needs preoperative
 * blockade, genetic testing is considered for all, and care is by a multidisciplinary team.
 * Biopsy of these tumours risks haemorrhage and hypertensive crisis, so biochemistry comes before
 * any adrenal biopsy (Surgery 2009); a beta-blocker alone leaves alpha stimulation unopposed.
 */

export const METANEPHRINE = /\b(?:nor)?metanephrines?\b|\b(?:nor)?metadrenalines?\b|\bmethoxytyramine\b/i;
/** Times the upper limit at or above which one metanephrine makes the tumour probable on its own. */
const PROBABLE_FOLD = 3;
const ADRENAL_MASS = /\badrenal\b[^.]*\b(?:mass|lesion|nodule|tumou?r|adenoma|incidentaloma)\b/i;
const TRIAD: readonly (readonly [string, RegExp])[] = [
  ["headaches", /\bheadaches?\b/i],
  ["palpitations", /\bpalpitations?\b/i],
  ["sweating", /\bsweat\w*|\bdiaphoresis\b/i],
];
const BIOPSY = /\bbiops(?:y|ies|ied)\b|\bfine[- ]needle aspiration\b|\bfna\b/i;
const BETA_BLOCKER =
  /\bbeta[- ]?blockers?\b|\b(?:bisoprolol|propranolol|atenolol|metoprolol|nebivolol|carvedilol|labetalol|sotalol|nadolol)\b/i;
const ALPHA_BLOCKER = /\b(?:doxazosin|phenoxybenzamine|prazosin|terazosin|phentolamine)\b/i;

interface Raised {
  obs: LabObservation;
  fold: number;
}

function raisedMetanephrines(ctx: RuleContext): Raised[] {
  return ctx.model.labs.flatMap((obs) => {
    const high = obs.range?.high;
    if (!METANEPHRINE.test(obs.name) || obs.value.kind !== "number" || high === undefined || high <= 0) return [];
    const fold = obs.value.value / high;
    return fold > 1 ? [{ obs, fold }] : [];
  });
}

export interface ProbablePhaeo {
  raised: Raised[];
  mass: boolean;
  triad: string[];
  biopsy?: string;
  betaBlocker?: string;
  refs: string[];
}

/**
 * A metanephrine at or above three times its upper limit, or any raised metanephrine with an
 * adrenal mass on imaging; undefined otherwise, or once alpha-blockade is in place.
 */
export function probablePhaeochromocytoma(ctx: RuleContext): ProbablePhaeo | undefined {
  const raised = raisedMetanephrines(ctx);
  if (raised.length === 0) return undefined;
  const masses = ctx.model.imaging.filter((s) => ADRENAL_MASS.test(s.text));
  if (!raised.some((r) => r.fold >= PROBABLE_FOLD) && masses.length === 0) return undefined;
  if (ctx.model.medications.some((m) => m.active && ALPHA_BLOCKER.test(m.name))) return undefined;
  const text = ctx.freeText;
  const current = ctx.meds("beta-blocker").filter((m) => m.active);
  const betaBlocker = current[0]?.name ?? statedMention(text, BETA_BLOCKER, true);
  const biopsy = masses.length > 0 ? statedMention(text, BIOPSY, true) : undefined;
  return {
    raised,
    mass: masses.length > 0,
    triad: TRIAD.filter(([, re]) => statedMention(text, re, true) !== undefined).map(([n]) => n),
    ...(biopsy !== undefined && { biopsy }),
    ...(betaBlocker !== undefined && { betaBlocker }),
    refs: [...raised.map((r) => r.obs.ref), ...masses.map((s) => s.ref), ...current.map((m) => m.ref)],
  };
}

/** The adrenal incidentaloma match without its request for metanephrines when they are already raised. */
export function withRaisedMetanephrines(match: RuleMatch, ctx: RuleContext): RuleMatch {
  if (probablePhaeochromocytoma(ctx) === undefined) return match;
  return {
    ...match,
    nextSteps: (match.nextSteps ?? []).map((s) =>
      s.replace(/ and plasma or urine metanephrines/, "").replace(/; plasma or urine metanephrines[^;]*/, ""),
    ),
    clinicianExtra: [
      match.clinicianExtra,
      "Metanephrines are already raised: see the phaeochromocytoma finding, and do not biopsy the lesion.",
    ]
      .filter(Boolean)
      .join(" "),
  };
}

export const PHAEOCHROMOCYTOMA_RULES: readonly Rule[] = [
  {
    id: "phaeochromocytoma-probable",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Adrenal",
    title: "{title}",
    clinician:
      "{raised}{mass}{triad}: probable phaeochromocytoma (a catecholamine-secreting tumour). {warnings}Refer urgently to an endocrine or adrenal multidisciplinary team; surgery follows preoperative alpha-blockade.",
    patient:
      "Your blood test shows high levels of the breakdown products of adrenaline-like hormones{patientMass}. This points to a tumour that makes these hormones (phaeochromocytoma), which is usually treatable with an operation after a few weeks of tablets. {patientWarnings}Your doctor should refer you urgently to a hormone specialist team.",
    nextSteps: [
      "Refer urgently to an endocrine or adrenal multidisciplinary team",
      "Start alpha-blockade (doxazosin or phenoxybenzamine) under specialist advice before any surgery; add a beta-blocker only after alpha-blockade is established, if needed for heart rate",
      "Consider genetic testing",
    ],
    patientQuestions: ["Which tablets do I need before the operation, and which medicines should I avoid?"],
    evidence: ["endosoc-2014-phaeochromocytoma", "surgery-2009-ppgl-biopsy"],
    keywords: ["phaeochromocytoma", "pheochromocytoma", "metanephrines", "normetanephrine", "alpha-blockade"],
    match: (ctx) => {
      const p = probablePhaeochromocytoma(ctx);
      if (p === undefined) return undefined;
      const raised = p.raised
        .map((r) => `${r.obs.name} ${ctx.show(r.obs)} (${formatNumber(r.fold, 1)} times the upper limit)`)
        .join(", ");
      const warnings = [
        p.biopsy !== undefined
          ? `Do NOT biopsy the adrenal mass (the notes mention "${p.biopsy}"): biopsy of a phaeochromocytoma risks haemorrhage and a hypertensive crisis. `
          : "Do not biopsy the adrenal mass. ",
        p.betaBlocker !== undefined
          ? `Do NOT start or continue a beta-blocker alone (the record mentions "${p.betaBlocker}"): without alpha-blockade first it can bring on a hypertensive crisis. `
          : "Do not start a beta-blocker before alpha-blockade. ",
      ].join("");
      const danger = p.biopsy !== undefined || p.betaBlocker !== undefined;
      return {
        refs: p.refs,
        severity: danger ? Severity.critical : Severity.high,
        values: {
          title: danger
            ? "Probable phaeochromocytoma: stop the planned biopsy or beta-blocker, refer urgently"
            : "Probable phaeochromocytoma: urgent endocrine referral",
          raised,
          mass: p.mass ? " with an adrenal mass on imaging" : "",
          triad: p.triad.length > 0 ? ` and ${p.triad.join(", ")} in the notes` : "",
          warnings,
          patientMass: p.mass ? ", and your scan shows a lump on an adrenal gland" : "",
          patientWarnings: danger
            ? "Please tell your doctors about this result before any needle test of the lump or any new blood pressure or heart tablet (such as a beta-blocker): these can be dangerous with this kind of tumour. "
            : "",
        },
      };
    },
  },
];
