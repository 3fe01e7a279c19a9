import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { DRUG_CLASSES } from "../vocab/medications.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { antiTnfStarted, recentChestXray } from "./anti-tnf-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";
import { localSpelling } from "./us-spelling.ts";

/*
 * A positive test for TB infection (IGRA or tuberculin skin test) before or during a TNF inhibitor
 * (review10 infection-haem #5). Where each point was read: SUMMARIES["acr-2015-ra"] (after a
 * positive TST or IGRA a chest radiograph, sputum if it is suspicious; latent TB is treated and the
 * biologic started or resumed after at least 1 month of that treatment, or after treatment of active
 * TB is complete) and SUMMARIES["cdc-ntca-2020-ltbi"] (short rifamycin-based regimens, 3HP, 4R or
 * 3HR, preferred over isoniazid alone).
 *
 * Only TNF inhibitors are read: the class the sources name for this. The tests are not catalogue
 * tests, so they are read by name; the overall result is preferred to its antigen-minus-nil parts.
 */

export const IGRA = /\b(?:quantiferon|qft|igra|t-?spot|interferon[- ]gamma release|tb gold)\b/i;
const IGRA_PART = /\b(?:antigen\s*(?:minus|-)\s*nil|nil|mitogen|tb[12])\b/i;
export const TST = /\b(?:tuberculin|mantoux|tst|ppd)\b/i;
const ANTI_TNF_NAMES = new RegExp(String.raw`\b(?:${(DRUG_CLASSES["anti-tnf"] ?? []).join("|")})\b`);
const CHEST_XRAY =
  /\b(?:chest x-?ray|cxr|chest radiograph)\b[^.;]{0,30}\b(?:clear|normal|unremarkable|no (?:active|acute|evidence))\b/i;

export function isPositive(obs: LabObservation): boolean {
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return ["high", "critical-high", "abnormal"].includes(obs.status);
}

function latest(list: LabObservation[]): LabObservation | undefined {
  return [...list].sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity))[0];
}

/** The current test for TB infection when it is positive: the overall IGRA, else a TST, else an IGRA part. */
function positiveTbTest(ctx: RuleContext): LabObservation | undefined {
  const overall = latest(ctx.model.labs.filter((o) => IGRA.test(o.name) && !IGRA_PART.test(o.name)));
  if (overall !== undefined) return isPositive(overall) ? overall : undefined;
  const tst = latest(ctx.model.labs.filter((o) => TST.test(o.name)));
  if (tst !== undefined) return isPositive(tst) ? tst : undefined;
  const part = latest(ctx.model.labs.filter((o) => IGRA_PART.test(o.name) && /antigen/i.test(o.name)));
  return part !== undefined && isPositive(part) ? part : undefined;
}

export function antiTnf(ctx: RuleContext): { meds: MedicationItem[]; name: string; generic: string } | undefined {
  const meds = ctx.meds("anti-tnf");
  const drugs = DRUG_CLASSES["anti-tnf"] ?? [];
  if (meds.length > 0) {
    const generic = [...new Set(meds.flatMap((m) => m.drugs).filter((d) => drugs.includes(d)))].join(" or ");
    return { meds, name: medNames(meds), generic: generic || "this medicine" };
  }
  const mention = statedMention(ctx.freeText, ANTI_TNF_NAMES, true);
  return mention === undefined ? undefined : { meds: [], name: `${mention} (named in the notes)`, generic: mention };
}

const US_GUIDANCE =
  "ACR 2015: after a positive TST or IGRA, a chest radiograph (and sputum if it is suspicious) to exclude active TB; latent TB is treated, and the biologic started or resumed after at least 1 month of that treatment. CDC/NTCA 2020 prefer short rifamycin-based regimens (3 months of weekly isoniazid with rifapentine, 4 months of daily rifampicin, or 3 months of daily isoniazid with rifampicin) over isoniazid alone.";
