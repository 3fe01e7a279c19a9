import { FindingFamily, type GeneticItem, Severity } from "../model.ts";
import { isHomozygous, isVariantPresent, metaboliserPhenotype, reportsPathogenic } from "../vocab/genetics.ts";
import { medNames, type RuleContext } from "./context.ts";
import { type TestsStep, withTestsInRecord } from "./tests-in-record.ts";
import type { Rule, RuleMatch } from "./types.ts";

/** The iron indices the HFE step asks for; one already in the record is not asked for again. */
const IRON_INDICES: TestsStep = {
  tests: [
    { words: "fasting transferrin saturation", ids: ["tsat"] },
    { words: "ferritin", ids: ["ferritin"] },
  ],
  tail: "; liver tests",
};

const PGX = FindingFamily.pharmacogenomics;
const GEN = FindingFamily.genetics;

function resultText(g: GeneticItem): string {
  return `${g.interpretation} ${g.value ?? ""}`.trim();
}

/** Interpretation and value together: a "Detected" call may name the variant's class only in the value. */
function pathogenic(g: GeneticItem): boolean {
  return reportsPathogenic(g.interpretation, g.value);
}

function describe(g: GeneticItem): string {
  return `${g.gene} ${resultText(g)}`;
}

/** A pharmacogenomic finding: higher severity when the affected drug is being taken now. */
function pgxMatch(
  ctx: RuleContext,
  gene: string,
  affected: (g: GeneticItem) => boolean,
  drugClasses: string[],
  onDrug: (typeof Severity)[keyof typeof Severity],
): RuleMatch | undefined {
  const g = ctx.genes(gene).find(affected);
  if (!g) return undefined;
  const meds = ctx.medsOf(...drugClasses);
  const drugText =
    meds.length > 0
      ? `Currently taking ${medNames(meds)}.`
      : "No affected drug is listed now; the result matters if one is considered.";
  return {
    refs: ctx.refs(g, ...meds),
    values: { result: describe(g), drugs: drugText },
    severity: meds.length > 0 ? onDrug : Severity.info,
    patientExtra:
      meds.length > 0
        ? "You take a medicine affected by this result. Do not stop it on your own; talk to your doctor soon."
        : "",
  };
}

/**
 * An HLA-B allele that forbids a drug (abacavir with *57:01, allopurinol with *58:01): the result
 * names the allele and reports it present. Critical while the drug is taken, an alert otherwise.
 */
function hlaBCarrierMatch(
  ctx: RuleContext,
  allele: RegExp,
  drugClass: string,
  drugName: string,
): RuleMatch | undefined {
  const g = ctx
    .genes("HLA-B")
    .find(
      (x) =>
        allele.test(`${x.interpretation} ${x.value ?? ""} ${x.geneCode}`) &&
        isVariantPresent(resultText(x)) &&
        !/negative|not detected|absent/i.test(x.interpretation),
    );
  if (!g) return undefined;
  const meds = ctx.meds(drugClass);
  return {
    refs: ctx.refs(g, ...meds),
    values: {
      result: describe(g),
      drugs: meds.length > 0 ? `Currently taking ${medNames(meds)}.` : `${drugName} is not listed now.`,
    },
    severity: meds.length > 0 ? Severity.critical : Severity.moderate,
  };
}

/** An SLCO1B1 result of reduced function: a decreased, intermediate or poor phenotype, or a *5/*15 or rs4149056 C call. */
export function slco1b1Reduced(ctx: RuleContext): GeneticItem | undefined {
  return ctx
    .genes("SLCO1B1")
    .find(
      (g) =>
        ["decreased-function", "poor", "intermediate"].includes(metaboliserPhenotype("SLCO1B1", resultText(g)) ?? "") ||
        /\*5\b|\*15\b|rs4149056\s*[:=]?\s*(c\/c|t\/c|c\/t|tc|ct|cc)\b|521\s*t\s*>\s*c/i.test(resultText(g)),
    );
}

