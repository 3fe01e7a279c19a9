import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { fallenFrom, infectionSigns } from "./drug-blood.ts";
import { marrowInfectionAdvice, marrowSeverity, marrowStopSentence } from "./drug-marrow-review12.ts";
import { statedMention } from "./notes.ts";
import { currentSmoking } from "./other.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Immunosuppressant safety gaps found in review 12 (immunosuppression cases 03, 06, 09, 11, 12, 14):
 * teratogenic immunosuppressants with a pregnancy or a pregnancy plan, live vaccines planned on
 * immunosuppression, JAK inhibitors in the regulators' risk groups and with lymphocytes below
 * 0.5 × 10⁹/L, low counts on sulfasalazine, and haematuria on cyclophosphamide. The medicines without
 * a class of their own in vocab/medications.ts are read by name here.
 */

const F = FindingFamily.drugLab;

const MYCOPHENOLATE = /\b(?:mycophenol\w*|cellcept|myfortic)\b/i;
const LEFLUNOMIDE = /\b(?:leflunomide|arava)\b/i;
const CYCLOPHOSPHAMIDE = /\b(?:cyclophosphamide|endoxana|cytoxan)\b/i;
const SULFASALAZINE = /\b(?:sulfasalazine|sulphasalazine|salazopyrin\w*)\b/i;
const JAK_INHIBITOR =
  /\b(?:tofacitinib|xeljanz|baricitinib|olumiant|upadacitinib|rinvoq|filgotinib|jyseleca|abrocitinib|cibinqo)\b/i;
/** Biologics outside the anti-TNF and anti-CD20 classes that the Green Book's "immunosuppressive biological therapy" covers. */
const OTHER_BIOLOGIC =
  /\b(?:tocilizumab|sarilumab|abatacept|ustekinumab|secukinumab|ixekizumab|vedolizumab|anakinra|belimumab|risankizumab|guselkumab|natalizumab|alemtuzumab)\b/i;

function named(ctx: RuleContext, re: RegExp): MedicationItem[] {
  return ctx.model.medications.filter((m) => m.active && re.test(m.name));
}

// ---------------------------------------------------------------------------------------------
// Teratogenic immunosuppressants with a pregnancy, a possible pregnancy or a pregnancy plan.

/** hCG (IU/L) at or above which a test reads positive (the MHRA's pregnancy-test sensitivity, 25 mIU/mL). */
const HCG_POSITIVE = 25;
const POSITIVE_TEST =
  /\bpositive\s+(?:urine\s+|home\s+|serum\s+)?pregnancy\s+test\b|\bpregnancy\s+test\s+(?:was\s+|is\s+)?positive\b|\b(?:is|now|newly)\s+pregnant\b/;
const POSSIBLE =
  /\bmissed\s+(?:a\s+|her\s+|my\s+|last\s+)?period\b|\bperiods?\s+(?:is\s+|are\s+)?(?:late|overdue)\b|\blate\s+period\b|\bnot\s+using\s+(?:any\s+|reliable\s+)?contracepti\w*/;
const PLAN =
  /\b(?:trying|try|tries|planning|plans?|wants?|wishes|hoping|hopes)\s+(?:to\s+)?(?:for\s+)?(?:a\s+)?(?:baby|pregnan\w*|conceive|get\s+pregnant|start\s+a\s+family)\b|\bstopped\s+(?:her\s+|taking\s+|using\s+)?(?:the\s+)?(?:contracepti\w*|pill|coil|implant)\b|\bpregnancy\s+plan\w*/;

interface PregnancyState {
  kind: "pregnant" | "possible" | "planning";
  what: string;
  refs: string[];
}

function pregnancyState(ctx: RuleContext): PregnancyState | undefined {
  if (ctx.sex === "male") return undefined;
  if (pregnancy(ctx) !== undefined)
    return { kind: "pregnant", what: "Pregnant", refs: ctx.refs(...ctx.conditions("pregnancy")) };
  const hcg = ctx.lab("hcg");
  const value = ctx.valueOf(hcg);
  if (hcg !== undefined && value !== undefined && value >= HCG_POSITIVE)
    return { kind: "pregnant", what: `Positive pregnancy test (hCG ${ctx.show(hcg)})`, refs: ctx.refs(hcg) };
  const text = ctx.freeText;
  const positive = statedMention(text, POSITIVE_TEST);
  if (positive !== undefined) return { kind: "pregnant", what: `Pregnancy stated ("${positive}")`, refs: [] };
  const possible = statedMention(text, POSSIBLE);
  if (possible !== undefined) return { kind: "possible", what: `Possible pregnancy ("${possible}")`, refs: [] };
  const plan = statedMention(text, PLAN);
  return plan === undefined ? undefined : { kind: "planning", what: `Pregnancy planned ("${plan}")`, refs: [] };
}

