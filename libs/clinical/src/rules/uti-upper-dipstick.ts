import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { capitalise, joinList } from "../text.ts";
import { resultText } from "../qualitative-wording.ts";
import type { RuleContext } from "./context.ts";
import { currentMention, statedMention } from "./notes.ts";
import { LOIN_ACHE, measuredFever } from "./nitrofurantoin-upper-uti.ts";
import { afterBirth, pregnantOrPostnatal } from "./pregnancy-emergencies.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * A positive urine strip with loin or flank pain and a fever, rigors or vomiting (review 26,
 * notes-26): the cystitis reading ("lower urinary tract infection likely", a pharmacist's advice)
 * missed a kidney infection. NICE NG111 describes acute pyelonephritis as infection that has
 * travelled up from the bladder to the kidney; it asks for a midstream urine culture before the
 * antibiotic from age 16, an antibiotic chosen for the kidney (nitrofurantoin is not among its
 * choices), a review against the culture, hospital referral with signs of sepsis, and it names
 * vomiting as a sign of a worsening infection (nice-ng111-pyelonephritis). Engine choices, said here
 * so they can be checked:
 * - the kidney sign is loin or flank pain, or renal angle tenderness, stated in the notes; the
 *   illness sign is a fever, rigors or vomiting stated, or a temperature of 38 °C or more recorded;
 * - the strip counts as for the lower reading (nitrite, or leucocyte esterase 1+ with blood), and
 *   lower urinary symptoms are not required: pyelonephritis may come without them;
 * - children are left out, as in the lower reading (NICE NG224 covers them).
 */

const ADULT_AGE = 16;

const KIDNEY_SIGN = new RegExp(
  String.raw`\b(?:(?:right|left|r|l|bilateral|unilateral)[\s-]+)?(?:loin|flank)\s+(?:pain|tenderness|ache)\b|\b(?:renal\s+angle|costovertebral(?:\s+angle)?|cva)\s+tenderness\b|` +
    LOIN_ACHE.source,
);
const ILLNESS_SIGNS: readonly (readonly [string, RegExp])[] = [
  [
    "fever",
    /\b(?:fever(?:s|ish)?|febrile|pyrexi(?:a|al)|high temperature|temp(?:erature)?\s*(?:of\s*)?(?:3[89]|4[01])(?:\.\d)?)\b/,
  ],
  ["rigors", /\b(?:rigou?rs|shaking chills|shivering)\b/],
  ["vomiting", /\b(?:vomit(?:ing|ed|s)?|being sick)\b/],
];

const positive = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result !== "negative";
const atLeastOnePlus = (o: LabObservation | undefined): o is LabObservation =>
  o !== undefined && o.value.kind === "qualitative" && o.value.result === "positive";

interface UpperUti {
  strip: LabObservation[];
  /** The notes' words for the kidney sign and the illness signs, in order. */
  noted: string[];
  /** A recorded temperature of 38 °C or more, as text. */
  fever?: string;
  refs: string[];
}

/** A positive strip with a kidney sign and an illness sign: possible pyelonephritis; else undefined. */
export function possiblePyelonephritis(ctx: RuleContext): UpperUti | undefined {
  if (ctx.age !== undefined && ctx.age < ADULT_AGE) return undefined;
  const nitrite = ctx.anyLab("urine-nitrite");
  const le = ctx.anyLab("urine-le");
  const blood = ctx.anyLab("urine-blood");
  if (!positive(nitrite) && !(atLeastOnePlus(le) && positive(blood))) return undefined;
  // Loin pain set in the past ("had loin pain last year with a kidney stone") is not today's kidney
  // sign (review 48, notes-48 case 04: cystitis with a fever was read as pyelonephritis).
  const kidney = currentMention(ctx.freeText, KIDNEY_SIGN, ctx.nowYear);
  if (kidney === undefined) return undefined;
  const fever = measuredFever(ctx);
  const illness = ILLNESS_SIGNS.flatMap(([, re]) => statedMention(ctx.freeText, re, true) ?? []);
  if (fever === undefined && illness.length === 0) return undefined;
  const strip = [nitrite, atLeastOnePlus(le) ? le : undefined, blood].filter(positive);
  return {
    strip,
    noted: [kidney, ...illness],
    ...(fever ? { fever: fever.text } : {}),
    refs: [...ctx.refs(...strip), ...(fever ? [fever.ref] : [])],
  };
}

const STRIP_NAMES: Record<string, string> = {
  "urine-nitrite": "nitrite",
  "urine-le": "leucocyte esterase",
  "urine-blood": "blood",
};

/** What to do, by the record's country: GP and 999 on UK records, primary care and 911 on US ones. */
const UK_ACTION =
  "This needs a doctor today, not a pharmacist: contact your GP surgery or NHS 111 today. Call 999 or go to A&E now if you feel very unwell, confused or very sleepy, faint, or cannot keep fluids or tablets down.";
const US_ACTION =
  "This needs to be seen today: contact your primary care clinician or go to urgent care today. Call 911 or go to the emergency room now if you feel very unwell, confused or very sleepy, faint, or cannot keep fluids or pills down.";
/**
 * A record that names no country is given neither the NHS's routes nor 911 (review 34,
 * acute-neither-34 case 10: "contact your GP surgery or NHS 111 today. Call 999 or go to A&E").
 */
const NEUTRAL_ACTION =
  "This needs a doctor today, not a pharmacist: contact your doctor today. Call your local emergency number or go to an emergency department now if you feel very unwell, confused or very sleepy, faint, or cannot keep fluids or tablets down.";

function match(ctx: RuleContext): RuleMatch | undefined {
  const found = possiblePyelonephritis(ctx);
  if (found === undefined) return undefined;
  const strip = found.strip.map((o) => `${STRIP_NAMES[o.analyteId ?? ""] ?? o.name} ${resultText(o)}`);
  const protein = ctx.anyLab("urine-protein");
  const onStrip = [
    positive(protein) ? "protein" : "",
    found.strip.some((o) => o.analyteId === "urine-blood") ? "blood" : "",
  ].filter(Boolean);
  // Pregnancy and a current trimethoprim (review 33, infect-resp-33 case 06: a woman 10 weeks pregnant
  // with loin pain and rigors, started on trimethoprim, was given neither point). NICE NG111 considers
  // referral in pregnancy and uses trimethoprim only when the culture shows it susceptible; a US record
  // keeps its own IDSA steps.
  const us = readsAsUsUnits(ctx);
  const pregnant = !us && pregnantOrPostnatal(ctx) && !afterBirth(ctx);
  const trimethoprim = us ? [] : ctx.model.medications.filter((m) => m.active && /\btrimethoprim\b/i.test(m.name));
  const extras = [
    onStrip.length > 0
      ? `${capitalise(joinList(onStrip))} on the strip may come from the infection: repeat the dipstick once it is treated before reading ${onStrip.length > 1 ? "them" : "it"} as kidney disease.`
      : "",
    pregnant ? "Pregnant: NICE NG111 advises considering hospital referral for pyelonephritis in pregnancy." : "",
    trimethoprim.length > 0
      ? "On trimethoprim: NICE NG111 uses it for pyelonephritis only when the culture shows the organism susceptible; review the choice now rather than waiting for the culture."
      : "",
  ].filter(Boolean);
  return {
    refs: [...found.refs, ...(positive(protein) ? ctx.refs(protein) : []), ...ctx.refs(...trimethoprim)],
    ...(extras.length > 0 ? { clinicianExtra: extras.join(" ") } : {}),
    ...(pregnant && {
      nextSteps: [
        // NICE is named in the step on a UK record only (review 36, country-36 case 06: a record that
        // reads as neither country was told NICE's route); the advice itself is not the NHS's alone.
        `Pregnant: consider hospital referral for pyelonephritis${readsAsUk(ctx) ? " (NICE NG111)" : ""}; assess today for sepsis`,
        "Send a midstream urine for culture and susceptibility before the first antibiotic dose",
        trimethoprim.length > 0
          ? "Review trimethoprim now: choose an antibiotic suited to pyelonephritis in pregnancy by local guidance, and review against the culture result"
          : "Start an antibiotic suited to pyelonephritis in pregnancy by local guidance (not nitrofurantoin) and review the choice against the culture result",
        "Advise to seek help at once if vomiting starts or goes on, symptoms worsen, or there is no improvement within 48 hours of the antibiotic",
      ],
    }),
    values: {
      strip: joinList(strip),
      signs: `${joinList(found.noted.map((q) => `"${q}"`))} in the notes${found.fever ? ` and a ${found.fever}` : ""}`,
      shivers: readsAsUsUnits(ctx) ? "chills" : "shivers",
      action: us ? US_ACTION : readsAsUk(ctx) ? UK_ACTION : NEUTRAL_ACTION,
    },
    ...(readsAsUsUnits(ctx) && US_CARE),
  };
}

/**
 * On a US record pyelonephritis rests on IDSA's 2025 complicated UTI guideline, which counts it as
 * complicated and picks the empiric antibiotic by illness severity, resistance risk, patient factors
 * and the local antibiogram, narrowed on the culture (review 26, us-sources-26b).
 */
const US_CARE: Pick<RuleMatch, "nextSteps" | "evidence" | "evidenceReplacesRule"> = {
  nextSteps: [
    "Assess today for sepsis (temperature, heart rate, blood pressure, respiratory rate, mental state); how ill the person is decides hospital admission and the antibiotic group",
    "Send a urine culture with susceptibilities before the first antibiotic dose",
    "Choose the empiric antibiotic by illness severity, risk of resistant organisms (recent antibiotics, an earlier resistant culture), patient factors and the local antibiogram (not nitrofurantoin); narrow it on the culture result",
    "Advise to seek care at once if vomiting starts or goes on, or symptoms worsen",
  ],
  evidence: ["idsa-2025-complicated-uti"],
  evidenceReplacesRule: true,
};

export const UTI_UPPER_DIPSTICK_RULES: readonly Rule[] = [
  {
    id: "uti-dipstick-possible-pyelonephritis",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Urine infection",
    title: "Positive urine dipstick with loin pain and fever: possible pyelonephritis",
    clinician:
      "Urine dipstick {strip} with {signs}: read as possible acute pyelonephritis (upper urinary tract infection), not cystitis. An antibiotic chosen for a lower infection, such as nitrofurantoin, does not reach the kidney.",
    patient:
      "Your urine test, with a fever or {shivers} and pain in your side or back, may mean the infection has reached a kidney (pyelonephritis). {action}",
    nextSteps: [
      "Assess today for pyelonephritis and for sepsis (temperature, heart rate, blood pressure, respiratory rate, mental state); refer to hospital with any sign of sepsis, or if unable to keep oral fluids and antibiotics down",
      "Send a midstream urine for culture and susceptibility before the first antibiotic dose",
      "Start an antibiotic suited to pyelonephritis by local guidance (not nitrofurantoin) and review the choice against the culture result",
      "Advise to seek help at once if vomiting starts or goes on, symptoms worsen, or there is no improvement within 48 hours of the antibiotic",
    ],
    patientQuestions: ["Is my antibiotic the right one for a kidney infection, and when should I feel better?"],
    evidence: ["nice-ng111-pyelonephritis"],
    keywords: ["pyelonephritis", "upper urinary tract infection", "loin pain", "fever", "urine dipstick"],
    match,
  },
];
