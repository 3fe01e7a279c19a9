import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Confirmed HIV with a CD4 count below 200 cells/µL (review10 infection-haem #3). Where each point
 * was read: SUMMARIES["dhhs-art-initiation"] (ART for everyone with HIV, started immediately or as
 * soon as possible after diagnosis) and SUMMARIES["nih-oi-pcp-prophylaxis"] (Pneumocystis
 * prophylaxis with trimethoprim-sulfamethoxazole for CD4 below 200 cells/µL, CD4 below 14 % or
 * oropharyngeal candidiasis; with Toxoplasma IgG and CD4 below 100 the same daily double-strength
 * dose also protects against toxoplasmosis).
 *
 * "Confirmed" means an HIV diagnosis in the record, a positive HIV-1/HIV-2 differentiation assay, or
 * a detectable HIV-1 RNA (the supplemental tests of the CDC/APHL algorithm). A reactive screen alone
 * is not a diagnosis: serology.ts speaks for it, and only then.
 *
 * CD4 count, viral load and Toxoplasma IgG are not catalogue tests, so they are read by name.
 */

const CD4 = /\bcd4\b/i;
const PERCENT_NAME = /%|percent|\bpct\b|ratio|cd8/i;
const VIRAL_LOAD = /\bhiv\b[^,;]{0,20}\b(?:rna|viral load|pcr|nat|nucleic acid)\b|\bviral load\b/i;
const DIFFERENTIATION = /\bdifferentiation\b|\bgeenius\b|\bhiv-?[12]\s+positive\b/i;
const TOXO_IGG = /\btoxo(?:plasma)?\b.*\bigg\b/i;
const ORAL_THRUSH = /\b(?:oral|oropharyngeal)\s+(?:thrush|candidiasis|candida)\b/i;
/**
 * Chest symptoms that, with a CD4 count below 200, may already be Pneumocystis pneumonia (review 29,
 * infection-29 case 03: a dry cough and breathlessness on stairs were answered with prophylaxis). In
 * HIV it is usually subacute, with breathlessness on exertion, a dry cough and fever
 * (SUMMARIES["salzer-2018-pcp-hiv-presentation"]).
 */
const CHEST_SYMPTOMS =
  /\b(?:(?:dry|persistent|non-?productive)\s+cough\w*|cough(?:ing)?\s+for\s+\w+\s+(?:days|weeks?)|breathless\w*|short(?:ness)?\s+of\s+breath|dyspn(?:o)?ea|sob\s+on\s+exertion)\b/i;
const NOT_ON_ART =
  /\b(?:not (?:yet )?(?:on|taking|started(?: on)?)|no|never (?:on|taken)|off|stopped|declined)\s+(?:any\s+)?(?:antiretrovirals?|anti-retrovirals?|art|haart)\b|\b(?:treatment|art)-na[iï]ve\b/i;
const ON_ART = /\b(?:on|taking|started(?: on)?)\s+(?:antiretrovirals?|anti-retrovirals?|art|haart)\b/i;
/** A stated gap in antiretroviral treatment ("missed refills for ~4 months", "ran out of ART"). */
const ART_GAP =
  /\b(?:missed (?:refills|(?:her|his|their) (?:hiv )?(?:medicines|meds|tablets)) for|ran out of (?:(?:her|his|their) )?(?:hiv )?(?:medicines|meds|tablets|art|antiretrovirals)|(?:treatment|art) interruption|interrupted (?:art|treatment|antiretrovirals)|off (?:art|antiretrovirals|treatment) for)\b[^.;\n]{0,40}/i;
/*
 * Antiretroviral medicines and common single-tablet brands in the medication list. Lamivudine and
 * tenofovir also treat hepatitis B, so a listed one counts only once HIV is confirmed (advancedHiv).
 */
const ART_DRUGS =
  /\b(?:dolutegravir|bictegravir|raltegravir|elvitegravir|cabotegravir|rilpivirine|efavirenz|doravirine|etravirine|nevirapine|darunavir|atazanavir|lopinavir|emtricitabine|lamivudine|tenofovir|abacavir|zidovudine|maraviroc|biktarvy|triumeq|dovato|juluca|genvoya|stribild|odefsey|symtuza|descovy|truvada|atripla|eviplera|complera|delstrigo|tivicay|isentress|prezista|prezcobix|kaletra|cabenuva)\b/i;

/** A result read as positive: "Positive", "Reactive", "Detected", or flagged above its range. */
function isPositive(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "qualitative") return obs.value.result === "positive";
  return ["high", "critical-high", "abnormal"].includes(obs.status);
}