interface Teratogen {
  drug: string;
  meds: (ctx: RuleContext) => MedicationItem[];
  why: string;
  evidence: string;
}

const TERATOGENS: readonly Teratogen[] = [
  {
    drug: "mycophenolate",
    meds: (ctx) => named(ctx, MYCOPHENOLATE),
    why: "Mycophenolate: the MHRA advises against its use in pregnancy unless no suitable alternative can prevent transplant rejection, because it causes serious birth defects in about a quarter of exposed live births and miscarriage in about half of exposed pregnancies; women who could become pregnant need effective contraception during treatment and for 6 weeks after stopping.",
    evidence: "mhra-2015-mycophenolate-pregnancy",
  },
  {
    drug: "leflunomide",
    meds: (ctx) => named(ctx, LEFLUNOMIDE),
    why: "Leflunomide: contraindicated in pregnancy. Its active metabolite can stay in the blood for up to 2 years, so stopping it is not enough: the product information describes a drug-elimination procedure (colestyramine 8 g three times a day, or activated charcoal 50 g four times a day, for 11 days) with plasma levels below 0.02 mg/L confirmed by two tests at least 14 days apart before conception, and starting the procedure at once when a period is late.",
    evidence: "leflunomide-product-information-pregnancy",
  },
  {
    drug: "cyclophosphamide",
    meds: (ctx) => named(ctx, CYCLOPHOSPHAMIDE),
    why: "Cyclophosphamide: teratogenic and avoided in pregnancy; in a lupus case series every pregnancy exposed to it ended in loss.",
    evidence: "clowse-2005-cyclophosphamide-pregnancy",
  },
  {
    drug: "methotrexate",
    // A current pregnancy on methotrexate is drug-lab.ts's methotrexate-in-pregnancy finding.
    meds: (ctx) =>
      pregnancy(ctx) !== undefined || ctx.conditions("cancer").length > 0 ? [] : ctx.meds("methotrexate"),
    why: "Methotrexate: can cause embryo-fetal toxicity including fetal death, and is contraindicated in pregnancy outside cancer treatment.",
    evidence: "methotrexate-injection-label",
  },
];

function teratogenicImmunosuppressant(t: Teratogen, ctx: RuleContext): RuleMatch | undefined {
  const meds = t.meds(ctx);
  const state = meds.length === 0 ? undefined : pregnancyState(ctx);
  if (state === undefined) return undefined;
  const drugs = t.drug;
  const leflunomide = t.drug === "leflunomide";
  const washout = leflunomide
    ? [
        "Plan the leflunomide drug-elimination procedure (colestyramine or activated charcoal for 11 days) with the specialist, and confirm plasma levels below 0.02 mg/L on two tests 14 days apart",
      ]
    : [];
  const steps =
    state.kind === "planning"
      ? [
          `Advise reliable contraception now, and refer to the prescribing specialist before conception to plan a change from ${drugs}`,
          ...washout,
        ]
      : [
          ...(state.kind === "possible" ? ["Do a pregnancy test today"] : []),
          `Contact the prescribing specialist today about ${drugs}, and arrange early obstetric (maternal medicine) review`,
          ...washout,
          "Do not stop other immunosuppressants or steroids abruptly: the specialist plans treatment that suits pregnancy",
        ];
  const patient =
    state.kind === "planning"
      ? `You are planning a pregnancy and take ${drugs}, which can harm an unborn baby. Keep using reliable contraception and talk to your specialist before trying to conceive: the medicine usually has to be changed first${leflunomide ? ", and leflunomide has to be cleared from the body with another medicine" : ""}.`
      : `${state.kind === "pregnant" ? "Your results suggest you are pregnant" : "You may be pregnant"}, and you take ${drugs}, which can harm an unborn baby. Contact the doctor who prescribes it today.`;
  return {
    refs: [...ctx.refs(...meds), ...state.refs],
    values: { state: state.what, med: medNames(meds), why: t.why, patient },
    nextSteps: steps,
  };
}

