import { FindingFamily, Severity } from "../model.ts";
import { joinList } from "../text.ts";
import { medNames, type RuleContext } from "./context.ts";
import { stated } from "./drug-lab.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { readsAsUk } from "./uk-record.ts";

/*
 * An oral anticoagulant with aspirin and a P2Y12 inhibitor ("triple therapy"), read nowhere
 * (review 34, cardio-34 cases 05 and 06: apixaban, aspirin and clopidogrel six months after a stent
 * in Leeds with bruising and a haemoglobin of 124 g/L; rivaroxaban, aspirin 81 mg and clopidogrel
 * after a stent in Denver). drug-lab.ts judges an anticoagulant with one antiplatelet and leaves
 * two to this rule. AUGUSTUS (seen 2026-12-02, lopes-2019-augustus): in AF with an acute coronary
 * syndrome or PCI on a P2Y12 inhibitor, aspirin against placebo raised major or clinically relevant
 * non-major bleeding from 9.0% to 16.1% over 6 months, with no significant difference in ischaemic
 * events, and apixaban bled less than a vitamin K antagonist. How long aspirin continues after a
 * stent is the cardiology team's plan, so the finding asks for it rather than naming a duration.
 * Review 35, cardio-35 case 01 (apixaban, aspirin and clopidogrel 12 days after a stent in Leeds,
 * no stomach protection): the finding gave neither the usual length of triple therapy nor a PPI.
 * It now states the default (triple therapy up to a week, then the anticoagulant with clopidogrel,
 * antiplatelets stopped by 12 months; gragnano-2024-af-pci-antiplatelets, and NICE NG185 on a UK
 * record) as the background to the team's plan, and asks for a PPI when none is listed, naming
 * the ones that do not blunt clopidogrel (anmco-aigo-2021-gastroprotection: a PPI is advised with
 * antiplatelets when an anticoagulant is also taken; omeprazole and esomeprazole are avoided with
 * clopidogrel).
 */

const P2Y12 = ["clopidogrel", "antiplatelet"] as const;

/** Bruising or bleeding the notes state (a denial such as "no bleeding" is not stated). */
const BLEEDING_SIGN =
  /\b(?:bruis(?:es|ing|ed)|nose\s*bleeds?|epistaxis|bleeding\s+gums|black\s+stools?|melaena|melena|blood\s+in\s+(?:the\s+)?(?:urine|stools?))\b/;

/** The earliest recorded start of the antiplatelets, as "since YYYY-MM-DD", or "". */
function since(ctx: RuleContext): string {
  const start = ctx
    .medsOf("aspirin", ...P2Y12)
    .map((m) => m.startDate?.slice(0, 10) ?? "")
    .filter((d) => d !== "")
    .sort()
    .at(0);
  return start === undefined ? "" : ` (antiplatelets recorded from ${start})`;
}

function tripleTherapy(ctx: RuleContext): RuleMatch | undefined {
  const oac = ctx.medsOf("warfarin", "doac");
  const aspirin = ctx.medsOf("aspirin");
  const p2y12 = ctx.medsOf(...P2Y12);
  if (oac.length === 0 || aspirin.length === 0 || p2y12.length === 0) return undefined;
  const potent = ctx.medsOf("antiplatelet").length > 0;
  const lowHb = ctx.lab("hemoglobin");
  const risk: string[] = [];
  if (ctx.age !== undefined && ctx.age >= 75) risk.push(`age ${ctx.age}`);
  if (lowHb?.status === "low") risk.push(`haemoglobin ${ctx.show(lowHb)}`);
  const bleeding = stated(ctx, BLEEDING_SIGN);
  if (bleeding !== undefined) risk.push(`"${bleeding}" in the notes`);
  const uk = readsAsUk(ctx);
  const noPpi = ctx.medsOf("ppi").length === 0;
  return {
    refs: ctx.refs(...oac, ...aspirin, ...p2y12, lowHb?.status === "low" ? lowHb : undefined),
    values: {
      med: medNames([...oac, ...aspirin, ...p2y12]),
      since: since(ctx),
      potent: potent
        ? " Ticagrelor or prasugrel with an anticoagulant bleeds more than clopidogrel, which is the P2Y12 inhibitor usually combined with one."
        : "",
      risk: risk.length === 0 ? "" : ` Adding to the bleeding risk in this record: ${joinList(risk)}.`,
      nice: uk
        ? " NICE NG185 (after PCI for an acute coronary syndrome) uses clopidogrel with the anticoagulant for up to a year and avoids keeping aspirin long term."
        : "",
      ppi: noPpi
        ? " No proton pump inhibitor is listed: one is advised for gastroprotection with antiplatelets taken alongside an anticoagulant (with clopidogrel, lansoprazole or pantoprazole rather than omeprazole or esomeprazole)."
        : "",
    },
    ...(noPpi && { nextSteps: [...STEPS, PPI_STEP] }),
    ...(noPpi && { patientQuestions: [...QUESTIONS, PPI_QUESTION] }),
    evidence: [...(uk ? ["nice-ng185-acs-bmj-summary"] : []), ...(noPpi ? ["anmco-aigo-2021-gastroprotection"] : [])],
  };
}

const STEPS = [
  "Confirm with the cardiology team the planned date to stop aspirin (or the P2Y12 inhibitor) and record it",
  "Check haemoglobin and ask about bleeding and bruising at each review while on triple therapy",
];
const PPI_STEP = "Offer a proton pump inhibitor (lansoprazole or pantoprazole with clopidogrel) for stomach protection";
const QUESTIONS = ["How long do I need to take all three blood-thinning medicines?"];
const PPI_QUESTION = "Should I take a medicine to protect my stomach while I take these?";

export const TRIPLE_ANTITHROMBOTIC_RULES: readonly Rule[] = [
  {
    id: "triple-antithrombotic-therapy",
    family: FindingFamily.drugLab,
    severity: Severity.high,
    problem: "Anticoagulation",
    title: "Anticoagulant with aspirin and a P2Y12 inhibitor (triple therapy)",
    clinician:
      "{med}: an oral anticoagulant with dual antiplatelet therapy{since}. In AUGUSTUS (atrial fibrillation with an acute coronary syndrome or PCI, all on a P2Y12 inhibitor), adding aspirin raised major or clinically relevant non-major bleeding from 9.0% to 16.1% over 6 months without a significant difference in ischaemic events; an anticoagulant with a P2Y12 inhibitor alone bled least.{potent}{risk} Guidelines keep triple therapy short by default, usually up to a week after PCI, then the anticoagulant with clopidogrel, stopping antiplatelets by 12 months after an acute coronary syndrome (6 months after a planned PCI); a longer course is the team's choice for a high clot risk.{nice} Confirm the intended stop date for aspirin with the team that placed the stent.{ppi}",
    patient:
      "You take a blood thinner together with two medicines that stop blood cells called platelets sticking. This combination is used for a time after a heart attack or a heart stent, but the three together raise the chance of serious bleeding, so doctors usually keep all three for as short a time as possible. Ask your doctor or heart team how long you should take all three. Do not stop any of them on your own. Get medical help quickly if you have black stools, vomit blood, or bleeding that will not stop.",
    nextSteps: STEPS,
    patientQuestions: QUESTIONS,
    evidence: ["lopes-2019-augustus", "gragnano-2024-af-pci-antiplatelets"],
    keywords: ["triple therapy", "anticoagulant", "aspirin", "clopidogrel", "bleeding", "stent", "pci"],
    match: tripleTherapy,
  },
];