function latest(list: LabObservation[]): LabObservation | undefined {
  return [...list].sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity))[0];
}

/** The current HIV-1 RNA (viral load) result, read by name. */
export function viralLoad(ctx: RuleContext): LabObservation | undefined {
  return latest(ctx.model.labs.filter((o) => VIRAL_LOAD.test(o.name) && !CD4.test(o.name)));
}

/** A detectable viral load: a number above the reporting limit, or a result the laboratory flags. */
function detectable(obs: LabObservation | undefined): obs is LabObservation {
  if (obs === undefined) return false;
  if (obs.value.kind === "number")
    return (
      obs.value.comparator !== "<" && obs.value.comparator !== "<=" && obs.value.value > 0 && obs.status !== "normal"
    );
  return obs.value.kind === "qualitative" && obs.value.result === "positive";
}

/** A positive HIV-1/HIV-2 antibody differentiation assay ("HIV-1 positive"). */
function differentiation(ctx: RuleContext): LabObservation | undefined {
  return ctx.model.labs.find(
    (o) =>
      /\bhiv\b/i.test(o.name) && (DIFFERENTIATION.test(o.name) || DIFFERENTIATION.test(o.rawValue)) && isPositive(o),
  );
}

/**
 * What confirms HIV in the record, in words, or undefined when nothing does (a reactive screen alone).
 * Read also by serology.ts and evaluate.ts, so the "screening result, not a diagnosis" caveat is kept
 * for an unconfirmed screen only.
 */
export function hivConfirmation(ctx: RuleContext): { text: string; refs: string[] } | undefined {
  const condition = ctx.conditions("hiv")[0];
  if (condition !== undefined) return { text: `HIV in the record ("${condition.name}")`, refs: [condition.ref] };
  const diff = differentiation(ctx);
  if (diff !== undefined) return { text: `${diff.name} ${ctx.show(diff)}`, refs: [diff.ref] };
  const vl = viralLoad(ctx);
  if (detectable(vl)) return { text: `${vl.name} ${ctx.show(vl)}`, refs: [vl.ref] };
  return undefined;
}

export function hivConfirmed(ctx: RuleContext): boolean {
  return hivConfirmation(ctx) !== undefined;
}

/** The current absolute CD4 count in cells/µL, read by name; a count in 10^9/L is converted. */
function cd4Count(ctx: RuleContext): { obs: LabObservation; cells: number } | undefined {
  const counts = ctx.model.labs.filter(
    (o) =>
      CD4.test(o.name) &&
      !PERCENT_NAME.test(o.name) &&
      !/%/.test(o.unit ?? o.rawUnit ?? "") &&
      o.value.kind === "number",
  );
  const obs = latest(counts);
  if (obs === undefined || obs.value.kind !== "number") return undefined;
  const unit = (obs.rawUnit ?? obs.unit ?? "").toLowerCase();
  const per9 = /10\s*(?:\^|\*|e)\s*9|giga|\/nl/.test(unit);
  return { obs, cells: per9 ? obs.value.value * 1000 : obs.value.value };
}

function cd4Percent(ctx: RuleContext): LabObservation | undefined {
  return latest(
    ctx.model.labs.filter(
      (o) =>
        CD4.test(o.name) &&
        !/ratio|cd8/i.test(o.name) &&
        (/%|percent/i.test(o.name) || /%/.test(o.unit ?? o.rawUnit ?? "")) &&
        o.value.kind === "number",
    ),
  );
}