/** NICE NG33's regimen text was not seen in review 27, so the UK wording leaves the regimen to the TB service. */
const UK_GUIDANCE =
  "NICE NG33: after a positive test, active TB is assessed for first (symptoms, chest X-ray), and latent TB is then treated through the TB service, which chooses the regimen and checks interactions. ACR 2015 advise starting or resuming the biologic after at least 1 month of that treatment.";
const US_TREAT_STEP =
  "Treat latent TB (a rifamycin-based regimen such as 3HP, 4R or 3HR, checking interactions, or isoniazid if these cannot be used), with TB-service input as needed";
const UK_TREAT_STEP =
  "Refer to the TB service to treat latent TB; the service chooses the regimen and checks interactions with current medicines";

function latentTbBeforeAntiTnf(ctx: RuleContext): RuleMatch | undefined {
  const test = positiveTbTest(ctx);
  if (test === undefined) return undefined;
  const drug = antiTnf(ctx);
  if (drug === undefined) return undefined;
  if (
    /\b(?:treated for|completed|finished)\b[^.;]{0,40}\b(?:latent tb|ltbi|tb preventive|tuberculosis)\b/i.test(
      ctx.freeText,
    )
  ) {
    return undefined;
  }
  const cxr = statedMention(ctx.freeText, CHEST_XRAY, true);
  const started = antiTnfStarted(ctx, drug.meds);
  const film = recentChestXray(ctx);
  const filmText = film ? `${film.type} ${film.date?.slice(0, 10) ?? ""}: ${film.text || film.description}`.trim() : "";
  // A UK record follows NICE NG33 and the local TB service, not the US CDC/NTCA regimen list (review 27, country-27b).
  const uk = readsAsUk(ctx);
  const treat = uk ? UK_TREAT_STEP : US_TREAT_STEP;
  return {
    refs: [
      test.ref,
      ...ctx.model.labs
        .filter((o) => o !== test && IGRA_PART.test(o.name) && /antigen/i.test(o.name))
        .map((o) => o.ref),
      ...drug.meds.map((m) => m.ref),
    ],
    values: {
      test: `${test.name} ${ctx.show(test)}`,
      drug: drug.name,
      plainDrug: drug.generic,
      status: started ? `already started on ${started}` : "current or planned",
      guidance: uk ? UK_GUIDANCE : localSpelling(ctx, US_GUIDANCE),
    },
    ...(cxr !== undefined && {
      clinicianExtra: `The notes record "${cxr}": with no symptoms of TB, this points to latent rather than active TB.`,
    }),
    ...(film !== undefined && {
      clinicianExtra: `Chest X-ray on file (${filmText}): with no symptoms of TB, this points to latent rather than active TB.`,
    }),
    ...(started !== undefined && {
      patientExtra:
        "You have already started this medicine, so contact the team that prescribes it now: they will usually pause it until your TB tablets have been started.",
      nextSteps: [
        `${drug.name} was started on ${started} with a positive TB infection test and no latent TB treatment recorded: contact the prescribing team now; the TNF inhibitor is usually withheld until latent TB treatment is under way`,
        film
          ? "Ask about cough, fever, night sweats and weight loss; a recent chest X-ray is on file, so repeat imaging only if symptoms or signs suggest active TB"
          : "Exclude active TB: ask about cough, fever, night sweats and weight loss, and get a chest X-ray (sputum for AFB if it is abnormal)",
        treat,
        "Resume the TNF inhibitor after at least 1 month of latent TB treatment",
      ],
    }),
    ...(started === undefined &&
      film !== undefined && {
        nextSteps: [
          "Exclude active TB before the TNF inhibitor: ask about cough, fever, night sweats and weight loss; a recent chest X-ray is on file, so repeat imaging only if symptoms or signs suggest active TB",
          treat,
          "Start the TNF inhibitor after at least 1 month of latent TB treatment",
        ],
      }),
    ...(started === undefined &&
      film === undefined &&
      uk && {
        nextSteps: [
          "Exclude active TB before the TNF inhibitor: ask about cough, fever, night sweats and weight loss, and get a chest X-ray (sputum for AFB if it is abnormal)",
          treat,
          "Start the TNF inhibitor after at least 1 month of latent TB treatment",
        ],
      }),
    ...(uk && { evidence: ["nice-ng33-tb", "acr-2015-ra"], evidenceReplacesRule: true }),
  };
}

