import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { CDIFF, cdiffToxinPositive } from "./cdiff-toxin.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUsUnits } from "./uk-record.ts";
import { readVitals } from "./vital-signs.ts";

/*
 * C. difficile toxin detected (review 14, infection case 13: GDH and toxin positive after
 * co-amoxiclav in a 79-year-old on omeprazole, white cells 17.8, creatinine 148 from 82, 38.3 °C;
 * the engine offered a sepsis check and called the creatinine chronic kidney disease).
 *
 * NICE NG199 (nice-ng199-cdiff): stop the antibiotics unless essential, review proton pump
 * inhibitors and medicines that harm with dehydration, and give an oral antibiotic (vancomycin,
 * then fidaxomicin); severe by Public Health England's markers: white cells above 15 × 10⁹/L, an
 * acute creatinine rise of more than 50% above baseline, a temperature above 38.5 °C; hypotension
 * marks life-threatening disease. A GDH antigen or a gene (PCR) test alone does not diagnose
 * infection: the diagnosis rests on a toxin test with diarrhoea, so only a detected toxin is read.
 */

const ANTIBIOTIC =
  /\b(?:\w*cillin|co-?amoxiclav|augmentin|cef\w+|ceph\w+|\w*floxacin|clindamycin|\w*mycin|doxycycline|tetracycline|trimethoprim|co-?trimoxazole|nitrofurantoin|metronidazole|meropenem|ertapenem|tazobactam)\b/i;
const WBC_SEVERE = 15;
const CREATININE_RISE = 1.5;
const TEMP_SEVERE = 38.5;
const SYSTOLIC_SHOCK = 90;
/** An earlier creatinine written in the notes ("creatinine 82 umol/L in September"). */
// The unit may be left out ("baseline creatinine 80."): a value of 20 or more is then read as µmol/L,
// a smaller one as mg/dL (review 35, resp-infect-35 case 06: creatinine 168 µmol/L against "baseline
// creatinine 80" was not counted as a severity marker).
const NOTED_CREATININE = /\bcreatinine\s*(?:was\s*)?(\d+(?:\.\d+)?)\s*(umol\/l|µmol\/l|micromol\/l|mg\/dl)?/;
/** A noted creatinine without a unit is µmol/L from this value up, else mg/dL. */
const UNITLESS_UMOL_FROM = 20;

/** The other positive C. difficile tests (GDH antigen, toxin gene) beside a detected toxin. */
function otherPositiveTests(ctx: RuleContext, toxin: readonly LabObservation[]): LabObservation[] {
  return ctx.model.labs.filter(
    (o) => CDIFF.test(o.name) && !toxin.includes(o) && o.value.kind === "qualitative" && o.value.result === "positive",
  );
}

/** The creatinine rise against the earliest earlier value (series, else the notes), as a ratio. */
function creatinineRise(ctx: RuleContext, now: LabObservation): { ratio: number; from: string } | undefined {
  const current = ctx.valueOf(now);
  if (current === undefined) return undefined;
  const earlier = ctx
    .series("creatinine")
    ?.points.filter((p) => p.time !== undefined && now.time !== undefined && p.time < now.time);
  const first = earlier?.[0];
  if (first !== undefined && first.value > 0) {
    // Quoted as the laboratory reported it: the series holds values converted to mg/dL, which read
    // as "1 mg/dL" beside a µmol/L result.
    const reported = ctx.model.labs.find((o) => o.ref === first.labRef);
    return {
      ratio: current / first.value,
      from:
        reported !== undefined
          ? ctx.show(reported)
          : `${formatNumber(first.value)} ${ctx.series("creatinine")?.unit ?? ""} (${first.date})`.trim(),
    };
  }
  const noted = NOTED_CREATININE.exec(ctx.freeText);
  if (noted === null) return undefined;
  const before = Number(noted[1]);
  const notedMg = noted[2] === undefined ? before < UNITLESS_UMOL_FROM : noted[2].startsWith("mg");
  const sameUnit = (now.unit ?? "").toLowerCase().startsWith("mg") === notedMg;
  const raw = now.value.kind === "number" ? now.value.value : undefined;
  if (!sameUnit || raw === undefined || before <= 0) return undefined;
  return {
    ratio: raw / before,
    from: `${noted[1]} ${noted[2] ?? (notedMg ? "mg/dL" : "µmol/L")} (in the notes)`,
  };
}

