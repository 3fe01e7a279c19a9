import { FindingFamily, type ConditionItem, type MedicationItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";

/*
 * Neurology and polypharmacy interactions the twelfth review found missing: an opioid with a
 * benzodiazepine or Z-drug (respiratory depression), medicines that worsen myasthenia gravis,
 * enzyme-inducing medicines that weaken warfarin or hormonal contraception, and lamotrigine
 * started with valproate, topiramate in a woman who could become pregnant, aspirin with clopidogrel
 * continued long after a stroke or TIA, a potassium supplement with a high potassium, a low
 * bicarbonate on topiramate; and a raised INR read
 * against the warfarin target the record gives.
 */

const F = FindingFamily.drugLab;

function activeConditions(ctx: RuleContext, re: RegExp): ConditionItem[] {
  return ctx.model.conditions.filter((c) => isActiveCondition(c.status) && (re.test(c.name) || re.test(c.code ?? "")));
}

// ---------------------------------------------------------------------------------------------
// Opioid with a benzodiazepine or Z-drug.

/** Morphine brands the drug-class vocabulary leaves out because their names are short or shared (MST Continus, Morphgesic). */
const MORPHINE_BRAND = /\b(?:mst\s+continus|morphgesic)\b/i;

function opioids(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) =>
      m.active && (m.classes.includes("opioid") || m.classes.includes("cyp2d6-opioid") || MORPHINE_BRAND.test(m.name)),
  );
}

/** Daytime sleepiness or slowed breathing stated in the notes. */
const SEDATION_NOTES =
  /\b(?:(?:very|more|excessively|increasingly)\s+(?:drowsy|sleepy)|drows(?:y|iness)|hard to (?:rouse|wake)|difficult to (?:rouse|wake)|slow(?:ed)?\s+breathing|shallow breathing|respiratory depression)\b/;
const LUNG_DISEASE = /\bcopd\b|\bchronic obstructive\b|\bemphysema\b|\bobstructive sleep apno\w*|\bJ4[34]\b/i;