/*
 * A positive IGRA or TST with no TNF inhibitor (review 14, infection case 14: a QuantiFERON-positive
 * household contact of smear-positive TB, no symptoms, a normal chest X-ray, and nothing said).
 * NICE NG33 (nice-ng33-tb): active TB is assessed for after a positive test, and everyone under 65
 * with latent TB is offered treatment; CDC/NTCA 2020 name the short rifamycin regimens.
 */
const TREAT_BELOW_AGE = 65;
const US_REGIMEN =
  "CDC/NTCA 2020 prefer short rifamycin-based regimens (3 months of weekly isoniazid with rifapentine, 4 months of daily rifampicin, or 3 months of daily isoniazid with rifampicin), checking interactions.";
const UK_REGIMEN =
  "NG33's regimens are 3 months of isoniazid with rifampicin or 6 months of isoniazid, each with pyridoxine, the choice resting on the person's clinical circumstances.";
const UK_OFFER_STEP =
  "Refer to the TB service to offer latent TB treatment (NICE NG33: 3 months of isoniazid with rifampicin, or 6 months of isoniazid, each with pyridoxine), checking interactions with current medicines";
/**
 * A US record is not sent to "the TB service" (a UK term, review 43, wording-43 case 05): once TB disease
 * is ruled out the CDC advises offering treatment (cdc-2016-targeted-tb-testing), with the CDC/NTCA 2020
 * regimens (cdc-ntca-2020-ltbi). No source seen names a US referral route, so the step names none.
 */
const US_OFFER_STEP =
  "Once TB disease is ruled out, offer latent TB treatment (a rifamycin-based regimen such as 3HP, 4R or 3HR, checking interactions, or isoniazid if these cannot be used)";
const TB_TREATED =
  /\b(?:treated for|completed|finished|on|taking|started)\b[^.;]{0,40}\b(?:latent tb|ltbi|tb preventive|tuberculosis|tb treatment|3hp|3hr|isoniazid|rifampicin|rifampin|rifapentine)\b/i;

function latentTbNoBiologic(ctx: RuleContext): RuleMatch | undefined {
  const test = positiveTbTest(ctx);
  if (test === undefined || antiTnf(ctx) !== undefined) return undefined;
  if (TB_TREATED.test(ctx.freeText) || ctx.meds("antituberculosis-hepatotoxic").length > 0) return undefined;
  // Known TB disease is managed by its own team; the test then adds nothing.
  if (
    ctx.model.conditions.some(
      (c) => /\btuberculosis\b|\btb\b/i.test(c.name) && !/\blatent\b|\bcontact\b|\bexposure\b/i.test(c.name),
    )
  ) {
    return undefined;
  }
  const cxr = statedMention(ctx.freeText, CHEST_XRAY, true);
  const film = recentChestXray(ctx);
  const age = ctx.age;
  const older = age !== undefined && age >= TREAT_BELOW_AGE;
  // A UK record gets NICE NG33's own regimens, not the US CDC/NTCA list (review 28, country-28).
  const uk = readsAsUk(ctx);
  // A US record is told who is treated by the CDC, not NICE NG33's under-65 rule (review 42,
  // country-42 case 01: a Columbus record quoted and cited NICE NG33).
  const us = !uk && readsAsUsUnits(ctx);
  return {
    refs: [test.ref],
    values: {
      test: `${test.name} ${ctx.show(test)}`,
      offer: us
        ? "Once TB disease is ruled out, the CDC advises offering latent TB treatment to those who would benefit, whatever their age."
        : older
          ? `At ${age}, whether to treat is decided with the TB service (NICE NG33 offers latent TB treatment to everyone under 65).`
          : "NICE NG33 offers latent TB treatment to everyone under 65 once active TB is excluded.",
      regimen: uk ? UK_REGIMEN : localSpelling(ctx, US_REGIMEN),
    },
    ...(uk && {
      nextSteps: [
        "Exclude active TB: ask about cough, fever, night sweats and weight loss, and get a chest X-ray if not already done (sputum if it is abnormal or symptoms suggest TB)",
        UK_OFFER_STEP,
      ],
      evidence: ["nice-ng33-tb"],
      evidenceReplacesRule: true,
    }),
    ...(us && {
      nextSteps: [
        "Exclude active TB: ask about cough, fever, night sweats and weight loss, and get a chest X-ray if not already done (sputum if it is abnormal or symptoms suggest TB)",
        US_OFFER_STEP,
      ],
      evidence: ["cdc-2016-targeted-tb-testing", "cdc-ntca-2020-ltbi"],
      evidenceReplacesRule: true,
    }),
    ...((cxr !== undefined || film !== undefined) && {
      clinicianExtra: `Chest X-ray on file (${film ? film.text || film.description : `"${cxr}"`}): with no symptoms of TB, this points to latent rather than active TB.`,
    }),
  };
}