function onCotrimoxazole(ctx: RuleContext): boolean {
  if (ctx.meds("co-trimoxazole").length > 0) return true;
  return statedMention(ctx.freeText, /\b(?:co-?trimoxazole|bactrim|septrin|septra|tmp-smx)\b/i, true) !== undefined;
}

/** A prophylaxis step, put after the same-day check when chest symptoms may already be Pneumocystis pneumonia. */
const afterChestCheck = (chest: string | undefined, step: string) =>
  chest === undefined
    ? step
    : `Once Pneumocystis pneumonia is excluded, ${step.charAt(0).toLowerCase()}${step.slice(1)}`;

function advancedHiv(ctx: RuleContext): RuleMatch | undefined {
  const confirmation = hivConfirmation(ctx);
  if (confirmation === undefined || (ctx.age !== undefined && ctx.age < 13)) return undefined;
  const cd4 = cd4Count(ctx);
  if (cd4 === undefined || cd4.cells >= 200) return undefined;
  const pct = cd4Percent(ctx);
  const vl = viralLoad(ctx);
  const toxo = latest(ctx.model.labs.filter((o) => TOXO_IGG.test(o.name)));
  const toxoPositive = isPositive(toxo) && cd4.cells < 100;
  const thrush = statedMention(ctx.freeText, ORAL_THRUSH);
  const notOnArt = NOT_ON_ART.test(ctx.freeText);
  const artMeds = ctx.model.medications.filter((m) => m.active && ART_DRUGS.test(m.name));
  const onArt = !notOnArt && (artMeds.length > 0 || statedMention(ctx.freeText, ON_ART) !== undefined);
  // A detectable viral load on treatment is virological failure (DHHS): review the regimen, not start one.
  const failing = onArt && detectable(vl);
  // After a stated gap in treatment the load shows the time off it (review 26, immuno case 08):
  // DHHS then takes the resistance test within 4 weeks of stopping, or on the restarted regimen.
  const gap = failing ? statedMention(ctx.freeText, ART_GAP) : undefined;
  // Virological failure on a UK record: BHIVA's repeat and resistance test beside DHHS (bhiva-2016-monitoring).
  const ukFailure = failing && gap === undefined && readsAsUk(ctx);
  const cotrim = onCotrimoxazole(ctx);
  const chest = statedMention(ctx.freeText, CHEST_SYMPTOMS);

  const details = [
    pct === undefined ? undefined : `CD4 ${ctx.show(pct)}`,
    detectable(vl) ? `${vl.name} ${ctx.show(vl)}` : undefined,
    thrush === undefined ? undefined : `${thrush} in the notes`,
  ].filter((s): s is string => s !== undefined);

  const steps = [
    // Chest symptoms come first: prophylaxis would under-treat a pneumonia already present.
    ...(chest !== undefined
      ? [
          `Same-day assessment for Pneumocystis pneumonia ("${chest}" in the notes): oxygen saturation at rest and on exertion, chest X-ray and sputum; if it is suspected, treatment doses are needed, not prophylaxis`,
        ]
      : []),
    ...(gap !== undefined
      ? [
          "Refer to the HIV service now: viraemia after a gap in antiretroviral therapy. Send a drug-resistance test now (DHHS: within 4 weeks of stopping, or on the restarted regimen), support adherence, and repeat the viral load on treatment",
        ]
      : []),
    ...(failing && gap === undefined
      ? [
          "Refer to the HIV service now: virological failure on antiretroviral therapy. Review adherence, drug interactions and tolerability, and send a drug-resistance test while the current regimen is still being taken",
          "Do not add a single drug to the failing regimen; the HIV specialist chooses a new regimen from the resistance result",
        ]
      : []),
    failing
      ? "Look for active opportunistic infections at that visit"
      : onArt
        ? "Review antiretroviral therapy with the HIV service: adherence, viral load and resistance testing, since the CD4 count is below 200 cells/µL on treatment"
        : "Refer to the HIV service now to start antiretroviral therapy immediately or as soon as possible (recommended for everyone with HIV, and most urgent with a low CD4 count or an AIDS-defining illness); look for active opportunistic infections at that visit",
    ...(cotrim
      ? []
      : [
          afterChestCheck(
            chest,
            toxoPositive
              ? "Start Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole (co-trimoxazole), one double-strength tablet daily, which with a positive Toxoplasma IgG and CD4 below 100 also prevents toxoplasmosis; ask about sulfonamide allergy first"
              : "Start Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole (co-trimoxazole), one tablet daily, unless allergic (then an alternative such as dapsone after a G6PD check, or atovaquone)",
          ),
        ]),
    ...(toxo === undefined && cd4.cells < 100
      ? [
          "Check Toxoplasma IgG: with a positive result and CD4 below 100, the prophylaxis must also cover toxoplasmosis",
        ]
      : []),
    "Keep prophylaxis until the CD4 count has stayed at 200 cells/µL or above for at least 3 months on antiretroviral therapy",
  ];

  const extra = [
    toxoPositive
      ? `${toxo.name} ${ctx.show(toxo)} with CD4 below 100 cells/µL: the daily double-strength trimethoprim-sulfamethoxazole dose also prevents toxoplasmic encephalitis.`
      : undefined,
    cotrim ? "The record mentions co-trimoxazole already: check it is taken daily." : undefined,
    chest !== undefined
      ? `The notes record "${chest}": in HIV with a CD4 count below 200, Pneumocystis pneumonia usually builds up over weeks with breathlessness on exertion, a dry cough and fever, so it is looked for the same day before prophylaxis is started.`
      : undefined,
  ].filter((s): s is string => s !== undefined);

  return {
    refs: [
      ...confirmation.refs,
      ...ctx.refs(cd4.obs, pct, detectable(vl) ? vl : undefined, toxoPositive ? toxo : undefined),
      ...(failing ? artMeds.map((m) => m.ref) : []),
      ...ctx
        .labs("hiv-ag-ab")
        .filter(isPositive)
        .map((o) => o.ref),
    ].filter((r, i, all) => all.indexOf(r) === i),
    values: {
      confirmation: confirmation.text,
      cd4: `${cd4.obs.name} ${ctx.show(cd4.obs)}`,
      cells: formatNumber(cd4.cells),
      details: details.length > 0 ? ` (${details.join("; ")})` : "",
      art:
        gap !== undefined
          ? `The viral load was taken after a gap in antiretroviral therapy ("${gap}" in the notes), so it shows the time off treatment rather than a regimen failing while taken. The DHHS guidelines take a drug-resistance test while the regimen is taken or within 4 weeks of stopping it, review adherence, and choose any new regimen with expert advice.`
          : failing
            ? `The viral load is detectable on antiretroviral therapy${artMeds.length > 0 ? ` (${artMeds.map((m) => m.name).join(", ")})` : ""}: virological failure.${ukFailure ? " BHIVA investigates a viral load above 200 copies/mL on established treatment with a rapid repeat, with or without a genotypic resistance test, and defines virological failure as a confirmed rebound above 200 copies/mL." : ""} The DHHS guidelines ask for an assessment of adherence, drug interactions and tolerability, a drug-resistance test taken while the failing regimen is still taken, and a new regimen chosen with expert advice; a single drug is not added to a failing regimen.`
            : "Antiretroviral therapy is recommended for everyone with HIV, started immediately or as soon as possible after diagnosis (DHHS adult ART guidelines), and is most urgent at this stage.",
      plainArt:
        gap !== undefined
          ? "Your HIV virus level is high after the time you were without your HIV medicines. Keep taking them every day now. Your HIV clinic will test the virus for resistance and check that the level comes down."
          : failing
            ? "Your HIV medicines are not keeping the virus down at the moment. This often happens after missed doses, and sometimes the virus has become resistant to a medicine. Keep taking your tablets and see your HIV clinic soon: they will talk with you about taking them, test the virus for resistance, and may change your medicines."
            : "HIV medicines work well and are best started soon: they stop the virus and let your immune system recover. Your doctor or HIV clinic will arrange them.",
    },
    ...((failing || chest !== undefined) && {
      evidence: [
        // A UK record reads BHIVA first (review 29b, country-29b: a Leeds clinic cited US guidance only).
        ...(ukFailure ? ["bhiva-2016-monitoring", "dhhs-art-initiation", "nih-oi-pcp-prophylaxis"] : []),
        ...(failing ? ["dhhs-virologic-failure"] : []),
        ...(chest !== undefined ? ["salzer-2018-pcp-hiv-presentation"] : []),
      ],
      ...(ukFailure && { evidenceReplacesRule: true as const }),
    }),
    ...(failing && {
      patientQuestions: ["Why are my HIV medicines not working, and will they be changed?"],
    }),
    nextSteps: steps,
    ...(extra.length > 0 && { clinicianExtra: extra.join(" ") }),
    patientExtra: [
      chest !== undefined
        ? "You have chest symptoms, and with a low CD4 count they can be a lung infection called Pneumocystis pneumonia, which needs treatment quickly. See a doctor today."
        : undefined,
      cotrim
        ? "Keep taking your daily antibiotic tablet: it protects you from a serious lung infection while your immune system recovers."
        : `Until your immune system recovers, a daily antibiotic tablet (co-trimoxazole) can prevent a serious lung infection${toxoPositive ? " and an infection of the brain" : ""}.`,
    ]
      .filter((t): t is string => t !== undefined)
      .join(" "),
  };
}