function opioidSedative(ctx: RuleContext): RuleMatch | undefined {
  const opi = opioids(ctx);
  const sedatives = ctx.medsOf("benzodiazepine", "z-drug");
  if (opi.length === 0 || sedatives.length === 0) return undefined;
  const gaba = ctx.meds("gabapentinoid");
  const lung = activeConditions(ctx, LUNG_DISEASE);
  const drowsy = statedMention(ctx.freeText, SEDATION_NOTES, true);
  const extras: string[] = [];
  if (gaba.length > 0)
    extras.push(`${medNames(gaba)} (a gabapentinoid) adds a further sedative and breathing-depressant effect.`);
  if (lung.length > 0)
    extras.push(`${lung.map((c) => c.name).join(" and ")} lowers the reserve against slowed breathing.`);
  if (drowsy !== undefined)
    extras.push(`The notes already describe "${drowsy}", which may be early over-sedation on this combination.`);
  const worse = lung.length > 0 || drowsy !== undefined;
  return {
    refs: [...ctx.refs(...opi, ...sedatives, ...gaba), ...ctx.refs(...lung)],
    values: { opioids: medNames(opi), sedatives: medNames(sedatives) },
    ...(extras.length > 0 ? { clinicianExtra: extras.join(" ") } : {}),
    ...(worse
      ? {
          patientExtra:
            "Because your record mentions a lung condition or heavy drowsiness, please speak to your doctor about this within the next few days. If you or the people around you notice slow or shallow breathing, or you are hard to wake, call emergency services.",
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Medicines that worsen myasthenia gravis.

const MYASTHENIA = /\bmyasthenia\b|\bmyasthenic\b|\bG70\.0/i;

/** Medicine groups the MGFA caution list and the label warnings name, each with its pattern. */
const MG_WORSENING: readonly (readonly [string, RegExp])[] = [
  [
    "fluoroquinolone",
    /\b(?:ciprofloxacin|levofloxacin|moxifloxacin|ofloxacin|norfloxacin|delafloxacin|ciproxin|cipro|levaquin|tavanic|avelox)\b/i,
  ],
  [
    "macrolide",
    /\b(?:clarithromycin|erythromycin|azithromycin|telithromycin|klaricid|klacid|biaxin|zithromax|erythrocin|erymax)\b/i,
  ],
  ["aminoglycoside", /\b(?:gentamicin|tobramycin|amikacin|neomycin|streptomycin|kanamycin)\b/i],
  [
    "beta-blocker",
    /\b(?:propranolol|atenolol|bisoprolol|metoprolol|carvedilol|labetalol|nebivolol|nadolol|sotalol|timolol|acebutolol|inderal|tenormin)\b/i,
  ],
  ["magnesium", /\bmagnesium\s+(?:sulfate|sulphate)\b/i],
];

/** New weakness of the eyelids, eyes, swallowing, speech or breathing stated in the notes. */
const BULBAR_NOTES =
  /\b(?:ptosis|droopy (?:eye)?lids?|drooping (?:eye)?lids?|double vision|diplopia|difficulty (?:in )?swallowing|trouble swallowing|dysphagia|choking|slurred speech|dysarthria|breathless\w*|short(?:ness)? of breath|dyspnoea|dyspnea|weak(?:er|ness)? (?:cough|neck|arms|legs))\b/;

function myastheniaDrugs(ctx: RuleContext): RuleMatch | undefined {
  const mg = activeConditions(ctx, MYASTHENIA);
  if (mg.length === 0) return undefined;
  const hits = ctx.model.medications
    .filter((m) => m.active)
    .map((m) => ({ m, group: MG_WORSENING.find(([, re]) => re.test(m.name))?.[0] }))
    .filter((h): h is { m: MedicationItem; group: string } => h.group !== undefined);
  if (hits.length === 0) return undefined;
  const symptom = statedMention(ctx.freeText, BULBAR_NOTES, true);
  const named = hits.map((h) => `${h.m.name} (${h.group})`).join(", ");
  return {
    refs: [...ctx.refs(...hits.map((h) => h.m)), ...ctx.refs(...mg)],
    values: { meds: named, condition: mg[0]?.name ?? "myasthenia gravis" },
    ...(symptom !== undefined
      ? {
          severity: Severity.critical,
          clinicianExtra: `The notes describe "${symptom}": new eyelid, swallowing, speech or breathing weakness after one of these medicines may be the start of a myasthenic crisis and needs assessment today, including breathing capacity (vital capacity or negative inspiratory force) and a swallow check.`,
          patientExtra:
            "Because your notes mention new weakness such as drooping eyelids or trouble swallowing, please get medical help today. If you are short of breath, cannot swallow your saliva or your speech is getting weaker, call emergency services.",
          nextSteps: [
            "Same-day assessment for myasthenic exacerbation or crisis: breathing capacity, swallow, neck and limb strength; involve the neurology team",
            "Stop the fluoroquinolone or macrolide and choose an antibiotic that does not impair neuromuscular transmission",
            "Review the beta-blocker with the prescriber once the acute episode is managed",
          ],
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Enzyme-inducing medicines with warfarin or hormonal contraception.

/** Strong liver-enzyme inducers named by the warfarin interaction reviews and the SPS contraception list. */
const STRONG_INDUCER =
  /\b(?:carbamazepine|tegretol|phenytoin|epanutin|dilantin|phenobarbit(?:al|one)|primidone|rifampi(?:ci)?n|rifadin|rifabutin|st\.? john'?s wort|hypericum)\b/i;
/** Further inducers on the SPS list that matter for contraception (topiramate only from 200 mg a day: not read here). */
const CONTRACEPTIVE_INDUCER =
  /\b(?:oxcarbazepine|trileptal|eslicarbazepine|perampanel|rufinamide|efavirenz|nevirapine|modafinil)\b/i;

/** A start within this many days counts as recent: induction builds over about two to four weeks. */
const RECENT_DAYS = 180;

function started(ctx: RuleContext, m: MedicationItem): string {
  if (m.startDate === undefined || ctx.model.now === undefined) return m.name;
  const days = (Date.parse(ctx.model.now) - Date.parse(m.startDate)) / 86_400_000;
  return days >= 0 && days <= RECENT_DAYS ? `${m.name} (started ${m.startDate.slice(0, 10)})` : m.name;
}

function inducerWarfarin(ctx: RuleContext): RuleMatch | undefined {
  const warfarin = ctx.meds("warfarin");
  if (warfarin.length === 0) return undefined;
  const inducers = ctx.model.medications.filter((m) => m.active && STRONG_INDUCER.test(m.name));
  if (inducers.length === 0) return undefined;
  const inr = ctx.lab("inr");
  const value = ctx.valueOf(inr);
  const low = value !== undefined && value < 2;
  return {
    refs: ctx.refs(...warfarin, ...inducers, inr),
    values: { inducers: inducers.map((m) => started(ctx, m)).join(", "), warfarin: medNames(warfarin) },
    ...(low && inr !== undefined
      ? {
          severity: Severity.high,
          clinicianExtra: `The INR is ${ctx.show(inr)}, below range: the inducer is the likely reason and the warfarin dose usually has to rise substantially, with frequent INR checks until stable.`,
        }
      : {}),
  };
}

/** Hormonal contraceptives whose effect an enzyme inducer lowers (combined methods, progestogen-only pill, implant). */
const HORMONAL_CONTRACEPTIVE =
  /\b(?:combined (?:oral|hormonal) contracepti\w*|contracepti\w+ (?:pill|patch|ring)|ethinyl\s*-?o?estradiol|levonorgestrel|norethisterone|desogestrel|gestodene|drospirenone|norgestimate|etonogestrel|nexplanon|nuvaring|evra|microgynon|rigevidon|yasmin|cerazette|cilest|marvelon|femodene)\b/i;
/** Levonorgestrel intrauterine systems act locally and keep working with inducers. */
const LNG_IUS = /\b(?:mirena|kyleena|jaydess|levosert|benilexa|intra-?uterine|ius|coil)\b/i;

function inducerContraception(ctx: RuleContext): RuleMatch | undefined {
  const contraceptives = ctx.model.medications.filter(
    (m) => m.active && HORMONAL_CONTRACEPTIVE.test(m.name) && !LNG_IUS.test(m.name),
  );
  if (contraceptives.length === 0) return undefined;
  const inducers = ctx.model.medications.filter(
    (m) => m.active && (STRONG_INDUCER.test(m.name) || CONTRACEPTIVE_INDUCER.test(m.name)),
  );
  if (inducers.length === 0) return undefined;
  const teratogens = ctx.model.medications.filter(
    (m) =>
      m.active &&
      (m.classes.includes("warfarin") ||
        m.classes.includes("valproate") ||
        /\bcarbamazepine|phenytoin|topiramate\b/i.test(m.name)),
  );
  return {
    refs: ctx.refs(...contraceptives, ...inducers),
    values: { inducers: medNames(inducers), contraceptives: medNames(contraceptives) },
    ...(teratogens.length > 0
      ? {
          clinicianExtra: `An unplanned pregnancy matters more here because ${medNames(teratogens)} can harm a developing baby.`,
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// Lamotrigine with valproate.

function lamotrigineValproate(ctx: RuleContext): RuleMatch | undefined {
  const lamotrigine = ctx.model.medications.filter((m) => m.active && /\b(?:lamotrigine|lamictal)\b/i.test(m.name));
  const valproate = ctx.meds("valproate");
  if (lamotrigine.length === 0 || valproate.length === 0) return undefined;
  return {
    refs: ctx.refs(...lamotrigine, ...valproate),
    values: { lamotrigine: lamotrigine.map((m) => started(ctx, m)).join(", "), valproate: medNames(valproate) },
  };
}

// ---------------------------------------------------------------------------------------------
// Topiramate in a woman who could become pregnant (MHRA Pregnancy Prevention Programme, 2024).

const TOPIRAMATE = /\b(?:topiramate|topamax)\b/i;
const NOT_CHILDBEARING =
  /\b(?:post-?menopaus(?:al|e)|menopause|hysterectomy|sterili[sz](?:ed|ation)|tubal ligation|bilateral (?:salpingectomy|oophorectomy)|premature ovarian insufficiency)\b/i;
/** Methods that do not depend on taking a pill correctly: intrauterine methods and the implant. */
const USER_INDEPENDENT =
  /\b(?:iud|ius|coil|intra-?uterine|mirena|kyleena|jaydess|levosert|copper (?:iud|coil|device)|implant|nexplanon|implanon|vasectom(?:y|ised|ized))\b/i;

function topiramatePpp(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (ctx.sex !== "female" || age === undefined || age < 12 || age > 55) return undefined;
  const meds = ctx.model.medications.filter((m) => m.active && TOPIRAMATE.test(m.name));
  if (meds.length === 0 || pregnancy(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => NOT_CHILDBEARING.test(c.name))) return undefined;
  if (statedMention(ctx.freeText, NOT_CHILDBEARING) !== undefined) return undefined;
  const reliable =
    ctx.model.medications.some((m) => m.active && USER_INDEPENDENT.test(m.name)) ||
    ctx.model.conditions.some((c) => USER_INDEPENDENT.test(c.name)) ||
    statedMention(ctx.freeText, USER_INDEPENDENT) !== undefined;
  if (reliable) return undefined;
  const pills = ctx.model.medications.filter((m) => m.active && HORMONAL_CONTRACEPTIVE.test(m.name));
  return {
    refs: ctx.refs(...meds, ...pills),
    values: {
      med: medNames(meds),
      age,
      contraception:
        pills.length > 0
          ? ` The record shows ${medNames(pills)}, which depends on being taken correctly; a method that does not (an intrauterine method or implant) is preferred.`
          : " No contraception is recorded.",
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Aspirin with clopidogrel (or another P2Y12 inhibitor) continued long after a stroke or TIA.

const STROKE_OR_TIA = /\bstroke\b|\bcerebral infarct\w*|\btia\b|\btransient isch(?:a)?emic attack\b|\bI63\b|\bG45\b/i;
/** A coronary reason for dual antiplatelet therapy, whose duration is set by the cardiologist. */
const CORONARY_DAPT =
  /\b(?:acute coronary syndrome|acs|n?stemi|myocardial infarction|heart attack|stent\w*|pci|angioplasty|I2[12])\b/i;
/** Days after which DAPT for a minor stroke or TIA has outlived its benefit (21–30 days in the trials). */
const DAPT_DAYS = 30;

function daysSince(ctx: RuleContext, date: string | undefined): number | undefined {
  if (date === undefined || ctx.model.now === undefined) return undefined;
  const days = (Date.parse(ctx.model.now) - Date.parse(date)) / 86_400_000;
  return Number.isNaN(days) ? undefined : days;
}

function longDaptAfterStroke(ctx: RuleContext): RuleMatch | undefined {
  const aspirin = ctx.meds("aspirin");
  const p2y12 = ctx.medsOf("clopidogrel", "antiplatelet");
  if (aspirin.length === 0 || p2y12.length === 0) return undefined;
  const stroke = activeConditions(ctx, STROKE_OR_TIA);
  if (stroke.length === 0) return undefined;
  if (ctx.model.conditions.some((c) => CORONARY_DAPT.test(c.name) || CORONARY_DAPT.test(c.code ?? "")))
    return undefined;
  // Both must be dated: the later start is when the combination began.
  const starts = [...aspirin, ...p2y12].map((m) => daysSince(ctx, m.startDate));
  if (starts.some((d) => d === undefined)) return undefined;
  const days = Math.min(...starts.map((d) => d ?? 0));
  if (days <= DAPT_DAYS) return undefined;
  const anticoagulant = ctx.medsOf("warfarin", "doac");
  return {
    refs: [...ctx.refs(...aspirin, ...p2y12, ...anticoagulant), ...ctx.refs(...stroke)],
    values: {
      meds: medNames([...aspirin, ...p2y12]),
      weeks: Math.floor(days / 7),
      condition: stroke[0]?.name ?? "stroke",
    },
    ...(anticoagulant.length > 0
      ? {
          clinicianExtra: `An anticoagulant (${medNames(anticoagulant)}) is also taken: antiplatelets added to it raise bleeding further and need a specific reason.`,
        }
      : {}),
  };
}

// ---------------------------------------------------------------------------------------------
// A potassium supplement taken while potassium is high, and a low bicarbonate on topiramate.

/** Potassium (mmol/L) at or above which hyperkalaemia is graded (mild from 5.5, moderate from 6.0). */
const HYPERKALAEMIA = 5.5;
const MODERATE_HYPERKALAEMIA = 6.0;

function potassiumSupplementHigh(ctx: RuleContext): RuleMatch | undefined {
  const supplements = ctx.meds("potassium-supplement");
  const k = ctx.lab("potassium");
  const value = ctx.valueOf(k);
  if (supplements.length === 0 || k === undefined || value === undefined || value < HYPERKALAEMIA) return undefined;
  return {
    refs: ctx.refs(k, ...supplements),
    values: { supplements: medNames(supplements), k: ctx.show(k) },
    ...(value >= MODERATE_HYPERKALAEMIA ? { severity: Severity.high } : {}),
  };
}

function topiramateLowBicarbonate(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.model.medications.filter((m) => m.active && TOPIRAMATE.test(m.name));
  const bicarbonate = ctx.lab("bicarbonate");
  if (meds.length === 0 || bicarbonate === undefined) return undefined;
  if (bicarbonate.status !== "low" && bicarbonate.status !== "critical-low") return undefined;
  return {
    refs: ctx.refs(bicarbonate, ...meds),
    values: { med: medNames(meds), bicarbonate: ctx.show(bicarbonate) },
  };
}

export const NEURO_POLY_REVIEW12_RULES: readonly Rule[] = [
  {
    id: "opioid-benzodiazepine",
    family: F,
    severity: Severity.high,
    problem: "Medicine interactions",
    title: "Opioid with a benzodiazepine or Z-drug: risk of dangerous sedation and slowed breathing",
    clinician:
      "{opioids} with {sedatives}. Opioids and benzodiazepines (and related sleeping tablets) together cause deep sedation, respiratory depression, coma and death; the FDA requires its strongest warning on both and advises co-prescribing only when alternatives are inadequate, at the lowest doses for the shortest time.",
    patient:
      "You take an opioid painkiller ({opioids}) together with a sedative or sleeping medicine ({sedatives}). Together they can make you very drowsy and slow your breathing. Please ask your doctor to review them soon. Do not stop them suddenly on your own, and avoid alcohol.",
    nextSteps: [
      "Review whether both are needed; plan a gradual reduction of the benzodiazepine or Z-drug (and of the opioid dose where possible)",
      "Offer naloxone and explain to the patient and carers the signs of over-sedation and slowed breathing",
      "Avoid adding other sedating medicines; reassess drowsiness and breathing at each review",
    ],
    patientQuestions: ["Do I still need both my painkiller and my sleeping or anxiety medicine?"],
    evidence: ["fda-2016-opioid-benzodiazepine", "ags-beers-2023"],
    keywords: ["opioid", "benzodiazepine", "z-drug", "respiratory depression", "naloxone", "drug interaction"],
    match: opioidSedative,
  },
  {
    id: "myasthenia-worsening-medicine",
    family: F,
    severity: Severity.high,
    problem: "Myasthenia gravis",
    title: "Medicine that can worsen myasthenia gravis",
    clinician:
      "{condition} with {meds}. These medicines impair neuromuscular transmission and can worsen myasthenic weakness or bring on a crisis; fluoroquinolones carry a boxed warning to this effect and macrolides, aminoglycosides, beta-blockers and intravenous magnesium are on the standard caution lists.",
    patient:
      "You have myasthenia gravis and take {meds}. Medicines like these can make myasthenia weakness worse. Please ask your doctor soon whether a different medicine can be used.",
    nextSteps: [
      "Choose an alternative that does not impair neuromuscular transmission where possible (for an infection, an antibiotic outside these groups)",
      "Ask about new or worse drooping eyelids, double vision, swallowing, speech or breathing difficulty",
    ],
    patientQuestions: ["Is this medicine safe with my myasthenia gravis?"],
    evidence: ["mgfa-myasthenia-medications"],
    keywords: [
      "myasthenia gravis",
      "fluoroquinolone",
      "macrolide",
      "aminoglycoside",
      "beta-blocker",
      "myasthenic crisis",
    ],
    match: myastheniaDrugs,
  },
  {
    id: "enzyme-inducer-warfarin",
    family: F,
    severity: Severity.moderate,
    problem: "Anticoagulation",
    title: "Enzyme-inducing medicine lowering the effect of warfarin",
    clinician:
      "{warfarin} with {inducers}, a liver-enzyme inducer that speeds warfarin breakdown and lowers the INR over about two to four weeks; the warfarin dose often needs to rise by half or more, and falls again when the inducer is stopped.",
    patient:
      "One of your medicines ({inducers}) makes warfarin work less well. Your INR needs checking more often while this is sorted out, and your warfarin dose may need to change. Do not stop or change either medicine on your own.",
    nextSteps: [
      "Check the INR weekly (or more often) until stable after an inducer is started, changed or stopped, and adjust the warfarin dose",
      "Warn that stopping the inducer later will raise the INR: plan closer checks then",
    ],
    patientQuestions: ["How often should my INR be checked with my new medicine?"],
    evidence: ["cropp-1997-warfarin-enzyme-induction"],
    keywords: ["warfarin", "carbamazepine", "phenytoin", "rifampicin", "enzyme inducer", "inr", "drug interaction"],
    match: inducerWarfarin,
  },
  {
    id: "enzyme-inducer-contraception",
    family: F,
    severity: Severity.high,
    problem: "Contraception",
    title: "Enzyme-inducing medicine that stops hormonal contraception working reliably",
    clinician:
      "{contraceptives} with {inducers}. Liver-enzyme inducers lower contraceptive hormone levels, so combined methods, the progestogen-only pill and the implant cannot be relied on; UK guidance advises a method unaffected by inducers (copper IUD, levonorgestrel IUS or medroxyprogesterone injection) during and for 28 days after the inducer.",
    patient:
      "One of your medicines ({inducers}) can stop your contraceptive ({contraceptives}) from working properly, so you could become pregnant. Please talk to your doctor or sexual health clinic soon about a method that is not affected, such as a coil or the injection. Use condoms in the meantime.",
    nextSteps: [
      "Offer a method unaffected by enzyme inducers (copper IUD, LNG-IUS or DMPA injection); use condoms until it is in place",
      "Consider emergency contraception if there has been unprotected sex since the inducer started",
    ],
    patientQuestions: ["Which contraception works with my other medicines?"],
    evidence: ["sps-2023-contraception-enzyme-inducers"],
    keywords: ["contraception", "combined pill", "enzyme inducer", "carbamazepine", "drug interaction"],
    match: inducerContraception,
  },
  {
    id: "lamotrigine-valproate",
    family: F,
    severity: Severity.high,
    problem: "Epilepsy medicines",
    title: "Lamotrigine with valproate: slower titration and serious rash risk",
    clinician:
      "{lamotrigine} with {valproate}. Valproate roughly doubles lamotrigine levels; with valproate the lamotrigine starting dose and dose steps are halved, and taking valproate or going faster than the recommended escalation are the main risk factors for serious rash (Stevens-Johnson syndrome, toxic epidermal necrolysis). Check the titration schedule used.",
    patient:
      "You take lamotrigine with valproate. Valproate raises lamotrigine levels, so lamotrigine has to be increased more slowly. If you get a rash, fever, sore mouth or eyes, or swollen glands, contact a doctor the same day. Please ask your doctor to check your lamotrigine dose plan.",
    nextSteps: [
      "Check the lamotrigine dose and escalation against the schedule for use with valproate",
      "Tell the patient to stop lamotrigine and seek same-day advice at the first sign of rash, fever, mouth ulcers or swollen glands",
    ],
    patientQuestions: ["Is my lamotrigine dose right alongside valproate?"],
    evidence: ["lamotrigine-rash-valproate-panel"],
    keywords: ["lamotrigine", "valproate", "stevens-johnson syndrome", "rash", "drug interaction", "titration"],
    match: lamotrigineValproate,
  },
  {
    id: "topiramate-pregnancy-prevention",
    family: F,
    severity: Severity.high,
    problem: "Medicines and pregnancy",
    title: "Topiramate in a woman who could become pregnant: Pregnancy Prevention Programme",
    clinician:
      "{med} in a woman aged {age}. Since 2024 the MHRA contraindicates topiramate in women who could become pregnant unless the Pregnancy Prevention Programme is met: highly effective contraception, a negative pregnancy test before starting, a signed annual Risk Awareness Form and a review of alternatives at least yearly. Exposure in pregnancy raises the risk of birth defects and a 2–3 times higher risk of intellectual disability, autism and ADHD.{contraception}",
    patient:
      "You take topiramate. It can harm an unborn baby, so women who could become pregnant need very reliable contraception while taking it and for at least 4 weeks after stopping, and a yearly review. Please talk to your doctor soon about this. Do not stop topiramate on your own.",
    nextSteps: [
      "Review the need for topiramate and alternatives; complete the annual Risk Awareness Form",
      "Arrange highly effective contraception (an intrauterine method or implant); some hormonal methods are weakened by topiramate at higher doses",
    ],
    patientQuestions: ["Is my contraception reliable enough while I take topiramate?"],
    evidence: ["mhra-2024-topiramate-ppp"],
    keywords: ["topiramate", "pregnancy prevention programme", "contraception", "teratogen"],
    match: topiramatePpp,
  },
  {
    id: "dapt-long-after-stroke",
    family: F,
    severity: Severity.moderate,
    problem: "Stroke prevention",
    title: "Aspirin with clopidogrel continued beyond the first month after a stroke or TIA",
    clinician:
      "{meds} together for about {weeks} weeks with {condition}. After a minor stroke or high-risk TIA the combination helps only in the first 21–30 days; continued longer it brings no further reduction in stroke and roughly doubles major bleeding, including bleeding in the brain, so long-term prevention uses a single antiplatelet (or an anticoagulant when the cause is atrial fibrillation).",
    patient:
      "You take two blood-thinning tablets, {meds}. After a stroke or mini-stroke, taking both together is usually only for the first few weeks; after that, one is usually enough and taking both raises the risk of bleeding. Please ask your doctor whether you still need both. Do not stop either on your own.",
    nextSteps: [
      "Review the indication and stop one antiplatelet (continue aspirin or clopidogrel alone) unless there is a separate reason for dual therapy",
      "Where atrial fibrillation is the cause, anticoagulation replaces antiplatelet therapy",
    ],
    patientQuestions: ["Do I still need both of my blood-thinning tablets?"],
    evidence: ["aha-asa-2021-dapt-review"],
    keywords: ["dual antiplatelet therapy", "stroke", "tia", "clopidogrel", "aspirin", "bleeding"],
    match: longDaptAfterStroke,
  },
  {
    id: "potassium-supplement-hyperkalaemia",
    family: F,
    severity: Severity.moderate,
    problem: "Potassium and medicines",
    title: "Potassium supplement taken while potassium is high",
    clinician:
      "Potassium {k} while taking {supplements}. A potassium supplement has no benefit to weigh against a raised potassium and its label contraindicates it in hyperkalaemia: stop it first, before adjusting medicines that are needed for other reasons.",
    patient:
      "Your potassium is high and you take a potassium supplement ({supplements}). A potassium supplement is usually the first medicine stopped when potassium is high: please contact your doctor about this result and ask whether to stop it now.",
    nextSteps: [
      "Stop the potassium supplement now",
      "Repeat potassium promptly (excluding a haemolysed sample) and review other potassium-raising medicines",
    ],
    patientQuestions: ["Should I stop my potassium tablets?"],
    evidence: ["nhs-highland-hyperkalaemia-primary-care"],
    keywords: ["hyperkalaemia", "potassium supplement", "potassium chloride", "sando-k"],
    match: potassiumSupplementHigh,
  },
  {
    id: "topiramate-low-bicarbonate",
    family: F,
    severity: Severity.low,
    problem: "Epilepsy and migraine medicines",
    title: "Low bicarbonate on topiramate",
    clinician:
      "Bicarbonate {bicarbonate} on {med}. Topiramate inhibits carbonic anhydrase and commonly causes a mild hyperchloraemic (normal anion gap) metabolic acidosis, even at 50 mg a day; it also raises the risk of kidney stones. Recheck bicarbonate and chloride; if the acidosis persists or is marked, the label advises lowering the dose or tapering off, or adding alkali if topiramate must continue.",
    patient:
      "Your bicarbonate is a little low. Topiramate often lowers it by making the kidneys lose more bicarbonate. Your doctor may repeat the test and review the dose if it stays low. Drink plenty of fluids, which also lowers the risk of kidney stones. Do not stop topiramate suddenly.",
    nextSteps: [
      "Repeat bicarbonate with chloride (anion gap) and review symptoms; consider a lower dose or an alternative if it stays low or falls further",
    ],
    patientQuestions: ["Is topiramate lowering my bicarbonate?"],
    evidence: ["topiramate-label-acidosis"],
    keywords: ["topiramate", "metabolic acidosis", "bicarbonate", "carbonic anhydrase"],
    match: topiramateLowBicarbonate,
  },
];

// ---------------------------------------------------------------------------------------------
// A raised INR on warfarin read against the target the record gives, not the laboratory range.

/** An INR target range written in a medication entry or the notes ("INR target 2.5-3.5"). */
const STATED_INR_TARGET = /\binr\s*(?:target|range|goal)?\s*(?:of|:)?\s*(\d(?:\.\d)?)\s*(?:-|–|to)\s*(\d(?:\.\d)?)/i;
const MECHANICAL_MITRAL = /\bmechanical\b[^.;]{0,40}\bmitral\b|\bmitral\b[^.;]{0,40}\bmechanical\b/i;

/** The target the record states or a mechanical mitral valve implies; undefined for the usual 2–3, which the lab text names. */
function warfarinInrTarget(
  ctx: RuleContext,
  warfarin: readonly MedicationItem[],
): { low: number; high: number; why: string } | undefined {
  for (const text of [...warfarin.map((m) => `${m.name} ${m.dosage ?? ""} ${m.frequency ?? ""}`), ctx.freeText]) {
    const hit = STATED_INR_TARGET.exec(text);
    const [low, high] = [Number(hit?.[1]), Number(hit?.[2])];
    if (hit !== null && low >= 1.5 && high > low && high <= 4.5) return { low, high, why: "given in the record" };
  }
  if (ctx.model.conditions.some((c) => isActiveCondition(c.status) && MECHANICAL_MITRAL.test(c.name)))
    return { low: 2.5, high: 3.5, why: "usual with a mechanical mitral valve" };
  return undefined;
}

/**
 * The meaning of a raised INR that lies inside the warfarin target (review 12: an INR of 3.1 with a
 * stated target of 2.5–3.5 was glossed "where the usual goal is 2 to 3"); undefined otherwise.
 */
export function inrWithinWarfarinTarget(
  obs: { analyteId?: string; value: { kind: string; value?: number } },
  ctx: RuleContext,
): { text: string; evidence: readonly string[] } | undefined {
  if (obs.analyteId !== "inr" || obs.value.kind !== "number" || obs.value.value === undefined) return undefined;
  const warfarin = ctx.meds("warfarin");
  if (warfarin.length === 0) return undefined;
  const target = warfarinInrTarget(ctx, warfarin);
  if (target === undefined || obs.value.value < target.low || obs.value.value > target.high) return undefined;
  return {
    text: `here is within the warfarin target range of ${target.low.toFixed(1)}–${target.high.toFixed(1)} (${target.why}); the laboratory range is for people not taking warfarin, so this is the intended effect of warfarin, not a sign of too much`,
    evidence: ["warfarin-label"],
  };
}
