/**
 * Gallstones on a scan with a dilated bile duct, or a stone in the duct, and cholestatic liver
 * tests (review 14, diabetes case 02: multiple gallstones, CBD 8 mm "mildly dilated", ALP 212,
 * bilirubin 31 µmol/L, pain after fatty meals; read as possible pancreatic cancer with a 2-week-wait
 * referral and as fatty liver).
 *
 * BSG 2017 (bile duct stones): stones in the common bile duct are found in 10–20% of people with
 * symptomatic gallstones and cause pain, jaundice, infection and pancreatitis; MRCP and EUS are both
 * highly accurate for finding them when the probability is intermediate; confirmed stones are removed
 * by ERCP, surgery or radiological methods.
 *
 * Which reading applies (engine choice, as in the brief of review 14):
 * - a stone seen in the duct explains the obstruction: duct clearance, no cancer pathway;
 * - gallstones with a dilated duct and biliary-type pain, no duct stone seen: a duct stone is looked
 *   for first (MRCP or EUS), and the pancreas is imaged, with the NG12 suspected cancer pathway, only
 *   if none is found;
 * - painless jaundice with a dilated duct and no duct stone stays with the cancer pathway
 *   (jaundice-suspected-cancer in patterns.ts), whether or not the gallbladder holds stones.
 *
 * A GLP-1 receptor agonist or tirzepatide is named as a possible contributor: acute gallbladder
 * disease (gallstones, cholecystitis) is reported with tirzepatide and the GLP-1 receptor agonists
 * (tirzepatide label, "mounjaro-label"; semaglutide label 5.8, "ozempic-label"). Rapid weight loss is
 * not named: no citable source for it was seen (review 15, sources-b).
 */