export const LATENT_TB_RULES: readonly Rule[] = [
  {
    id: "latent-tb-before-anti-tnf",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Tuberculosis",
    title: "Positive TB infection test with a TNF inhibitor: exclude active TB and treat latent TB first",
    clinician: "{test} with {drug}, {status}. TNF inhibitors raise the risk that latent TB becomes active. {guidance}",
    patient:
      "Your TB blood test is positive. This usually means a sleeping (latent) TB infection that is not making you ill. Medicines like {plainDrug} can wake it up. Your doctor will check that you do not have active TB, usually with a chest X-ray and questions about symptoms, and will usually start a course of TB tablets before this medicine.",
    nextSteps: [
      "Exclude active TB before the TNF inhibitor: ask about cough, fever, night sweats and weight loss, and get a chest X-ray (sputum for AFB if it is abnormal)",
      "Treat latent TB (a rifamycin-based regimen such as 3HP, 4R or 3HR, checking interactions, or isoniazid if these cannot be used), with TB-service input as needed",
      "Start (or resume) the TNF inhibitor after at least 1 month of latent TB treatment",
    ],
    patientQuestions: ["How long do I take the TB tablets before I can start my new medicine?"],
    evidence: ["acr-2015-ra", "cdc-ntca-2020-ltbi"],
    keywords: ["latent tuberculosis", "igra", "quantiferon", "tnf inhibitor", "adalimumab", "ltbi treatment"],
    match: latentTbBeforeAntiTnf,
  },
  {
    id: "latent-tb-positive-test",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "Tuberculosis",
    title: "Positive TB infection test: exclude active TB, then offer latent TB treatment",
    clinician:
      "{test}: TB infection. A positive IGRA or tuberculin test cannot tell latent from active TB, so active TB is assessed for first (symptoms, chest X-ray). {offer} {regimen}",
    patient:
      "Your TB blood test is positive. This usually means a sleeping (latent) TB infection that is not making you ill. Your doctor will check that you do not have active TB, usually with a chest X-ray and questions about symptoms, and will usually offer a course of TB tablets for a few months. Tell your doctor if you get a lasting cough, fevers, night sweats or weight loss.",
    nextSteps: [
      "Exclude active TB: ask about cough, fever, night sweats and weight loss, and get a chest X-ray if not already done (sputum if it is abnormal or symptoms suggest TB)",
      "Refer to the TB service to offer latent TB treatment (a rifamycin-based regimen such as 3HP, 4R or 3HR, checking interactions, or isoniazid if these cannot be used)",
    ],
    patientQuestions: ["Which TB tablets would I take, and for how long?"],
    evidence: ["nice-ng33-tb", "cdc-ntca-2020-ltbi"],
    keywords: ["latent tuberculosis", "igra", "quantiferon", "ltbi treatment", "tb contact"],
    match: latentTbNoBiologic,
  },
];