/** Viral load thresholds in copies/mL: BHIVA counts 50–200 on treatment as a blip or low-level viraemia, above 200 as possible failure. */
const VL_BLIP = 50;
const VL_FAILURE = 200;
/** Integrase inhibitors (and the single tablets holding one), which metal cations bind in the gut. */
const INTEGRASE_INHIBITOR =
  /\b(?:bictegravir|dolutegravir|raltegravir|elvitegravir|cabotegravir|biktarvy|triumeq|dovato|juluca|tivicay|isentress|genvoya|stribild)\b/i;
/** Antacids and mineral supplements carrying aluminium, magnesium, calcium, iron or zinc. */
const CATION_PRODUCT =
  /\b(?:antacids?|rennie|gaviscon|maalox|mylanta|tums|calcium|calcichew|adcal|magnesium|aluminium|aluminum|ferrous|iron|zinc|multivitamins? (?:and|with) minerals)\b/i;

/** An HIV-1 RNA result in copies/mL: the measured number, or undefined (a "<x" or "not detected" result). */
function copies(obs: LabObservation | undefined): number | undefined {
  if (obs === undefined || obs.value.kind !== "number") return undefined;
  if (obs.value.comparator === "<" || obs.value.comparator === "<=") return undefined;
  return /cop/i.test(obs.rawUnit ?? obs.unit ?? "") ? obs.value.value : undefined;
}