/**
 * CPIC 2022 advice for simvastatin by SLCO1B1 phenotype: poor function, an alternative statin;
 * decreased function, an alternative statin, or simvastatin below 20 mg/day if it is still
 * warranted. Other statins have their own dose limits by phenotype (its Figure 1), which are
 * pointed to rather than restated. A genotype without a stated phenotype gets both.
 */
function slco1b1Advice(
  phenotype: string | undefined,
  statin: "simvastatin" | "other" | "none",
): { text: string; steps: string[] } {
  const others = "For other statins CPIC gives a dose limit by statin and phenotype (its Figure 1).";
  const poor = phenotype === "poor";
  const decreased = phenotype === "decreased-function" || phenotype === "intermediate";
  const label = poor ? "poor function" : decreased ? "decreased function" : "its phenotype";
  const text = poor
    ? `With poor function, CPIC 2022 advises prescribing an alternative statin of the needed intensity instead of simvastatin. ${others}`
    : decreased
      ? `With decreased function, CPIC 2022 advises an alternative statin of the needed intensity, or simvastatin below 20 mg/day if it is still warranted. ${others}`
      : `CPIC 2022 advises an alternative statin to simvastatin (with decreased function, simvastatin below 20 mg/day if it is still warranted). ${others}`;
  let step: string;
  if (statin === "simvastatin")
    step = poor
      ? "Replace simvastatin with an alternative statin of the needed intensity, at a dose within CPIC 2022's limit for SLCO1B1 poor function"
      : decreased
        ? "Prefer an alternative statin of the needed intensity; if simvastatin stays, keep the dose below 20 mg/day (CPIC 2022)"
        : "Confirm the SLCO1B1 phenotype, then choose the statin and dose within CPIC 2022's limits for it";
  else if (statin === "other")
    step = `Check the current statin and dose against CPIC 2022's limits for SLCO1B1 ${label}`;
  else
    step = `If a statin is started, prefer one other than simvastatin, at a dose within CPIC 2022's limits for SLCO1B1 ${label}`;
  return { text, steps: [step] };
}

/** The BRCA finding's meaning for a woman (or a patient whose sex is not recorded). */
const BRCA_WOMEN =
  "a pathogenic BRCA variant carries a high lifetime risk of breast and ovarian cancer (and prostate and pancreatic cancer); management includes MRI-based breast screening, discussion of risk-reducing surgery, and cascade testing of relatives.";

/**
 * Genes of recessive conditions that ACOG lists for carrier screening (cystic fibrosis, spinal
 * muscular atrophy, haemoglobinopathies, Tay–Sachs), with the condition named in texts.
 */
const RECESSIVE_GENES: readonly (readonly [string, string])[] = [
  ["CFTR", "cystic fibrosis"],
  ["SMN1", "spinal muscular atrophy"],
  ["HBB", "beta-thalassaemia or sickle cell disease"],
  ["HEXA", "Tay–Sachs disease"],
];

/** One copy reported: carrier or heterozygous, not a non-carrier, and not two copies (affected). */
function isCarrier(g: GeneticItem): boolean {
  const text = resultText(g);
  if (/non[- ]?carrier|not a carrier|negative|not detected|no (pathogenic )?variant/i.test(text)) return false;
  if (/homozygous|compound heterozygous|biallelic|affected/i.test(text)) return false;
  return /\bcarrier\b|\bheterozygous\b|\bheterozygote\b/i.test(text);
}

/** Free text saying a pregnancy is planned or under way. */
const PREGNANCY_PLANS =
  /planning (a )?pregnan|plan(s|ning)? to (conceive|have (a )?(baby|child))|trying to conceive|pregnan/;