import { medicineWord } from "../vocab/brands.ts";
import { FindingFamily, type ImagingItem, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { isStated, statedMention } from "./notes.ts";
import type { Rule } from "./types.ts";
import { isHigh } from "./lab-status.ts";
import { jaundicePathway } from "./jaundice-cancer-pathway.ts";

const GALLSTONES = /\b(?:gall\s?stones?|cholelithiasis|calculous cholecystitis)\b/g;
const DUCT_STONE =
  /\b(?:choledocholithiasis|(?:stones?|calcul(?:us|i))\s+(?:is\s+|are\s+)?(?:seen\s+|noted\s+)?(?:in|within)\s+the\s+(?:distal\s+)?(?:cbd|common\s+bile\s+duct|bile\s+duct)|(?:cbd|common\s+bile\s+duct|bile\s+duct)\s+(?:stones?|calcul(?:us|i)))\b/g;
const DILATED_DUCT =
  /\b(?:dilat\w*\s+(?:common\s+bile\s+duct|cbd|bile\s+ducts?|biliary\s+tree)|(?:cbd|common\s+bile\s+duct|bile\s+ducts?|biliary\s+tree)\s+(?:is\s+|are\s+)?dilat\w*|biliary\s+dilatation)\b/g;
/** Biliary-type pain in the notes; "painless" keeps the cancer reading. */
const BILIARY_PAIN =
  /\b(?:right\s+upper\s+quadrant|ruq|epigastric|biliary)\s+(?:pain|colic)\b|\bbiliary\s+colic\b|\bpain\b[^.;]{0,40}\bafter\s+(?:fatty\s+)?(?:meals?|food|eating)\b/i;
const PAINLESS = /\bpainless\b/i;

function statedIn(study: ImagingItem, re: RegExp): boolean {
  const text = `${study.description}. ${study.text}`.toLowerCase();
  return [...text.matchAll(re)].some((m) => isStated(text, m.index, m[0].length));
}

export interface GallstoneDuct {
  study: ImagingItem;
  /** A stone seen in the duct itself. */
  ductStone: boolean;
  pain?: string;
  labs: LabObservation[];
}

/**
 * A dilated bile duct already seen, on an imaging study or in the notes, quoted; else undefined
 * (review 32, infect-liver-32b case 05: "Ultrasound: dilated common bile duct 11 mm" in the notes
 * of a man of 68 with painless jaundice still got "ultrasound first" and a PBC antibody work-up).
 */
export function dilatedDuctSeen(ctx: RuleContext): string | undefined {
  for (const study of ctx.model.imaging) if (statedIn(study, DILATED_DUCT)) return studyName(study);
  return statedMention(ctx.freeText, DILATED_DUCT);
}

/** The gallstone reading of a cholestatic picture (see the file comment), or undefined. */
export function gallstoneDuctObstruction(ctx: RuleContext): GallstoneDuct | undefined {
  const labs = [ctx.lab("bilirubin-total"), ctx.lab("bilirubin-direct"), ctx.lab("alp")].filter(
    (o): o is LabObservation => o !== undefined && isHigh(o),
  );
  if (labs.length === 0) return undefined;
  const pain = PAINLESS.test(ctx.freeText) ? undefined : statedMention(ctx.freeText, BILIARY_PAIN);
  for (const study of ctx.model.imaging) {
    const ductStone = statedIn(study, DUCT_STONE);
    if (ductStone) return { study, ductStone, pain, labs };
    if (pain !== undefined && statedIn(study, GALLSTONES) && statedIn(study, DILATED_DUCT))
      return { study, ductStone, pain, labs };
  }
  return undefined;
}

const CHOLANGITIS_STEP =
  "Same-day assessment if fever, rigors or deepening jaundice (possible infection of the bile duct)";

const studyName = (s: ImagingItem) => `${s.type}${s.date ? ` (${s.date.slice(0, 10)})` : ""}`;

export const BILE_DUCT_STONE_RULES: readonly Rule[] = [
  {
    id: "gallstone-bile-duct-obstruction",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Liver tests",
    title: "{title}",
    clinician: "{study} {imaging}, with {labs}{pain}: {reading}{incretin}",
    patient:
      "Your scan shows gallstones, and your liver tests show that bile is not draining freely. {patientReading}{patientIncretin} If you get a fever or shivers, or your skin or eyes turn yellow, get medical help the same day.",
    nextSteps: [
      "MRCP (or EUS) to look for a common bile duct stone, with an urgent referral to the upper GI or biliary team",
      CHOLANGITIS_STEP,
      "If no duct stone is found, CT of the pancreas and bile ducts, and a suspected cancer pathway referral for pancreatic cancer at 40 or over with jaundice (NICE NG12)",
    ],
    patientQuestions: ["How soon will the stone in my bile duct be looked for or removed?"],
    evidence: ["bsg-2017-bile-duct-stones"],
    keywords: ["choledocholithiasis", "common bile duct stones", "gallstones", "mrcp", "ercp"],
    match: (ctx) => {
      const found = gallstoneDuctObstruction(ctx);
      if (found === undefined) return undefined;
      const { study, ductStone, pain, labs } = found;
      const incretins = ctx.meds("glp1-ra");
      const tirzepatide = incretins.some((m) => m.drugs.includes("tirzepatide"));
      const semaglutide = incretins.some((m) => m.drugs.includes("semaglutide"));
      const incretinEvidence =
        incretins.length === 0 ? [] : ["mounjaro-label", ...(semaglutide ? ["ozempic-label"] : [])];
      // Outside England and Wales the cancer step is the record's country's (jaundice-cancer-pathway.ts).
      const pathway = jaundicePathway(ctx);
      const stoneEvidence = ductStone || !pathway.named ? [] : ["nice-ng12-suspected-cancer"];
      const incretinNames = [...new Set(incretins.map(medicineWord))].join(" and ");
      return {
        refs: [...ctx.refs(...labs, ...incretins), study.ref],
        values: {
          title: ductStone
            ? "Stone in the common bile duct with cholestatic liver tests"
            : "Gallstones, a dilated bile duct and cholestatic liver tests: possible bile duct stone",
          study: studyName(study),
          imaging: ductStone
            ? "shows a stone in the common bile duct"
            : "shows gallstones with a dilated common bile duct and no stone seen in the duct",
          labs: labs.map((o) => `${o.name} ${ctx.show(o)}`).join(", "),
          pain: pain === undefined ? "" : ` and "${pain}" in the notes`,
          reading: ductStone
            ? "the duct stone explains the obstruction (choledocholithiasis). Confirmed bile duct stones are removed (ERCP, surgery or a radiological method); a cancer pathway is not needed for this picture."
            : "a stone that has passed into the common bile duct is the likely cause (such stones are found in 10–20% of people with symptomatic gallstones). Look for it with MRCP or EUS before a pancreatic cancer pathway; image the pancreas only if no stone is found.",
          incretin:
            incretins.length === 0
              ? ""
              : ` ${incretinNames.charAt(0).toUpperCase()}${incretinNames.slice(1)} may have contributed: acute gallbladder disease, including gallstones and cholecystitis, is reported with ${tirzepatide ? "tirzepatide and " : ""}the GLP-1 receptor agonists, and its labelling advises gallbladder studies when gallstones are suspected.`,
          patientIncretin:
            incretins.length === 0
              ? ""
              : ` Your medicine ${incretinNames} can make gallbladder problems such as gallstones more likely, so tell the team treating you that you take it.`,
          patientReading: ductStone
            ? "The scan shows a gallstone stuck in the bile duct, which explains this. It needs to be taken out by a specialist team soon."
            : "The most likely reason is a gallstone that has moved into the bile duct. A more detailed scan (an MRI scan of the bile ducts, or an ultrasound done through a camera test) is the next step to find it.",
        },
        ...(ductStone
          ? {
              nextSteps: [
                "Refer urgently to the upper GI or biliary team to clear the bile duct stone",
                CHOLANGITIS_STEP,
              ],
            }
          : pathway.named
            ? {}
            : {
                nextSteps: [
                  "MRCP (or EUS) to look for a common bile duct stone, with an urgent referral to the upper GI or biliary team",
                  CHOLANGITIS_STEP,
                  `If no duct stone is found, CT of the pancreas and bile ducts; at 40 or over with jaundice: ${pathway.step.charAt(0).toLowerCase()}${pathway.step.slice(1)}`,
                ],
              }),
        ...(stoneEvidence.length + incretinEvidence.length > 0
          ? { evidence: [...stoneEvidence, ...incretinEvidence] }
          : {}),
      };
    },
  },
];