/**
 * A viral load measured on treatment but below 50 copies/mL (review 21 infection, case 06: 45
 * copies/mL on a "<20" assay was only "higher than the usual range"). BHIVA starts counting a blip
 * at 50, so this is said plainly and kept at the routine schedule, not escalated.
 */
function belowBlip(
  ctx: RuleContext,
  vl: LabObservation,
  cd4: LabObservation | undefined,
  artMeds: readonly MedicationItem[],
): RuleMatch {
  const us = readsAsUsUnits(ctx);
  return {
    severity: Severity.info,
    refs: ctx.refs(vl, cd4, ...artMeds),
    values: {
      vl: `${vl.name} ${ctx.show(vl)}`,
      earlier: "",
      cd4: cd4 === undefined ? "" : `, CD4 ${ctx.show(cd4)}`,
      art: artMeds.length > 0 ? ` (${medNames(artMeds)})` : "",
      reading: us
        ? "This is measurable but well below 200 copies/mL, where the DHHS guidelines' definition of virologic failure begins, so it is no reason to change treatment; adherence is worth a word at the next contact."
        : "This is measurable but below 50 copies/mL, where the BHIVA definitions of a blip (a single 50–200) and of low-level viraemia begin, so it is no reason to change treatment; adherence is worth a word at the next contact.",
      chelation: "",
      plain:
        "A very small amount of HIV virus was measured, below the level HIV clinics count as a rise. This does not change your treatment. Keep taking your HIV medicine every day; your clinic will check it again at your usual test.",
      plainChelation: "",
    },
    nextSteps: ["Keep the routine viral load schedule; reinforce adherence at the next contact"],
    patientQuestions: [],
    ...(us && { evidence: ["dhhs-virologic-failure"], evidenceReplacesRule: true }),
  };
}

