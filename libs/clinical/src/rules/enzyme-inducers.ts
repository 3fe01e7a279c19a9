import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { drugMeds } from "./doac-dosing.ts";
import { localSpelling } from "./us-spelling.ts";
import type { Rule, RuleMatch } from "./types.ts";

/**
 * Liver-enzyme-inducing medicines that weaken warfarin or hormonal contraception.
 */

const F = FindingFamily.drugLab;

/**
 * Strong liver-enzyme inducers named by the warfarin interaction reviews and the SPS contraception
 * list (the SPS article was seen only on a staging host and is no longer cited; the list stays as
 * the set of medicines read, and the finding cites the class effect from seen sources).
 */
const STRONG_INDUCER =
  /\b(?:carbamazepine|tegretol|phenytoin|epanutin|dilantin|phenobarbit(?:al|one)|primidone|rifampi(?:ci)?n|rifadin|rifabutin|st\.? john'?s wort|hypericum)\b/i;
/** Further inducers on the SPS list that matter for contraception (topiramate only from 200 mg a day: not read here). */
const CONTRACEPTIVE_INDUCER =
  /\b(?:oxcarbazepine|trileptal|eslicarbazepine|perampanel|rufinamide|efavirenz|nevirapine|modafinil)\b/i;

/** A start within this many days counts as recent: induction builds over about two to four weeks. */
const RECENT_DAYS = 180;

export function started(ctx: RuleContext, m: MedicationItem): string {
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
export const HORMONAL_CONTRACEPTIVE =
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

/** The factor Xa inhibitors whose levels the seen guidance says strong CYP3A4 and P-gp inducers lower. */
const APIXABAN_RIVAROXABAN = /\b(?:apixaban|eliquis|rivaroxaban|xarelto)\b/i;

/**
 * Apixaban or rivaroxaban with a strong inducer (review 16, hiv-hep-tb case 09: rifampicin started
 * for latent TB in a woman on apixaban for a recent DVT, with no finding on the anticoagulant).
 */
function inducerDoac(ctx: RuleContext): RuleMatch | undefined {
  const doacs = ctx.meds("doac").filter((m) => APIXABAN_RIVAROXABAN.test(`${m.name} ${m.drugs.join(" ")}`));
  if (doacs.length === 0) return undefined;
  const inducers = ctx.model.medications.filter((m) => m.active && STRONG_INDUCER.test(m.name));
  if (inducers.length === 0) return undefined;
  return {
    refs: ctx.refs(...doacs, ...inducers),
    values: {
      inducers: inducers.map((m) => started(ctx, m)).join(", "),
      doacs: medNames(doacs),
      rifampicin: localSpelling(ctx, "rifampicin"),
    },
  };
}

/**
 * Dabigatran or edoxaban with a strong inducer (review 17, med-monitoring): like apixaban and
 * rivaroxaban they are P-glycoprotein substrates, but what is known differs. The dabigatran label
 * says to avoid P-gp inducers such as rifampicin; for edoxaban rifampicin lowered exposure while
 * raising its active metabolites, so the finding asks for a review rather than a change.
 */
function inducerDabigatranEdoxaban(ctx: RuleContext): RuleMatch | undefined {
  const dabigatran = drugMeds(ctx, "dabigatran");
  const edoxaban = drugMeds(ctx, "edoxaban");
  if (dabigatran.length === 0 && edoxaban.length === 0) return undefined;
  const inducers = ctx.model.medications.filter((m) => m.active && STRONG_INDUCER.test(m.name));
  if (inducers.length === 0) return undefined;
  const detail = [
    dabigatran.length > 0
      ? "The dabigatran label says that taking it with a P-glycoprotein inducer such as rifampicin lowers dabigatran exposure and should generally be avoided."
      : "",
    edoxaban.length > 0
      ? "With edoxaban, rifampicin raised its clearance by a third and halved its half-life while raising its active metabolites, so how much protection is lost is less certain; review the pair with the prescriber."
      : "",
  ]
    .filter(Boolean)
    .map((text) => localSpelling(ctx, text));
  return {
    refs: ctx.refs(...dabigatran, ...edoxaban, ...inducers),
    values: {
      inducers: inducers.map((m) => started(ctx, m)).join(", "),
      doacs: medNames([...dabigatran, ...edoxaban]),
      detail: detail.join(" "),
    },
    // Only edoxaban, whose interaction is the less certain one: a review, not an urgent change.
    ...(dabigatran.length === 0 ? { severity: Severity.moderate } : {}),
    evidence: [
      ...(dabigatran.length > 0 ? ["pradaxa-labels"] : []),
      ...(edoxaban.length > 0 ? ["mendell-2015-rifampin-edoxaban"] : []),
    ],
  };
}

export const ENZYME_INDUCER_RULES: readonly Rule[] = [
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
      "{contraceptives} with {inducers}. Liver-enzyme inducers can considerably reduce the effectiveness of combined and progestogen-only pills; with enzyme-inducing antiepileptics the combined pill cannot be relied on, the progestogen-only pill is likely to be ineffective and the implant is not recommended because of high failure rates, while the medroxyprogesterone injection appears effective. A non-hormonal method such as a copper IUD avoids the interaction.",
    patient:
      "One of your medicines ({inducers}) can stop your contraceptive ({contraceptives}) from working properly, so you could become pregnant. Please talk to your doctor or sexual health clinic soon about a method that is not affected, such as a coil or the injection. Use condoms in the meantime.",
    nextSteps: [
      "Offer a method that enzyme inducers do not undermine (copper IUD or DMPA injection); use condoms until it is in place",
      "Consider emergency contraception if there has been unprotected sex since the inducer started",
    ],
    patientQuestions: ["Which contraception works with my other medicines?"],
    evidence: ["nhs-highland-formulary-contraceptives", "schwenkhagen-2008-contraception-epilepsy"],
    keywords: ["contraception", "combined pill", "enzyme inducer", "carbamazepine", "drug interaction"],
    match: inducerContraception,
  },
  {
    id: "enzyme-inducer-apixaban-rivaroxaban",
    family: F,
    severity: Severity.high,
    problem: "Anticoagulation",
    title: "Enzyme-inducing medicine lowering apixaban or rivaroxaban levels",
    clinician:
      "{doacs} with {inducers}, a strong inducer of CYP3A4 and P-glycoprotein. Such inducers lower apixaban and rivaroxaban levels ({rifampicin} by about half), so the anticoagulant may no longer protect against clots; the Anticoagulation Forum guidance and the apixaban label advise avoiding the combination.",
    patient:
      "One of your medicines ({inducers}) makes your blood thinner ({doacs}) work less well, so it may not protect you from clots. Keep taking both for now and speak to your doctor or pharmacist in the next day or two about changing one of them. Get urgent help for a swollen painful leg, chest pain or sudden breathlessness.",
    nextSteps: [
      "Review the combination within days with the prescriber of each medicine (TB, epilepsy or other team, and anticoagulation): apixaban and rivaroxaban are not used with this inducer, so one of the two is changed",
      "Do not stop the anticoagulant without a replacement while the reason for it (recent clot, atrial fibrillation) remains",
    ],
    patientQuestions: ["Which blood thinner works with my other medicines?"],
    evidence: ["burnett-2016-doac-vte"],
    keywords: ["apixaban", "rivaroxaban", "rifampicin", "carbamazepine", "enzyme inducer", "drug interaction"],
    match: inducerDoac,
  },
  {
    id: "enzyme-inducer-dabigatran-edoxaban",
    family: F,
    severity: Severity.high,
    problem: "Anticoagulation",
    title: "Enzyme-inducing medicine that may lower dabigatran or edoxaban levels",
    clinician:
      "{doacs} with {inducers}, a strong inducer of P-glycoprotein and CYP3A4. All the direct oral anticoagulants are P-glycoprotein substrates, so strong inducers can lower their levels and with them the protection against clots. {detail}",
    patient:
      "One of your medicines ({inducers}) may make your blood thinner ({doacs}) work less well, so it may not protect you as well from clots. Keep taking both for now and speak to your doctor or pharmacist in the next few days about whether one should change. Get urgent help for a swollen painful leg, chest pain, sudden breathlessness or signs of a stroke.",
    nextSteps: [
      "Review the combination with the prescriber of each medicine (TB, epilepsy or other team, and anticoagulation): choose an anticoagulant or a treatment for the other condition that does not interact",
      "Do not stop the anticoagulant without a replacement while the reason for it (recent clot, atrial fibrillation) remains",
    ],
    patientQuestions: ["Which blood thinner works with my other medicines?"],
    evidence: ["ferri-2022-doac-ddi"],
    keywords: [
      "dabigatran",
      "edoxaban",
      "rifampicin",
      "carbamazepine",
      "p-glycoprotein",
      "enzyme inducer",
      "drug interaction",
    ],
    match: inducerDabigatranEdoxaban,
  },
];