const C_DIFF_STEPS = [
  "Start oral vancomycin 125 mg four times daily for 10 days (fidaxomicin 200 mg twice daily second line); seek microbiology advice",
  "Stop the antibiotics that preceded it unless essential, and review proton pump inhibitors, laxatives, NSAIDs, ACE inhibitors, ARBs and diuretics",
  "Assess severity daily (white cells, creatinine against baseline, temperature, abdominal signs); hypotension, ileus or a distended abdomen need urgent specialist and surgical review",
];

/*
 * Severity on a US record (review 31, infect-31 case 02: a Phoenix record with white cells 17.2 was
 * called "severe by the usual markers", which were the UK ones: white cells above 15, a creatinine
 * rise of more than 50% and a temperature above 38.5 °C, with NICE wording). IDSA/SHEA
 * (idsa-shea-2021-cdi, as BMJ Best Practice tabulates it) calls disease severe with white cells of
 * 15,000/µL or more or a creatinine above 1.5 mg/dL, and fulminant with hypotension, shock, ileus or
 * megacolon; temperature is not among its markers.
 */
const US_WBC_SEVERE = 15;
const US_CREATININE_SEVERE = 1.5;
const US_SEVERITY_STEP =
  "Assess severity daily (white cells, creatinine, abdominal signs); hypotension, shock, ileus or megacolon mark fulminant disease and need urgent specialist and surgical review";

function usSeverityMarkers(
  ctx: RuleContext,
  wbc: LabObservation | undefined,
  creatinine: LabObservation | undefined,
): string[] {
  const w = ctx.valueOf(wbc);
  const cr = ctx.valueOf(creatinine);
  return [
    ...(w !== undefined && w >= US_WBC_SEVERE ? [`white cells ${ctx.show(wbc)}`] : []),
    ...(cr !== undefined && cr > US_CREATININE_SEVERE ? [`creatinine ${ctx.show(creatinine)}`] : []),
  ];
}

/** A toxin result written in the notes ("C. difficile toxin positive 11/29"). */
const NOTED_TOXIN =
  /\b(?:c\.?\s*diff(?:icile)?|clostridi(?:oides|um) difficile|cdiff)\s+toxin\s+(?:is\s+|was\s+)?(?:positive|detected)\b/i;

/*
 * A current C. difficile infection on the problem list, with its toxin result in the notes rather
 * than as a result (review 33, infect-resp-33 case 08: an active "Clostridioides difficile
 * infection", "C. difficile toxin positive" in the notes, white cells 18.6 and creatinine 1.7 mg/dL
 * drew no C. difficile finding, and the white cells were called raised "with no infection recorded").
 */
function notedInfection(ctx: RuleContext): { condition: { name: string; ref: string }; quote: string } | undefined {
  const condition = ctx.model.conditions.find(
    (c) => CDIFF.test(c.name) && /active|recurrence|relapse/i.test(c.status || "active"),
  );
  const quote = statedMention(ctx.freeText, NOTED_TOXIN);
  return condition === undefined || quote === undefined ? undefined : { condition, quote };
}

/*
 * A further episode (review 35, resp-infect-35 case 06: toxin positive 5 weeks after oral vancomycin
 * for C. difficile, the earlier episode "resolved" on the problem list, was given the first-episode
 * plan, vancomycin again). NICE NG199 asks whether an episode is a first or a further one, a relapse
 * (within 12 weeks of the last symptoms settling) or a recurrence (later), as this decides the
 * antibiotic; UK formularies give fidaxomicin for a relapse and vancomycin for a later recurrence
 * (nhs-lothian-cdi-recurrence). Antimotility and other gut-acting medicines are reviewed (NG199 1.1.4).
 */
const EARLIER_EPISODE_NOTE =
  /\b(?:previous|prior|earlier|recent|last|first)\s+(?:episode\s+of\s+)?(?:c\.?\s*diff(?:icile)?|clostridi(?:oides|um) difficile|cdiff)\b|\b(?:after|since)\s+(?:finishing|completing|stopping)\s+(?:oral\s+)?(?:vancomycin|fidaxomicin)\b/i;