/**
 * A detectable viral load on antiretroviral therapy with a CD4 count of 200 or more, or none
 * (review 16, hiv-hep-tb case 10: 4,850 copies/mL on Biktarvy after missed doses, with calcium
 * antacids taken with the tablets, reported only as "above the reference range"). Below 200 CD4
 * the advanced-HIV finding speaks for it.
 */
function viraemiaOnArt(ctx: RuleContext): RuleMatch | undefined {
  if (!hivConfirmed(ctx) || (ctx.age !== undefined && ctx.age < 13)) return undefined;
  const cd4 = cd4Count(ctx);
  if (cd4 !== undefined && cd4.cells < 200) return undefined;
  const artMeds = ctx.model.medications.filter((m) => m.active && ART_DRUGS.test(m.name));
  if (NOT_ON_ART.test(ctx.freeText) || (artMeds.length === 0 && statedMention(ctx.freeText, ON_ART) === undefined))
    return undefined;
  const vl = viralLoad(ctx);
  const level = copies(vl);
  if (vl === undefined || level === undefined) return undefined;
  if (level < VL_BLIP) return belowBlip(ctx, vl, cd4?.obs, artMeds);
  const earlier = ctx.model.labs
    .filter(
      (o) => VIRAL_LOAD.test(o.name) && !CD4.test(o.name) && o !== vl && (o.time ?? -Infinity) < (vl.time ?? -Infinity),
    )
    .sort((a, b) => (b.time ?? -Infinity) - (a.time ?? -Infinity))[0];
  const wasSuppressed = earlier !== undefined && copies(earlier) === undefined;
  const failure = level > VL_FAILURE;
  const cations = ctx.model.medications.filter((m) => m.active && CATION_PRODUCT.test(m.name));
  const integrase = artMeds.filter((m) => INTEGRASE_INHIBITOR.test(m.name));
  const chelation = cations.length > 0 && integrase.length > 0;
  // A US record is read against the DHHS guidelines alone (review 27, country-27b); BHIVA's 2–6 week repeat is UK practice.
  const us = readsAsUsUnits(ctx);
  const steps = [
    failure
      ? "Repeat the viral load soon with a resistance test, taken while the current regimen is still being taken, and share the result with the HIV service"
      : us
        ? "Repeat the viral load to see whether it stays detectable; no change of treatment on a single result"
        : "Repeat the viral load in 2–6 weeks; no change of treatment on a single result",
    "Review adherence (missed doses, supply, life events), drug interactions and tolerability",
    ...(chelation
      ? [
          `Separate ${medNames(cations)} from ${medNames(integrase)}: take the HIV tablet at least 2 hours before an antacid, or take it together with a meal when a calcium or iron product is taken at the same time`,
        ]
      : []),
    ...(failure
      ? ["Keep the current regimen until the HIV service decides; do not stop it or add a single drug to it"]
      : []),
  ];
  return {
    severity: failure ? Severity.moderate : Severity.low,
    refs: ctx.refs(vl, earlier, cd4?.obs, ...artMeds, ...(chelation ? cations : [])),
    values: {
      vl: `${vl.name} ${ctx.show(vl)}`,
      earlier: wasSuppressed ? ` after an undetectable result (${ctx.show(earlier)})` : "",
      cd4: cd4 === undefined ? "" : `, CD4 ${ctx.show(cd4.obs)}`,
      art: artMeds.length > 0 ? ` (${medNames(artMeds)})` : "",
      reading: us
        ? failure
          ? "Above 200 copies/mL on treatment is virologic failure in the DHHS guidelines: they ask for a review of adherence, drug interactions and tolerability, a drug-resistance test taken while the failing regimen is still taken (or within 4 weeks of stopping it), and a new regimen chosen with expert advice; a single drug is not added to a failing regimen."
          : "Below 200 copies/mL this is not virologic failure in the DHHS guidelines (failure is a viral load not suppressed below 200 copies/mL): a single result like this calls for an adherence talk, an interaction check and a repeat, not a change of treatment."
        : failure
          ? "Above 200 copies/mL on established treatment, BHIVA asks for a rapid repeat with or without a genotypic resistance test, as it may mean virological failure; the DHHS guidelines add a review of adherence, interactions and tolerability, and a resistance test taken while the regimen is still being taken."
          : "A single result of 50–200 copies/mL on treatment is usually a blip (BHIVA): it calls for an adherence talk, an interaction check and a repeat within 2–6 weeks, not a change of treatment.",
      chelation: chelation
        ? ` ${medNames(cations)} with ${medNames(integrase)}: metal ions in antacids and mineral supplements bind integrase inhibitors in the gut, and an aluminium-magnesium antacid taken with bictegravir on an empty stomach cut its level by about four fifths in a study; taking the HIV tablet 2 hours before the antacid, or calcium and iron with a meal, lessened the loss.`
        : "",
      plain: failure
        ? "Your HIV virus level is measurable again. This often happens after missed doses, and some medicines or antacids can stop HIV tablets being absorbed. Keep taking your HIV medicine every day. Your HIV clinic will repeat the test soon and check whether the virus has become resistant."
        : "A small amount of HIV virus was found in your blood this time. A single small rise like this is common and often goes away. Keep taking your HIV medicine every day; the test will be repeated in a few weeks.",
      plainChelation: chelation
        ? " Antacids and calcium, iron or magnesium tablets can block your HIV tablet if taken at the same time: ask your pharmacist how to space them."
        : "",
    },
    nextSteps: steps,
    evidence: [
      ...(failure || us ? ["dhhs-virologic-failure"] : []),
      ...(chelation ? ["arora-2025-bictegravir-cations"] : []),
    ],
    ...(us && { evidenceReplacesRule: true }),
  };
}