export const GENETIC_RULES: readonly Rule[] = [
  {
    id: "cyp2c19-clopidogrel",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "CYP2C19 reduced function and clopidogrel",
    clinician:
      "{result}: CYP2C19 poor or intermediate metabolisers convert less clopidogrel to its active form and have more cardiovascular events; for cardiovascular indications prasugrel or ticagrelor is preferred if not contraindicated. {drugs}",
    patient:
      "Your genes affect how your body handles clopidogrel, a blood-thinning medicine. It may not work well for you.",
    nextSteps: [
      "Consider an alternative P2Y12 inhibitor (prasugrel or ticagrelor) if clinically appropriate",
      "Record the phenotype in the allergy/alert list",
    ],
    patientQuestions: ["Is clopidogrel the right medicine for me with my gene result?"],
    evidence: ["cpic-cyp2c19-clopidogrel-2022"],
    keywords: ["cyp2c19", "clopidogrel", "poor metabolizer"],
    match: (ctx) =>
      pgxMatch(
        ctx,
        "CYP2C19",
        (g) => ["poor", "intermediate"].includes(metaboliserPhenotype("CYP2C19", resultText(g)) ?? ""),
        ["clopidogrel"],
        Severity.high,
      ),
  },
  {
    id: "slco1b1-simvastatin",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "SLCO1B1 reduced function and statins",
    clinician:
      "{result}: reduced SLCO1B1 function raises statin exposure and the risk of statin muscle symptoms, most of all with simvastatin. {advice} {drugs}",
    patient:
      "Your genes make muscle side effects more likely with the statin simvastatin. A different statin or dose may suit you better.",
    nextSteps: ["Choose the statin and dose for the SLCO1B1 result per CPIC 2022"],
    evidence: ["cpic-statins-2022"],
    keywords: ["slco1b1", "simvastatin", "myopathy"],
    match: (ctx) => {
      const g = slco1b1Reduced(ctx);
      const m = pgxMatch(ctx, "SLCO1B1", (x) => x === g, ["statin"], Severity.moderate);
      if (!m || !g) return m;
      const onSimvastatin = ctx.model.medications.some((x) => x.active && x.drugs.includes("simvastatin"));
      if (onSimvastatin) m.severity = Severity.high;
      const statin = onSimvastatin ? "simvastatin" : ctx.medsOf("statin").length > 0 ? "other" : "none";
      const advice = slco1b1Advice(metaboliserPhenotype("SLCO1B1", resultText(g)), statin);
      return { ...m, values: { ...m.values, advice: advice.text }, nextSteps: advice.steps };
    },
  },
  {
    id: "hla-b5701-abacavir",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "HLA-B*57:01 and abacavir",
    clinician:
      "{result}: HLA-B*57:01 carriers are at high risk of abacavir hypersensitivity, which can be life-threatening; abacavir should not be used. {drugs}",
    patient:
      "Your gene test shows a high risk of a serious allergic reaction to abacavir, an HIV medicine. This medicine should be avoided.",
    nextSteps: [
      "Do not start abacavir; if taking it, contact the prescriber the same day",
      "Record as a drug allergy alert",
    ],
    evidence: ["cpic-hlab-abacavir-2014"],
    keywords: ["hla-b*57:01", "abacavir", "hypersensitivity"],
    match: (ctx) => hlaBCarrierMatch(ctx, /57:01|5701/, "abacavir", "Abacavir"),
  },
  {
    id: "hla-b5801-allopurinol",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "HLA-B*58:01 and allopurinol",
    clinician:
      "{result}: HLA-B*58:01 is strongly associated with allopurinol-induced severe cutaneous adverse reactions (drug hypersensitivity syndrome, Stevens–Johnson syndrome, toxic epidermal necrolysis); CPIC advises that allopurinol should not be prescribed to carriers and that an alternative be considered. {drugs}",
    patient:
      "Your gene test shows a high risk of a serious skin and allergic reaction to allopurinol, a medicine for gout and high uric acid. This medicine should be avoided; other medicines can be used instead.",
    nextSteps: [
      "Do not start allopurinol; if taking it, contact the prescriber the same day",
      "Use an alternative to allopurinol when urate-lowering treatment is needed",
      "Record as a drug allergy alert",
    ],
    patientQuestions: ["Which medicine can I take for gout or uric acid instead of allopurinol?"],
    evidence: ["cpic-hlab-allopurinol-2013"],
    keywords: ["hla-b*58:01", "allopurinol", "severe cutaneous adverse reaction", "stevens-johnson syndrome"],
    match: (ctx) => hlaBCarrierMatch(ctx, /58:01|5801/, "allopurinol", "Allopurinol"),
  },
  {
    id: "tpmt-nudt15-thiopurine",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "TPMT/NUDT15 reduced function and thiopurines",
    clinician:
      "{result}: reduced TPMT or NUDT15 activity raises the risk of severe myelosuppression with azathioprine, mercaptopurine or thioguanine; starting doses are reduced or an alternative used. {drugs}",
    patient:
      "Your genes affect how your body breaks down medicines like azathioprine. Normal doses could lower your blood counts too much.",
    nextSteps: ["Reduce the thiopurine starting dose per CPIC or choose an alternative; monitor blood counts closely"],
    evidence: ["cpic-tpmt-nudt15-2018"],
    keywords: ["tpmt", "nudt15", "azathioprine", "myelosuppression"],
    match: (ctx) => {
      for (const gene of ["TPMT", "NUDT15"]) {
        const m = pgxMatch(
          ctx,
          gene,
          (g) =>
            ["poor", "intermediate", "decreased-function"].includes(metaboliserPhenotype(gene, resultText(g)) ?? ""),
          ["thiopurine"],
          Severity.high,
        );
        if (m) return m;
      }
      return undefined;
    },
  },
  {
    id: "dpyd-fluoropyrimidine",
    family: PGX,
    severity: Severity.critical,
    problem: "Pharmacogenomics",
    title: "DPYD reduced function and fluoropyrimidines",
    clinician:
      "{result}: DPYD decreased-function variants cause severe, potentially fatal toxicity from fluorouracil or capecitabine; reduce the starting dose (intermediate) or avoid (poor metaboliser). {drugs}",
    patient:
      "Your genes mean some cancer medicines (fluorouracil or capecitabine) could cause severe side effects at normal doses.",
    nextSteps: ["Adjust or avoid fluoropyrimidines per CPIC; inform the oncology team"],
    evidence: ["cpic-dpyd-2017"],
    keywords: ["dpyd", "fluorouracil", "capecitabine", "toxicity"],
    match: (ctx) =>
      pgxMatch(
        ctx,
        "DPYD",
        (g) =>
          ["poor", "intermediate", "decreased-function"].includes(metaboliserPhenotype("DPYD", resultText(g)) ?? "") ||
          /\*2a|c\.1905\+1g>a|c\.2846a>t|c\.1679t>g|hapb3/i.test(resultText(g)),
        ["fluoropyrimidine"],
        Severity.critical,
      ),
  },
  {
    id: "cyp2d6-codeine-tramadol",
    family: PGX,
    severity: Severity.high,
    problem: "Pharmacogenomics",
    title: "CYP2D6 phenotype and codeine or tramadol",
    clinician:
      "{result}: CYP2D6 ultrarapid metabolisers risk opioid toxicity and poor metabolisers get little effect from codeine and tramadol; both should avoid them. {drugs}",
    patient:
      "Your genes change how codeine and tramadol work in your body. These pain medicines may be unsafe or not work for you.",
    nextSteps: ["Avoid codeine and tramadol; use a non-CYP2D6 analgesic"],
    evidence: ["cpic-opioids-2021"],
    keywords: ["cyp2d6", "codeine", "tramadol"],
    match: (ctx) =>
      pgxMatch(
        ctx,
        "CYP2D6",
        (g) => ["poor", "ultrarapid"].includes(metaboliserPhenotype("CYP2D6", resultText(g)) ?? ""),
        ["cyp2d6-opioid"],
        Severity.high,
      ),
  },
  {
    id: "brca-pathogenic-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Hereditary cancer risk",
    title: "Pathogenic BRCA1/BRCA2 variant",
    clinician: "BRCA result {result}: {meaning}",
    patient:
      "Your gene test found a change in a BRCA gene. This raises the chance of some cancers. Extra screening and other options can lower the risk. Your relatives may want testing too.",
    nextSteps: [
      "Refer to cancer genetics / high-risk clinic",
      "Annual breast MRI and mammography per NCCN; discuss risk-reducing salpingo-oophorectomy timing",
      "Offer cascade testing to first-degree relatives",
    ],
    patientQuestions: ["What screening do I need and from what age?", "Should my family members be tested?"],
    evidence: ["nccn-genetic-familial-bopp"],
    keywords: ["brca1", "brca2", "hereditary breast ovarian cancer"],
    match: (ctx) => {
      const g = [...ctx.genes("BRCA1"), ...ctx.genes("BRCA2")].find(pathogenic);
      if (!g) return undefined;
      // USPSTF 2019 is written for women's risk assessment and management.
      if (ctx.sex !== "male")
        return { refs: [g.ref], values: { result: describe(g), meaning: BRCA_WOMEN }, evidence: ["uspstf-2019-brca"] };
      // Breast MRI and salpingo-oophorectomy are women's management; NCCN sets out men's
      // (its male recommendations as tabulated in PMC8305894, and helix.com's v2.2026 summary).
      const brca2 = g.gene === "BRCA2";
      return {
        refs: [g.ref],
        values: {
          result: describe(g),
          meaning: `in a man, a pathogenic ${g.gene} variant raises the risk of prostate cancer, male breast cancer and pancreatic cancer. NCCN: prostate cancer screening from 40 (recommended for BRCA2 carriers, considered for BRCA1), clinical breast exam every 12 months from 35, and cascade testing of relatives; his daughters and sisters who carry it face the high breast and ovarian cancer risks.`,
        },
        nextSteps: [
          "Refer to cancer genetics / high-risk clinic",
          `Discuss prostate cancer screening with PSA from age 40 (NCCN: ${brca2 ? "recommended for BRCA2 carriers" : "considered for BRCA1 carriers"})`,
          "Clinical breast exam every 12 months from age 35; report any breast lump or nipple change",
          "Offer cascade testing to first-degree relatives",
        ],
      };
    },
  },
  {
    id: "recessive-carrier",
    family: GEN,
    severity: Severity.low,
    problem: "Genetic results",
    title: "Carrier of a recessive condition",
    clinician:
      "{result}: a carrier of one {condition} variant; carriers are usually healthy, but a child of two carriers can inherit the condition. Offer the partner carrier testing, ideally before pregnancy, with genetic counselling if both carry a variant (ACOG); relatives may carry the same variant.{plans}",
    patient:
      "Your gene test shows you carry one copy of a gene change linked to {condition}. Carriers are usually healthy. If your partner also carries a change in the same gene, a child could have the condition, so your partner can be offered a test, best before a pregnancy. Your relatives may want to know too.",
    nextSteps: [
      "Offer the reproductive partner carrier testing for the same condition, ideally before pregnancy",
      "Offer genetic counselling if both partners are carriers",
      "Encourage telling relatives, who may carry the same variant",
    ],
    patientQuestions: ["Should my partner have a carrier test?"],
    evidence: ["acog-co691-carrier-screening"],
    keywords: ["carrier screening", "cystic fibrosis carrier", "partner testing", "genetic counseling"],
    match: (ctx) => {
      for (const [symbol, condition] of RECESSIVE_GENES) {
        const g = ctx.genes(symbol).find(isCarrier);
        if (!g) continue;
        const plans = PREGNANCY_PLANS.test(ctx.freeText);
        return {
          refs: [g.ref],
          values: {
            result: describe(g),
            condition,
            plans: plans ? " A pregnancy is planned or under way, so partner testing is timely." : "",
          },
          severity: plans ? Severity.moderate : Severity.low,
        };
      }
      return undefined;
    },
  },
  {
    id: "lynch-syndrome-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Hereditary cancer risk",
    title: "Lynch syndrome variant",
    clinician:
      "{result}: Lynch syndrome; colonoscopy every 1–2 years starting in the 20s–30s (gene-dependent), endometrial and other cancer surveillance, and cascade testing.",
    patient:
      "Your gene test shows Lynch syndrome. It raises the risk of bowel and some other cancers. Regular colonoscopy greatly lowers this risk.",
    nextSteps: ["Refer to genetics; colonoscopy every 1–2 years; gynaecological risk management; test relatives"],
    patientQuestions: ["How often do I need a colonoscopy?"],
    evidence: ["acg-2015-hereditary-gi-cancer"],
    keywords: ["lynch syndrome", "mlh1", "msh2", "colonoscopy surveillance"],
    match: (ctx) => {
      const g = ["MLH1", "MSH2", "MSH6", "PMS2", "EPCAM"].flatMap((s) => ctx.genes(s)).find(pathogenic);
      return g ? { refs: [g.ref], values: { result: describe(g) } } : undefined;
    },
  },
  withTestsInRecord(IRON_INDICES, {
    id: "hfe-haemochromatosis-genotype",
    family: GEN,
    severity: Severity.moderate,
    problem: "Iron",
    title: "HFE haemochromatosis genotype",
    clinician:
      "HFE genotype {result}{iron} Iron overload is judged on transferrin saturation and ferritin, not on genotype alone.",
    patient:
      "Your gene test shows a change linked to haemochromatosis, where the body stores too much iron. Blood tests for iron show whether treatment is needed.",
    nextSteps: [
      "Check fasting transferrin saturation and ferritin; liver tests",
      "If iron overload: venesection; screen first-degree relatives",
    ],
    evidence: ["acg-2019-hemochromatosis", "easl-2022-haemochromatosis"],
    keywords: ["hfe", "c282y", "hemochromatosis", "ferritin"],
    match: (ctx) => {
      const g = ctx.genes("HFE").find((x) => isVariantPresent(resultText(x), /c282y/i));
      if (!g) return undefined;
      const text = resultText(g);
      const homozygous = isHomozygous(text) || /c282y\s*\/\s*c282y/i.test(text);
      const ferritin = ctx.lab("ferritin");
      const tsat = ctx.value("tsat");
      const indices = ferritin !== undefined && tsat !== undefined;
      const overload =
        (ferritin !== undefined && (ferritin.status === "high" || ferritin.status === "critical-high")) ||
        (tsat !== undefined && tsat >= 45);
      const iron = homozygous
        ? overload
          ? `: C282Y homozygosity with raised iron indices (ferritin ${ctx.show(ferritin) || "n/a"}${tsat !== undefined ? `, TSAT ${ctx.showValue("tsat")}` : ""}) confirms HFE haemochromatosis with iron overload.`
          : ": C282Y homozygosity; iron indices decide whether iron overload is present."
        : `: a single C282Y copy or compound heterozygosity rarely causes iron overload on its own; ${indices ? `read it with the iron indices in the record (ferritin ${ctx.show(ferritin)}, TSAT ${ctx.showValue("tsat")}).` : "check iron indices."}`;
      return {
        refs: ctx.refs(g, overload || indices ? ferritin : undefined, indices ? ctx.lab("tsat") : undefined),
        // The clinician text already starts "HFE genotype", so the result is given without the gene.
        values: { result: resultText(g), iron },
        severity: homozygous ? (overload ? Severity.high : Severity.moderate) : Severity.low,
        // Iron indices already in the record are read, not requested again.
        ...(indices ? { nextSteps: ["If iron overload: venesection; screen first-degree relatives"] } : {}),
      };
    },
  }),
  {
    id: "thrombophilia-oestrogen",
    family: GEN,
    severity: Severity.high,
    problem: "Clotting risk",
    title: "Inherited clotting variant with oestrogen",
    clinician:
      "{result} while taking {med}: known thrombogenic mutations make combined (oestrogen-containing) hormonal contraception an unacceptable risk (US MEC category 4).",
    patient:
      "You carry a gene change that makes blood clots more likely. Medicines with oestrogen, like the combined pill, raise that risk further. Other options are available.",
    nextSteps: ["Switch to a progestin-only or non-hormonal method (e.g. IUD)", "Counsel on clot symptoms"],
    patientQuestions: ["Which contraception is safe for me?"],
    evidence: ["cdc-us-mec-2024"],
    keywords: ["factor v leiden", "combined oral contraceptive", "thrombophilia", "estrogen"],
    match: (ctx) => {
      const g = [...ctx.genes("F5"), ...ctx.genes("F2")].find((x) => isVariantPresent(resultText(x)));
      const meds = ctx.meds("oestrogen");
      if (!g || meds.length === 0) return undefined;
      return { refs: ctx.refs(g, ...meds), values: { result: describe(g), med: medNames(meds) } };
    },
  },
  {
    id: "thrombophilia-variant",
    family: GEN,
    severity: Severity.low,
    problem: "Clotting risk",
    title: "Inherited clotting variant",
    clinician:
      "{result}: a thrombogenic variant; oestrogen-containing contraception is avoided, and it informs decisions around surgery, pregnancy and immobility.",
    patient:
      "You carry a gene change that makes blood clots a little more likely. Tell doctors about it before surgery, pregnancy or starting hormones.",
    nextSteps: ["Record the result; avoid oestrogen-containing contraception"],
    evidence: ["cdc-us-mec-2024"],
    keywords: ["factor v leiden", "prothrombin g20210a"],
    match: (ctx) => {
      const g = [...ctx.genes("F5"), ...ctx.genes("F2")].find((x) => isVariantPresent(resultText(x)));
      if (!g || ctx.meds("oestrogen").length > 0) return undefined;
      return { refs: [g.ref], values: { result: describe(g) } };
    },
  },
  {
    id: "apoe-e4",
    family: GEN,
    severity: Severity.info,
    problem: "Genetic results",
    title: "APOE ε4 result",
    clinician:
      "{result}: APOE ε4 raises Alzheimer risk but is neither necessary nor sufficient for the disease; it should be discussed with genetic counselling and does not change management on its own.",
    patient:
      "Your APOE gene result is linked to a higher chance of Alzheimer's disease. It does not mean you will get it. A genetic counsellor can explain what it means for you.",
    nextSteps: ["Offer genetic counselling; focus on modifiable cardiovascular risk factors"],
    evidence: ["acmg-nsgc-2011-alzheimer-genetics"],
    keywords: ["apoe", "alzheimer", "genetic counseling"],
    match: (ctx) => {
      const g = ctx.genes("APOE").find((x) => /(e|ε|epsilon)\s*4|\*4|e4/i.test(`${x.interpretation} ${x.value ?? ""}`));
      return g
        ? {
            refs: [g.ref],
            values: { result: describe(g) },
            severity: /4\s*\/\s*(e|ε)?4|homozygous/i.test(resultText(g)) ? Severity.low : Severity.info,
          }
        : undefined;
    },
  },
  {
    id: "fh-genetic-variant",
    family: GEN,
    severity: Severity.high,
    problem: "Cholesterol",
    title: "Familial hypercholesterolaemia variant",
    clinician:
      "{result}: genetically confirmed familial hypercholesterolaemia; lifelong high-intensity lipid lowering and cascade testing of relatives.",
    patient:
      "Your gene test shows an inherited high-cholesterol condition. Strong cholesterol treatment protects your heart. Your family should be tested.",
    nextSteps: ["High-intensity statin ± ezetimibe; cascade testing of first-degree relatives"],
    evidence: ["nla-2015-part1", "esc-eas-2019-dyslipidaemias"],
    keywords: ["familial hypercholesterolemia", "ldlr", "pcsk9"],
    match: (ctx) => {
      const g = ["LDLR", "PCSK9"].flatMap((s) => ctx.genes(s)).find(pathogenic);
      return g ? { refs: [g.ref], values: { result: describe(g) } } : undefined;
    },
  },
];
