import { FindingFamily, type LabObservation, type MedicationItem, Severity } from "../model.ts";
import { formatNumber } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { pregnancy } from "./patterns.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { readsAsUk, readsAsUsUnits } from "./uk-record.ts";

/*
 * Harms of psychiatric and antiepileptic medicines that show in the record (see SUMMARIES for where
 * each point was read): clozapine-induced myocarditis in the first weeks (Ronaldson 2011 monitoring
 * protocol), valproate-induced hyperammonaemic encephalopathy (case series and a review, which cite
 * the US label), the valproate Pregnancy Prevention Programme for women who could become pregnant
 * (MHRA), and lithium in a woman planning a pregnancy outside the UK (ACOG Clinical Practice
 * Guideline 5).
 */

const F = FindingFamily.drugLab;
const DAY = 86_400_000;
/** Clozapine myocarditis is a reaction of the first weeks: the window this rule looks at. */
const EARLY_DAYS = 56;

/** "Week 3 of clozapine titration", "started clozapine", "clozapine initiation". */
const EARLY_NOTE =
  /\b(?:week|wk)\s*([1-8])\b[^.]{0,20}\b(?:clozapine|titration)\b|\bclozapine\s+(?:titration|initiation)\b|\b(?:started|commenced|initiated)\s+(?:on\s+)?clozapine\b/i;

/**
 * How long clozapine had been taken on the sample date (the myocarditis window is counted to the
 * blood test, not to the day the record is read), when it began in the last 8 weeks.
 */
function earlyClozapine(ctx: RuleContext, meds: readonly MedicationItem[], sampled?: number): string | undefined {
  const now = sampled ?? (ctx.model.now ? Date.parse(ctx.model.now) : Date.now());
  let datedLater = false;
  for (const m of meds) {
    const start = m.startDate ? Date.parse(m.startDate) : Number.NaN;
    if (Number.isNaN(start)) continue;
    const days = Math.floor((now - start) / DAY);
    const on = sampled === undefined ? "" : ` on the ${new Date(sampled).toISOString().slice(0, 10)} sample`;
    if (days >= 0 && days <= EARLY_DAYS) return `started ${m.startDate?.slice(0, 10)}, day ${days + 1}${on}`;
    datedLater = true;
  }
  if (datedLater) return undefined;
  const quote = statedMention(ctx.freeText, EARLY_NOTE);
  return quote ? `"${quote}"` : undefined;
}