export const HIV_RULES: readonly Rule[] = [
  {
    id: "hiv-advanced-cd4-below-200",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "HIV",
    title: "HIV with a CD4 count below 200: antiretroviral therapy and Pneumocystis prophylaxis",
    clinician:
      "{confirmation}, with {cd4}{details}: advanced HIV disease, CD4 below 200 cells/µL. {art} At a CD4 count below 200 cells/µL (or below 14 %, or with oropharyngeal candidiasis) the NIH/CDC/IDSA opportunistic-infection guidelines advise primary Pneumocystis prophylaxis, preferably trimethoprim-sulfamethoxazole (co-trimoxazole), until the CD4 count has been 200 or more for at least 3 months on ART.",
    patient:
      "Your tests show HIV, and your CD4 count (a measure of how strong your immune system is) is low. {plainArt}",
    nextSteps: [
      "Refer to the HIV service now to start antiretroviral therapy",
      "Start Pneumocystis prophylaxis with trimethoprim-sulfamethoxazole (co-trimoxazole)",
    ],
    patientQuestions: ["When can I start HIV treatment, and do I need a tablet to prevent infections until then?"],
    evidence: ["dhhs-art-initiation", "nih-oi-pcp-prophylaxis"],
    keywords: ["hiv", "cd4", "antiretroviral therapy", "pneumocystis prophylaxis", "co-trimoxazole", "toxoplasma"],
    match: advancedHiv,
  },
  {
    id: "hiv-viraemia-on-art",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "HIV",
    title: "Detectable HIV viral load on antiretroviral therapy",
    clinician: "{vl}{earlier}{cd4} on antiretroviral therapy{art}. {reading}{chelation}",
    patient: "{plain}{plainChelation}",
    nextSteps: ["Repeat the viral load and review adherence and drug interactions"],
    patientQuestions: ["Why is the virus showing again, and when will my test be repeated?"],
    evidence: ["bhiva-2016-monitoring"],
    keywords: ["hiv", "viral load", "virological failure", "viral blip", "adherence", "resistance testing"],
    match: viraemiaOnArt,
  },
];