const WEEKS_SINCE = /\b(\d{1,2})\s*weeks?\s+(?:after|since)\s+(?:finishing|completing|stopping|the end of)\b/i;
const RELAPSE_WEEKS = 12;
const GUT_ACTING =
  /\b(?:loperamide|imodium|diphenoxylate|co-?phenotrope|lomotil|codeine|senna|bisacodyl|lactulose|macrogol|movicol|docusate|sodium picosulfate)\b/i;

function furtherEpisode(ctx: RuleContext): { what: string; weeks?: number } | undefined {
  const past = ctx.model.conditions.find(
    (c) => CDIFF.test(c.name) && /resolved|inactive|remission|history|past/i.test(c.status ?? ""),
  );
  const note = statedMention(ctx.freeText, EARLIER_EPISODE_NOTE);
  if (past === undefined && note === undefined) return undefined;
  const w = WEEKS_SINCE.exec(ctx.freeText);
  return {
    what: past !== undefined ? `"${past.name}" on the problem list` : `"${note}" in the notes`,
    ...(w !== null && { weeks: Number(w[1]) }),
  };
}

function cdiffInfection(ctx: RuleContext): RuleMatch | undefined {
  const toxin = cdiffToxinPositive(ctx);
  const noted = toxin.length === 0 ? notedInfection(ctx) : undefined;
  if (toxin.length === 0 && noted === undefined) return undefined;
  const wbc = ctx.lab("wbc");
  const creatinine = ctx.lab("creatinine");
  const vitals = readVitals(ctx);
  // A US record follows IDSA/SHEA 2021, which prefers fidaxomicin for a first episode; NICE NG199
  // and "the UK markers" were cited on a North Carolina record (review 30b, endo-infect-30b case 09).
  const us = readsAsUsUnits(ctx);
  const markers = us ? usSeverityMarkers(ctx, wbc, creatinine) : [];
  const w = ctx.valueOf(wbc);
  if (!us && w !== undefined && w > WBC_SEVERE) markers.push(`white cells ${ctx.show(wbc)}`);
  const rise = us || creatinine === undefined ? undefined : creatinineRise(ctx, creatinine);
  if (rise !== undefined && rise.ratio > CREATININE_RISE) {
    markers.push(`creatinine ${ctx.show(creatinine)}, up ${Math.round((rise.ratio - 1) * 100)}% from ${rise.from}`);
  }
  if (!us && vitals.temp !== undefined && vitals.temp.value > TEMP_SEVERE)
    markers.push(`temperature ${vitals.temp.value.toFixed(1)} °C`);
  const shock = vitals.systolic !== undefined && vitals.systolic.value < SYSTOLIC_SHOCK;
  const antibiotics = ctx.model.medications.filter((m) => ANTIBIOTIC.test(m.name));
  const ppis = ctx.meds("ppi");
  const gutActing = ctx.model.medications.filter((m) => GUT_ACTING.test(m.name));
  const review = [
    antibiotics.length > 0
      ? `stop ${antibiotics.map((m) => m.name).join(" and ")} unless essential (if already finished, avoid further courses where possible)`
      : "",
    ppis.length > 0 ? `review the need for ${ppis.map((m) => m.name).join(" and ")}` : "",
    gutActing.length > 0 ? `review the need for ${gutActing.map((m) => m.name).join(" and ")} (acting on the gut)` : "",
  ].filter(Boolean);
  const further = us ? undefined : furtherEpisode(ctx);
  const relapse = further?.weeks !== undefined ? further.weeks <= RELAPSE_WEEKS : undefined;
  const severe = markers.length > 0 || shock;
  return {
    ...(further !== undefined && {
      nextSteps: [
        relapse === true
          ? "Further episode within 12 weeks (a relapse): fidaxomicin 200 mg twice daily for 10 days, with microbiology advice"
          : relapse === false
            ? "Further episode more than 12 weeks after the last (a recurrence): oral vancomycin 125 mg four times daily for 10 days, with microbiology advice"
            : "Further episode: establish when the last episode settled (within 12 weeks, a relapse: fidaxomicin 200 mg twice daily for 10 days) and seek microbiology advice",
        ...C_DIFF_STEPS.slice(1),
      ],
      evidence: ["nhs-lothian-cdi-recurrence"],
    }),
    ...(us && {
      nextSteps: [
        "Start fidaxomicin 200 mg twice daily for 10 days (IDSA/SHEA 2021 preferred), or oral vancomycin 125 mg four times daily for 10 days",
        C_DIFF_STEPS[1]!,
        US_SEVERITY_STEP,
      ],
      evidence: ["idsa-shea-2021-cdi"],
      evidenceReplacesRule: true as const,
    }),
    // A positive GDH or gene test beside the toxin is part of the same diagnosis: its own line
    // ("Your test for C. difficile GDH was positive") repeated it (review 21, leftovers-21d case 02).
    refs: ctx.refs(
      ...toxin,
      ...(noted === undefined ? [] : [noted.condition]),
      ...otherPositiveTests(ctx, toxin),
      wbc,
      creatinine,
      vitals.temp?.v,
      ...antibiotics,
      ...ppis,
    ),
    severity: severe ? Severity.high : Severity.moderate,
    values: {
      tests:
        noted === undefined
          ? toxin.map((o) => `${o.name} ${o.rawValue}`).join(", ")
          : `"${noted.quote}" in the notes, with ${noted.condition.name} on the problem list`,
      severity: shock
        ? ` Systolic blood pressure ${formatNumber(vitals.systolic!.value)} mmHg: possible life-threatening infection, which needs urgent specialist and surgical review.`
        : markers.length > 0
          ? us
            ? ` Severe by the IDSA/SHEA criteria (white cells 15,000/µL or more, or creatinine above 1.5 mg/dL): ${markers.join("; ")}.`
            : ` Severe by the UK markers: ${markers.join("; ")}.`
          : us
            ? " No IDSA/SHEA severity marker (white cells 15,000/µL or more, creatinine above 1.5 mg/dL) is in the record."
            : " No severity marker (white cells above 15, creatinine more than 50% above baseline, temperature above 38.5 °C) is in the record.",
      review: review.length > 0 ? ` Medicines: ${review.join("; ")}.` : "",
      guidance: further
        ? `A C. difficile episode is already recorded (${further.what}), so this is a further episode, not a first${further.weeks === undefined ? "" : `, ${further.weeks} weeks after the last treatment ended by the notes (${relapse ? "a relapse" : "a recurrence"})`}. NICE NG199 asks whether it is a relapse (within 12 weeks of the last symptoms settling) or a recurrence (later), as this decides the antibiotic: UK formularies give fidaxomicin 200 mg twice daily for 10 days for a relapse and oral vancomycin for a later recurrence, with microbiology advice. NG199 also asks for a review of proton pump inhibitors, of other medicines acting on the gut, and of medicines that harm with dehydration (NSAIDs, ACE inhibitors, ARBs, diuretics).`
        : us
          ? "IDSA/SHEA 2021: fidaxomicin is preferred for a first episode (200 mg twice daily for 10 days), oral vancomycin 125 mg four times daily for 10 days an acceptable alternative; hypotension, shock, ileus or megacolon mark fulminant disease."
          : "NICE NG199: an oral antibiotic for a first episode (vancomycin 125 mg four times daily for 10 days, fidaxomicin second line), a review of proton pump inhibitors and of medicines that harm with dehydration (NSAIDs, ACE inhibitors, ARBs, diuretics), and in the community prompt microbiology advice.",
    },
    ...(severe && {
      patientExtra:
        "Some of your results suggest the infection is severe, so you need to be seen by a doctor today. Drink plenty of fluids.",
    }),
  };
}

export const C_DIFFICILE_RULES: readonly Rule[] = [
  {
    id: "c-difficile-infection",
    family: FindingFamily.pattern,
    severity: Severity.moderate,
    problem: "C. difficile infection",
    title: "C. difficile toxin detected: treat, review antibiotics and acid-suppressing medicines",
    clinician: "{tests}: with diarrhoea, C. difficile infection.{severity}{review} {guidance}",
    patient:
      "Your stool test shows C. difficile, a gut infection that can follow a course of antibiotics. It is treated with a specific antibiotic taken by mouth. Your doctor will also look at whether any of your other medicines, such as stomach-acid tablets, should be stopped. Get help fast if you have severe {tummy} pain, a swollen {tummy}, feel faint or stop passing stools.",
    nextSteps: C_DIFF_STEPS,
    patientQuestions: ["Which of my medicines should I stop while I have this infection?"],
    evidence: ["nice-ng199-cdiff"],
    keywords: [
      "clostridioides difficile",
      "c. difficile toxin",
      "oral vancomycin",
      "fidaxomicin",
      "antibiotic-associated diarrhoea",
    ],
    match: cdiffInfection,
  },
];