// ---------------------------------------------------------------------------------------------
// Live vaccines planned on immunosuppression.

const LIVE_VACCINE =
  /\b(?:yellow\s+fever|mmr|measles|varicella\s+vaccin\w*|chicken\s*pox\s+vaccin\w*|zostavax|bcg|oral\s+typhoid|vivotif|live\s+(?:attenuated\s+)?(?:vaccin\w*|influenza|flu)|nasal\s+flu\s+vaccin\w*|fluenz\w*|oral\s+polio)\b/;
const SHINGLES_VACCINE = /\b(?:shingles|herpes\s+zoster|zoster)\s+vaccin\w*|\bshingrix\b/;

function immunosuppressants(ctx: RuleContext): MedicationItem[] {
  const byClass = ctx.medsOf(
    "anti-tnf",
    "anti-cd20",
    "methotrexate",
    "thiopurine",
    "calcineurin-inhibitor",
    "cytotoxic",
  );
  const byName = [MYCOPHENOLATE, LEFLUNOMIDE, JAK_INHIBITOR, OTHER_BIOLOGIC].flatMap((re) => named(ctx, re));
  return [...new Set([...byClass, ...byName])];
}

function liveVaccinePlanned(ctx: RuleContext): RuleMatch | undefined {
  const text = ctx.freeText;
  const live = statedMention(text, LIVE_VACCINE);
  // A question about the shingles vaccine ("asked about") is itself the reason to name the non-live one.
  const shingles = SHINGLES_VACCINE.exec(text)?.[0];
  if (live === undefined && shingles === undefined) return undefined;
  const meds = immunosuppressants(ctx);
  if (meds.length === 0) return undefined;
  const shinglesStep = "For shingles, use the non-live recombinant vaccine (Shingrix), not the live one (Zostavax)";
  return {
    refs: ctx.refs(...meds),
    values: {
      med: medNames(meds),
      what:
        live === undefined
          ? `a shingles vaccine is asked about ("${shingles}")`
          : `a live vaccine is planned ("${live}")`,
    },
    severity: live === undefined ? Severity.moderate : Severity.high,
    clinicianExtra:
      shingles === undefined
        ? undefined
        : "For shingles, the recombinant vaccine (Shingrix) is not live and is licensed for adults at raised risk because of immunosuppressive treatment; the live vaccine (Zostavax) is not given.",
    nextSteps:
      live === undefined
        ? [shinglesStep]
        : [
            `Do not give the live vaccine while on ${medNames(meds)}: discuss with the prescribing specialist and the travel or vaccination clinic first`,
            "Non-live (inactivated) vaccines can be given",
            ...(shingles === undefined ? [] : [shinglesStep]),
          ],
  };
}

// ---------------------------------------------------------------------------------------------
// JAK inhibitors: the MHRA/EMA risk groups, and lymphocytes below 0.5 × 10⁹/L.

const PAST_SMOKING =
  /\bex-?smoker\b|\bformer\s+smoker\b|\b(?:stopped|quit|gave\s+up)\s+smoking\b|\b\d+\s*pack[- ]?years?\b/;
/** Lymphocytes (per µL, as the engine reads them) below which JAK inhibitor product information interrupts or stops the drug. */
const JAK_LYMPHOCYTES = 500;

function jakRiskGroups(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, JAK_INHIBITOR);
  if (meds.length === 0) return undefined;
  const risks: string[] = [];
  const refs: string[] = [];
  if (ctx.age !== undefined && ctx.age >= 65) risks.push(`age ${ctx.age}`);
  const smoking = currentSmoking(ctx);
  const past = smoking === undefined ? statedMention(ctx.freeText, PAST_SMOKING) : undefined;
  if (smoking !== undefined) {
    risks.push("current smoking");
    refs.push(...smoking.refs);
  } else if (past !== undefined || ctx.everHad("smoker").length > 0) risks.push("past smoking");
  for (const [concept, label] of [
    ["vte", "previous venous thromboembolism"],
    ["ascvd", "cardiovascular disease"],
    ["cancer", "cancer"],
  ] as const) {
    const had = ctx.everHad(concept);
    if (had.length === 0) continue;
    risks.push(`${label} (${had[0]?.name})`);
    refs.push(...ctx.refs(...had));
  }
  if (risks.length === 0) return undefined;
  return {
    refs: [...ctx.refs(...meds), ...refs],
    values: { med: medNames(meds), risks: risks.join(", ") },
  };
}