/** A recorded fever: the latest temperature of 38 °C (100.4 °F) or more, or a stated fever. */
function fever(ctx: RuleContext): string | undefined {
  const latest = [...ctx.vitals("temperature")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  if (latest?.value !== undefined) {
    const fahrenheit = /f/i.test(latest.unit ?? "") || latest.value > 50;
    if (latest.value >= (fahrenheit ? 100.4 : 38))
      return `temperature ${latest.rawValue}${latest.unit ? ` ${latest.unit}` : ""}`;
  }
  return statedMention(ctx.freeText, /\b(?:fever(?:ish)?|febrile|pyrexi(?:a|al))\b/i);
}

function tachycardia(ctx: RuleContext): string | undefined {
  const latest = [...ctx.vitals("heart-rate")].sort((a, b) => (b.time ?? 0) - (a.time ?? 0))[0];
  return latest?.value !== undefined && latest.value > 100 ? `heart rate ${latest.rawValue}` : undefined;
}

function clozapineMyocarditis(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("clozapine").filter((m) => m.active);
  if (meds.length === 0) return undefined;
  const tropId = ["hs-troponin-i", "hs-troponin-t"].find((id) => isHigh(ctx.lab(id)));
  const trop = tropId ? ctx.lab(tropId) : undefined;
  const tropUln = tropId ? ctx.upperLimit(tropId) : undefined;
  const tropValue = ctx.valueOf(trop);
  const crp = ctx.lab("crp");
  const crpValue = ctx.valueOf(crp);
  const crpHigh = isHigh(crp);
  if (trop === undefined && !crpHigh) return undefined;
  const when = earlyClozapine(ctx, meds, trop?.time ?? (crpHigh ? crp?.time : undefined));
  if (when === undefined) return undefined;
  const eos = ctx.lab("eosinophils-abs");
  const features = [fever(ctx), tachycardia(ctx), isHigh(eos) ? `eosinophils ${ctx.show(eos)}` : undefined].filter(
    (x): x is string => x !== undefined,
  );
  const tropOverTwice = tropValue !== undefined && tropUln !== undefined && tropValue > 2 * tropUln;
  const crpOver100 = crpValue !== undefined && crpValue > 100;
  const stop = tropOverTwice || crpOver100;
  // A mildly raised CRP alone in the first weeks is common; it counts with a raised troponin or a
  // recorded fever, fast heart rate or eosinophilia.
  if (!stop && trop === undefined && features.length === 0) return undefined;
  const markers = [trop ? `troponin ${ctx.show(trop)}` : undefined, crpHigh ? `CRP ${ctx.show(crp)}` : undefined]
    .filter((x): x is string => x !== undefined)
    .join(", ");
  const threshold = stop
    ? ` This meets the protocol's threshold for stopping clozapine (${[tropOverTwice ? "troponin more than twice the upper limit" : "", crpOver100 ? "CRP above 100 mg/L" : ""].filter(Boolean).join(" and ")}).`
    : " Below the protocol's stopping threshold (troponin more than twice the upper limit or CRP above 100 mg/L), it asks for troponin and CRP daily until the features settle.";
  return {
    refs: ctx.refs(trop, crpHigh ? crp : undefined, isHigh(eos) ? eos : undefined, ...meds),
    severity: stop ? Severity.critical : Severity.high,
    values: {
      med: medNames(meds),
      when,
      markers,
      features: features.length > 0 ? `, with ${features.join(", ")}` : "",
      threshold,
      patientText: stop
        ? "This needs a doctor now. If you are not already in hospital, go to an emergency department now, and take your medicine list with you."
        : "This needs to be checked by a doctor today. Go to an emergency department now if you have chest pain, breathlessness or feel faint.",
    },
    nextSteps: stop
      ? [
          "Stop clozapine now and inform the psychiatrist; do not restart it without specialist cardiology and psychiatry advice",
          "Urgent cardiology assessment today: ECG, echocardiogram, and troponin and CRP repeated daily until they settle",
          "Assess for other causes alongside (acute coronary syndrome, infection)",
        ]
      : [
          "Same-day medical review with an ECG; troponin and CRP daily until they settle",
          "Stop clozapine and seek cardiology advice if troponin rises above twice the upper limit or CRP above 100 mg/L",
        ],
  };
}

/** Ammonia is not in the catalogue: read it by name, raised by the caller's range or flag. */
const AMMONIA = /\b(?:ammonia|nh3)\b/i;

/** The signs of hyperammonaemic encephalopathy the sources name (lethargy, vomiting, altered alertness). */
const ENCEPHALOPATHY_SIGNS =
  /\b(?:confus(?:ed|ion)|drows(?:y|iness)|letharg(?:y|ic)|somnolen(?:t|ce)|sleepy|muddled|disorientated|disoriented|encephalopath(?:y|ic)|asterixis|altered mental|reduced (?:level of )?consciousness|vomit(?:ing|ed)?)\b/gi;

function valproateAmmonia(ctx: RuleContext): RuleMatch | undefined {
  const meds = ctx.meds("valproate").filter((m) => m.active);
  if (meds.length === 0) return undefined;
  const obs = ctx.model.labs.find((o) => AMMONIA.test(o.name) && (o.status === "high" || o.status === "critical-high"));
  if (obs === undefined) return undefined;
  const signs: string[] = [];
  for (const m of statedMatches(ctx.freeText, ENCEPHALOPATHY_SIGNS, true)) {
    const word = m.quote.toLowerCase();
    if (!signs.includes(word)) signs.push(word);
  }
  const topiramate = ctx.model.medications.filter((m) => m.active && /topira|topamax/i.test(m.name));
  const level = ctx.model.labs.find((o) => /valpro/i.test(o.name));
  const ammonia = `${obs.rawValue}${obs.rawUnit ? ` ${obs.rawUnit}` : ""}${obs.range?.high !== undefined ? ` (upper limit ${formatNumber(obs.range.high)})` : ""}`;
  const extra = [
    level && level.status === "normal"
      ? `The valproate level (${level.rawValue}${level.rawUnit ? ` ${level.rawUnit}` : ""}) does not exclude it: in published cases the level was usually in range and the liver tests normal.`
      : "It can occur with a valproate level in range and normal liver tests.",
    topiramate.length > 0
      ? `Topiramate (${medNames(topiramate)}) is also taken; the combination has been linked with hyperammonaemic encephalopathy.`
      : "",
  ]
    .filter(Boolean)
    .join(" ");
  if (signs.length === 0)
    return {
      refs: ctx.refs(obs, ...meds),
      severity: Severity.moderate,
      values: {
        med: medNames(meds),
        ammonia,
        reading:
          "No drowsiness, confusion or vomiting is recorded. A raised ammonia without symptoms is common on valproate and in a 2007 review was not tied to symptoms, but the US prescribing reference advises stopping valproate when ammonia is raised: repeat it, ask about drowsiness, confusion and vomiting, and review valproate with the prescriber.",
        extra,
        patientText:
          "Ask your doctor to review this result and your valproate. Get medical help the same day if you become drowsy, confused or start vomiting.",
      },
      nextSteps: [
        "Ask about drowsiness, confusion and vomiting; repeat the ammonia and review valproate with the prescriber",
      ],
    };
  return {
    refs: ctx.refs(obs, ...meds, ...topiramate),
    values: {
      med: medNames(meds),
      ammonia,
      reading: `The notes record ${signs.join(", ")}: this may be valproate-induced hyperammonaemic encephalopathy, which is suspected in anyone on valproate whose alertness or thinking changes. It has settled after valproate was stopped, and the US prescribing reference advises stopping valproate when ammonia is raised.`,
      extra,
      patientText:
        "With your drowsiness or confusion, you need to be seen by a doctor today. Go to an emergency department now if you are getting more drowsy or confused. Do not stop valproate on your own; the doctor will decide.",
    },
    nextSteps: [
      "Urgent same-day medical assessment of the encephalopathy (consider other causes too)",
      "Decide with the prescriber or neurologist whether to stop or withhold valproate; repeat ammonia and liver tests",
    ],
  };
}

/** A woman who cannot become pregnant: sterilisation, hysterectomy, menopause, as the record states. */
const NOT_CHILDBEARING =
  /\b(?:post-?menopaus(?:al|e)|menopause|hysterectomy|sterili[sz](?:ed|ation)|tubal ligation|bilateral (?:salpingectomy|oophorectomy)|premature ovarian insufficiency)\b/i;
/** Highly effective contraception as the PPP names it (intrauterine device or system, implant). */
const HIGHLY_EFFECTIVE =
  /\b(?:iud|ius|coil|intra-?uterine|mirena|kyleena|jaydess|levosert|copper (?:iud|coil|device)|implant|nexplanon|implanon|etonogestrel implant|vasectom(?:y|ised|ized))\b/i;
/** Planning a pregnancy. */
export const PLANNING =
  /\b(?:planning (?:a )?(?:pregnancy|family|baby)|(?:hoping|wants?|wishing|planning) to (?:start a family|get pregnant|conceive|have (?:a )?(?:baby|children))|try(?:ing)? (?:to conceive|for a baby)|start a family)\b/i;

/** hCG (IU/L) below which a pregnancy test is read as negative. */
const HCG_NEGATIVE = 5;

/** The latest hCG when it is negative: "<5", "negative", or a number below the cut-off. */
function negativeHcg(ctx: RuleContext): LabObservation | undefined {
  const hcg = ctx.anyLab("hcg");
  if (hcg === undefined) return undefined;
  const v = hcg.value;
  if (v.kind === "qualitative") return v.result === "negative" ? hcg : undefined;
  if (v.kind !== "number") return undefined;
  return v.value <= HCG_NEGATIVE && (v.comparator === "<" || v.comparator === "<=" || v.value < HCG_NEGATIVE)
    ? hcg
    : undefined;
}

function valproatePpp(ctx: RuleContext): RuleMatch | undefined {
  if (ctx.sex !== "female") return undefined;
  const age = ctx.age;
  if (age === undefined || age < 12 || age > 55) return undefined;
  const meds = ctx.meds("valproate").filter((m) => m.active);
  if (meds.length === 0 || pregnancy(ctx) !== undefined) return undefined;
  if (ctx.model.conditions.some((c) => NOT_CHILDBEARING.test(c.name))) return undefined;
  if (statedMention(ctx.freeText, NOT_CHILDBEARING)) return undefined;
  const contraception =
    ctx.model.medications.some((m) => m.active && HIGHLY_EFFECTIVE.test(m.name)) ||
    ctx.model.conditions.some((c) => HIGHLY_EFFECTIVE.test(c.name)) ||
    statedMention(ctx.freeText, HIGHLY_EFFECTIVE) !== undefined;
  if (contraception) return undefined;
  const planning = statedMention(ctx.freeText, PLANNING);
  const hcg = negativeHcg(ctx);
  const uk = readsAsUk(ctx);
  const us = !uk && readsAsUsUnits(ctx);
  return {
    refs: ctx.refs(...meds, hcg),
    values: {
      med: medNames(meds),
      age,
      ppp: uk ? UK_PPP : us ? `${US_LABEL} ${ELSEWHERE_PPP}` : ELSEWHERE_PPP,
      planning: `${
        hcg
          ? ` The pregnancy test is negative (hCG ${ctx.show(hcg)}), which covers only the present; it does not replace contraception.`
          : ""
      }${
        planning
          ? ` The notes say "${planning}": she needs an urgent specialist review before trying to conceive, to plan a switch of treatment while contraception continues.`
          : ""
      }`,
      patientPlanning: planning
        ? " Because you are thinking about a pregnancy, ask for an urgent appointment with your specialist before you try to get pregnant, and use reliable contraception until then."
        : "",
    },
    nextSteps: [
      uk ? UK_REVIEW_STEP : ELSEWHERE_REVIEW_STEP,
      `Arrange highly effective contraception (intrauterine device or system, or implant)${uk ? " and give the valproate Patient Guide" : ""}`,
      ...(planning ? ["Urgent specialist review before conception to plan a change of treatment"] : []),
    ],
    ...(us ? { evidence: ["fda-valproate-label"] } : {}),
  };
}

/*
 * The Pregnancy Prevention Programme, its Risk Acknowledgement Form and Patient Guide are the UK
 * regulator's: a record from elsewhere is told whose programme it is, and its steps ask for the
 * yearly specialist review and contraception without the UK paperwork (review 40, perinatal-meds-40
 * case 03: a Wellington record read "In the UK valproate must not be used").
 */
const UK_PPP =
  "In the UK valproate must not be used in women who could become pregnant unless the Pregnancy Prevention Programme is met: highly effective contraception, a specialist review at least yearly with a signed Risk Acknowledgement Form, and the Patient Guide.";
const ELSEWHERE_PPP =
  "The UK regulator (MHRA) allows valproate in women who could become pregnant only under its Pregnancy Prevention Programme: highly effective contraception, a specialist review at least yearly with a signed Risk Acknowledgement Form, and the Patient Guide.";
/**
 * A US record reads its own label first: only the MHRA programme was named, cited from UK sources
 * (review 47, mental-health-47 case 06).
 */
const US_LABEL =
  "The US label's boxed warning names fetal risk: neural tube defects, other major malformations and decreased IQ.";
const UK_REVIEW_STEP =
  "Check for a specialist review with a signed Risk Acknowledgement Form in the last year; refer for one if there is none";
const ELSEWHERE_REVIEW_STEP =
  "Check for a specialist review of valproate and its risks in pregnancy in the last year; refer for one if there is none";

/**
 * Lithium in a woman who says she is planning a pregnancy, outside the UK. ACOG advises counselling
 * on the benefits and risks and not stopping psychiatric medicines for pregnancy alone; levels fall
 * as pregnancy goes on (Westin 2017). A UK record stays silent: NICE CG192, which advises differently
 * on lithium before conception, has not been seen (review 40, perinatal-meds-40 cases 01 and 02).
 */
function lithiumPlanning(ctx: RuleContext): RuleMatch | undefined {
  const age = ctx.age;
  if (ctx.sex !== "female" || age === undefined || age < 12 || age > 55) return undefined;
  const meds = ctx.meds("lithium").filter((m) => m.active);
  if (meds.length === 0 || pregnancy(ctx) !== undefined || readsAsUk(ctx)) return undefined;
  if (statedMention(ctx.freeText, NOT_CHILDBEARING) !== undefined) return undefined;
  const planning = statedMention(ctx.freeText, PLANNING);
  if (planning === undefined) return undefined;
  return { refs: ctx.refs(...meds), values: { med: medNames(meds), age, planning } };
}

export const PSYCHIATRIC_DRUG_SAFETY_RULES: readonly Rule[] = [
  {
    id: "clozapine-myocarditis",
    family: F,
    severity: Severity.critical,
    problem: "Medication safety",
    title: "Possible clozapine-induced myocarditis",
    clinician:
      "Clozapine ({med}; {when}) with {markers}{features}: possible clozapine-induced myocarditis, which develops mostly in the first 4 weeks (in the largest case series, between days 14 and 21 in most cases) and can be fatal. A published monitoring protocol (Ronaldson 2011) advises stopping clozapine if troponin is more than twice the upper limit or CRP is above 100 mg/L.{threshold}",
    patient:
      "You started clozapine recently. Your blood tests show signs that could mean inflammation of the heart muscle (myocarditis). This is a rare but serious side effect in the first weeks of clozapine. {patientText}",
    nextSteps: ["Same-day medical review with an ECG; troponin and CRP daily until they settle"],
    evidence: ["ronaldson-2011-clozapine-myocarditis"],
    keywords: ["clozapine", "myocarditis", "troponin", "crp", "eosinophilia"],
    match: clozapineMyocarditis,
  },
  {
    id: "valproate-hyperammonaemia",
    family: F,
    severity: Severity.high,
    problem: "Medication safety",
    title: "Raised ammonia on valproate: possible hyperammonaemic encephalopathy",
    clinician: "Ammonia {ammonia} on valproate ({med}). {reading} {extra}",
    patient:
      "Your ammonia level is raised. Valproate can raise ammonia, and high ammonia can make people drowsy or confused. {patientText}",
    nextSteps: ["Urgent same-day medical assessment of the encephalopathy (consider other causes too)"],
    evidence: [
      "rath-2005-valproate-hyperammonaemic-encephalopathy",
      "clin-neuropharmacol-2009-valproate-topiramate",
      "epilepsy-behav-2007-valproate-ammonia-review",
      "pnb-valproate-hyperammonaemic-encephalopathy",
    ],
    keywords: ["valproate", "ammonia", "hyperammonaemia", "encephalopathy", "topiramate"],
    match: valproateAmmonia,
  },
  {
    id: "valproate-pregnancy-prevention",
    family: F,
    severity: Severity.high,
    problem: "Medicines in pregnancy",
    title: "Valproate in a woman who could become pregnant: Pregnancy Prevention Programme",
    clinician:
      "Valproate ({med}) in a woman aged {age} with no highly effective contraception, sterilisation or menopause recorded. {ppp} Valproate in pregnancy carries about a 1 in 10 risk of malformation and a 30–40% risk of developmental disorders.{planning} Valproate should not be stopped without specialist advice.",
    patient:
      "You take valproate. Valproate can seriously harm an unborn baby. Women who could become pregnant need a very reliable form of contraception while taking it, and a review with their specialist every year. Your record does not show this. Do not stop valproate on your own, as that can be harmful: talk to your doctor or specialist soon.{patientPlanning} If you think you may be pregnant, contact your doctor straight away.",
    nextSteps: [
      "Check for a specialist review with a signed Risk Acknowledgement Form in the last year; refer for one if there is none",
    ],
    evidence: ["mhra-valproate-ppp-actions", "mhra-2018-valproate-ppp"],
    keywords: ["valproate", "pregnancy prevention programme", "contraception", "teratogen"],
    match: valproatePpp,
  },
  {
    id: "lithium-pregnancy-planning",
    family: F,
    severity: Severity.moderate,
    problem: "Medicines in pregnancy",
    title: "Lithium while planning a pregnancy: plan with psychiatry before conception",
    clinician:
      'Lithium ({med}) in a woman aged {age}; the notes say "{planning}". ACOG (Clinical Practice Guideline 5, 2023) advises counselling on the benefits and risks of psychiatric medicines in pregnancy and recommends against stopping them because of pregnancy alone. First-trimester lithium carries no or a small rise in heart malformations, Ebstein\'s anomaly among them, which is weighed against the risk of relapse if lithium is stopped or changed. Lithium levels fall as pregnancy goes on (dose-adjusted levels about a third lower in the third trimester in one registry study), so they are checked more often through pregnancy and after delivery.',
    patient:
      "You take lithium and are thinking about a pregnancy. Please talk to your psychiatrist before you try to get pregnant, so you can plan together whether to keep, lower or change lithium. Do not stop lithium on your own: stopping it can bring your mood symptoms back. If you continue it in pregnancy, your lithium level will be checked more often, because pregnancy changes it.",
    nextSteps: [
      "Arrange a pre-conception review with her psychiatrist to decide whether to continue, adjust or change lithium before she conceives",
      "If lithium continues into pregnancy, check lithium levels more often than usual through pregnancy and after delivery",
    ],
    patientQuestions: ["Should I keep taking lithium when I try for a baby?"],
    evidence: [
      "acog-2023-cpg5-perinatal-mental-health",
      "hermann-2019-lithium-perinatal",
      "westin-2017-lithium-pregnancy",
    ],
    keywords: ["lithium", "pregnancy", "preconception", "bipolar disorder", "relapse"],
    match: lithiumPlanning,
  },
];