function jakLymphopenia(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, JAK_INHIBITOR);
  const alc = meds.length === 0 ? undefined : ctx.lab("alc");
  const value = ctx.valueOf(alc);
  if (alc === undefined || value === undefined || value >= JAK_LYMPHOCYTES) return undefined;
  return { refs: ctx.refs(alc, ...meds), values: { med: medNames(meds), alc: ctx.show(alc) } };
}

// ---------------------------------------------------------------------------------------------
// Low counts on sulfasalazine.

/** Neutrophils (per µL, as the engine reads them), white cells and platelets (10⁹/L) that stop sulfasalazine (SPS). */
const SULFASALAZINE_STOP = { anc: 1600, wbc: 3.5, platelets: 140 } as const;
const COUNT_WORDS = { anc: "neutrophils", wbc: "white cells", platelets: "platelets" } as const;

export function sulfasalazineMarrow(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, SULFASALAZINE);
  if (meds.length === 0) return undefined;
  const low = (Object.keys(SULFASALAZINE_STOP) as (keyof typeof SULFASALAZINE_STOP)[]).flatMap((id) => {
    const obs = ctx.lab(id);
    const value = ctx.valueOf(obs);
    if (obs === undefined || value === undefined || value >= SULFASALAZINE_STOP[id]) return [];
    const prior = fallenFrom(ctx, id);
    return [{ obs, text: `${COUNT_WORDS[id]} ${ctx.show(obs)}${prior ? ` (from ${ctx.show(prior)})` : ""}` }];
  });
  if (low.length === 0) return undefined;
  const anc = ctx.valueOf(low.find((l) => l.obs.analyteId === "anc")?.obs);
  const signs = infectionSigns(ctx);
  const urgent = (anc !== undefined && anc < 500) || (anc !== undefined && anc < 1000 && signs !== undefined);
  return {
    refs: ctx.refs(...low.map((l) => l.obs), ...meds),
    values: { med: medNames(meds), counts: low.map((l) => l.text).join(", "), stop: marrowStopSentence("it") },
    severity: marrowSeverity(
      anc,
      signs,
      low.some((l) => l.obs.status === "critical-low"),
    ),
    clinicianExtra: signs === undefined ? undefined : `Signs of infection are recorded (${signs}).`,
    patientExtra: marrowInfectionAdvice(anc, signs),
    nextSteps: [
      `Stop ${medNames(meds)} now and contact the prescribing specialist today; do not restart it without specialist advice`,
      ...(urgent
        ? [
            "Assess the same day and treat the fever as neutropenic sepsis (urgent blood cultures and intravenous antibiotics)",
          ]
        : []),
      "Repeat the full blood count with a differential and liver tests",
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// Haematuria on cyclophosphamide.

const VISIBLE_HAEMATURIA =
  /\b(?:visible|frank|gross|macroscopic)\s+ha?ematuria\b|\bblood\s+in\s+(?:the\s+|her\s+|his\s+|my\s+)?urine\b|\bred\s+urine\b|\burine\s+(?:is\s+|was\s+)?(?:red|bloody|pink)\b|\bpassing\s+blood\b/;
const URINE_RED_CELLS =
  /\burine\b.*\b(?:red\s+(?:blood\s+)?cells?|rbcs?|erythrocytes?)\b|\b(?:red\s+cells?|rbcs?)\b.*\burine\b/i;

function urineBloodResults(ctx: RuleContext): LabObservation[] {
  const dipstick = ctx.lab("urine-blood");
  const cells = ctx.model.labs.filter(
    (o) => URINE_RED_CELLS.test(o.name) && (o.status === "high" || o.status === "critical-high"),
  );
  const positiveDipstick =
    dipstick !== undefined && dipstick.status !== "normal" && !/\bneg|^\s*(?:nil|none|0)\s*$/i.test(dipstick.rawValue);
  return [...(positiveDipstick ? [dipstick] : []), ...cells.slice(0, 1)];
}

function cyclophosphamideHaematuria(ctx: RuleContext): RuleMatch | undefined {
  const meds = named(ctx, CYCLOPHOSPHAMIDE);
  if (meds.length === 0) return undefined;
  const results = urineBloodResults(ctx);
  const visible = statedMention(ctx.freeText, VISIBLE_HAEMATURIA);
  if (results.length === 0 && visible === undefined) return undefined;
  const what = [
    ...(visible === undefined ? [] : [`"${visible}"`]),
    ...results.map((o) => `${o.name} ${ctx.show(o)}`),
  ].join(", ");
  const vasculitis = ctx.model.conditions.some((c) => /vasculitis|anca|lupus|sle\b|glomerulonephritis/i.test(c.name));
  return {
    refs: ctx.refs(...meds, ...results),
    values: { med: medNames(meds), what },
    severity: visible === undefined ? Severity.moderate : Severity.high,
    clinicianExtra: vasculitis
      ? "With vasculitis or lupus, active glomerulonephritis is the other cause to exclude: look for red cell casts and dysmorphic red cells, and compare creatinine and urine protein with earlier results."
      : undefined,
  };
}

/** One rule per medicine, each citing its own source. */
function teratogenRule(t: Teratogen): Rule {
  return {
    id: `${t.drug}-pregnancy-risk`,
    family: F,
    severity: Severity.high,
    problem: "Medicines in pregnancy",
    title: `Pregnancy or a pregnancy plan on ${t.drug}, which can harm an unborn baby`,
    clinician: "{state} on {med}, a medicine that can harm an unborn baby. {why}",
    patient: "{patient} Do not stop any of your medicines on your own: ask the doctor who prescribes them first.",
    nextSteps: ["Contact the prescribing specialist today"],
    patientQuestions: ["Which of my medicines need to change before or during a pregnancy?"],
    evidence: [t.evidence],
    keywords: [t.drug, "pregnancy", "teratogen", "contraception"],
    match: (ctx) => teratogenicImmunosuppressant(t, ctx),
  };
}

export const IMMUNOSUPPRESSION_REVIEW12_RULES: readonly Rule[] = [
  ...TERATOGENS.map(teratogenRule),
  {
    id: "live-vaccine-on-immunosuppression",
    family: F,
    severity: Severity.high,
    problem: "Vaccines and immunosuppression",
    title: "Vaccine planned on immunosuppressive treatment: live vaccines are not given",
    clinician:
      "On {med}, {what}. The UK Green Book lists current or recent immunosuppressive, including biological, therapy among the reasons to withhold or defer live vaccines (yellow fever, MMR, varicella, live shingles vaccine, BCG, oral typhoid, live nasal influenza), since the vaccine strain can multiply and cause severe infection; where there is doubt, specialist advice is sought rather than giving the vaccine.",
    patient:
      "Your medicine lowers your immune defences. Some vaccines contain a weakened live germ (for example yellow fever, MMR, chickenpox and one of the shingles vaccines) and are not safe for you while you take it. Tell the travel or vaccination clinic about your medicine, and ask your specialist before any vaccine; non-live vaccines can still be given.",
    nextSteps: ["Do not give live vaccines: discuss with the prescribing specialist first"],
    patientQuestions: ["Which vaccines are safe for me while I take this medicine?"],
    evidence: ["green-book-ch6-live-vaccines", "shingrix-recombinant-immunosuppressed"],
    keywords: ["live vaccine", "yellow fever", "mmr", "zostavax", "shingrix", "bcg", "immunosuppression", "biologic"],
    match: liveVaccinePlanned,
  },
  {
    id: "jak-inhibitor-risk-group",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "JAK inhibitor in a patient with risk factors named by the MHRA",
    clinician:
      "{med} with {risks}. The MHRA (2023, following the EMA review) found higher rates of major cardiovascular events, cancer, venous thromboembolism, serious infection and death with JAK inhibitors than with TNF inhibitors in at-risk patients, and advises avoiding them unless there is no suitable alternative in people aged 65 or over, current or past long-time smokers, or those with other cardiovascular or cancer risk factors; they are used with caution with other VTE risk factors, at a lower dose where the product allows, with periodic skin checks.",
    patient:
      "Your medicine ({med}) belongs to a group called JAK inhibitors. In people with some risk factors, including yours, these medicines have been linked to heart problems, blood clots, cancer and serious infections. Ask your specialist whether it is still the best choice for you. Get help urgently for a painful swollen leg, chest pain or sudden breathlessness.",
    nextSteps: [
      "Ask the prescribing specialist to review whether a suitable alternative to the JAK inhibitor exists",
      "Seek urgent assessment for leg swelling or pain, chest pain or sudden breathlessness (possible clot)",
    ],
    patientQuestions: ["Is there another treatment with fewer risks for me?"],
    evidence: ["mhra-2023-jak-inhibitors"],
    keywords: ["jak inhibitor", "tofacitinib", "baricitinib", "upadacitinib", "filgotinib", "mace", "vte"],
    match: jakRiskGroups,
  },
  {
    id: "jak-inhibitor-lymphopenia",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Lymphocytes below 0.5 × 10⁹/L on a JAK inhibitor",
    clinician:
      "Lymphocytes {alc} on {med}. JAK inhibitor product information interrupts treatment when the lymphocyte count is below 0.5 × 10⁹/L (baricitinib, abrocitinib), and the tofacitinib label stops tofacitinib when a repeat test confirms a count below 500 cells/mm³; a low count raises the risk of serious infection.",
    patient:
      "Your lymphocytes, a type of white blood cell that fights infection, are very low. Your medicine ({med}) can cause this. Contact your specialist soon: the test is usually repeated, and the medicine stopped if it stays this low.",
    nextSteps: [
      "Repeat the full blood count with a differential within days",
      "If confirmed below 0.5 × 10⁹/L, stop the JAK inhibitor and discuss with the prescribing specialist",
    ],
    evidence: ["jak-inhibitor-lymphopenia-product-information"],
    keywords: ["jak inhibitor", "tofacitinib", "lymphopenia", "lymphocytes"],
    match: jakLymphopenia,
  },
  {
    id: "sulfasalazine-marrow-toxicity",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Low blood counts on sulfasalazine: stop and review",
    clinician:
      "Low counts on sulfasalazine ({med}): {counts}. This fits sulfasalazine marrow toxicity, most often in the first months of treatment. The NHS Specialist Pharmacy Service monitoring advice stops sulfasalazine and involves the consultant when white cells are below 3.5, neutrophils below 1.6 or platelets below 140 × 10⁹/L, and checks the blood count at once with a severe sore throat or mouth ulcers.",
    patient:
      "You take sulfasalazine, and some of your blood cell counts are low. This medicine can sometimes stop the bone marrow making enough blood cells. {stop}",
    nextSteps: ["Stop sulfasalazine and contact the prescribing specialist today"],
    patientQuestions: ["Will I need a different medicine for my arthritis?"],
    evidence: ["sps-sulfasalazine-monitoring"],
    keywords: ["sulfasalazine", "agranulocytosis", "neutropenia", "dmard"],
    match: sulfasalazineMarrow,
  },
  {
    id: "cyclophosphamide-haematuria",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Blood in the urine on cyclophosphamide: possible haemorrhagic cystitis",
    clinician:
      "Haematuria on {med} ({what}). Cyclophosphamide's urinary metabolite (acrolein) can cause haemorrhagic cystitis, whose main sign is visible haematuria; long-term exposure also raises the risk of bladder cancer. Urinalysis, urine cytology and cystoscopy are the tests used to diagnose it.",
    patient:
      "You take cyclophosphamide and there is blood in your urine. This medicine can irritate the bladder and make it bleed. Contact the team who give it today, before your next dose, and drink plenty of fluids unless you have been told otherwise.",
    nextSteps: [
      "Contact the team giving cyclophosphamide today, before the next dose",
      "Urine microscopy (red cell casts), urine culture, creatinine and urine protein/creatinine ratio",
      "Persistent or recurrent visible haematuria: urology assessment (cystoscopy)",
    ],
    evidence: ["cancer-1988-cyclophosphamide-cystitis"],
    keywords: ["cyclophosphamide", "haemorrhagic cystitis", "haematuria", "acrolein", "mesna"],
    match: cyclophosphamideHaematuria,
  },
];
