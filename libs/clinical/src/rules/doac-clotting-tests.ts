import type { MeaningInContext } from "../catalogue/overlay.ts";
import type { LabObservation } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { anticoagulantBleeding } from "./doac-bleeding.ts";

/*
 * A clotting time just above range on a direct oral anticoagulant (review 21, haem-coag case 04: an
 * APTT of 41 s, PT 14.1 s and INR 1.2 in pre-operative bloods three hours after apixaban) was glossed
 * "from heparin, clotting-factor problems or lupus anticoagulant" and "from liver disease or low
 * vitamin K", with no word on the apixaban. The ASH 2021 education review of DOAC interference
 * (seenAt of "ash-2021-doac-assay-interference") lists clotting-time prolongation as the expected
 * change on a DOAC (APTT more with dabigatran than the factor Xa inhibitors, PT more with rivaroxaban
 * than edoxaban or apixaban, both dependent on the reagent), falsely low clot-based factor assays and
 * falsely positive lupus anticoagulant tests, and advises sampling off the drug or at trough.
 * Only a result flagged high, not critical, is read this way: a critical result, bleeding now or
 * warfarin or heparin taken as well keep their own texts.
 */

const CLOTTING_TIMES = new Set(["aptt", "pt", "inr"]);
/** Generic names, so a listed brand ("Apixaban (Eliquis)") is named once. */
const DOAC_GENERICS = new Set(["apixaban", "rivaroxaban", "dabigatran", "edoxaban"]);

/** The lupus anticoagulant screen and clot-based factor assays are APTT-based, so the caveat sits on that line. */
const APTT_CAVEAT =
  ". For the same reason clot-based factor assays can read falsely low and lupus anticoagulant tests falsely positive on a DOAC; if a clotting disorder is really in question, test off the drug or at trough";

/** The DOAC reading of a raised APTT, PT or INR; undefined without a DOAC or when another text applies. */
export function clottingTimeOnDoac(obs: LabObservation, ctx: RuleContext): MeaningInContext | undefined {
  if (!CLOTTING_TIMES.has(obs.analyteId ?? "") || obs.status !== "high") return undefined;
  const doacs = ctx.meds("doac").filter((m) => m.active);
  if (doacs.length === 0 || ctx.meds("warfarin").length > 0 || ctx.meds("heparin").length > 0) return undefined;
  if (anticoagulantBleeding(ctx) !== undefined) return undefined;
  const generics = [...new Set(doacs.flatMap((m) => m.drugs.filter((d) => DOAC_GENERICS.has(d))))];
  const drug = generics.length > 0 ? generics.join(" and ") : medNames(doacs);
  return {
    text: `on ${drug}, a direct oral anticoagulant, is most often the medicine's expected effect rather than a bleeding disorder: DOACs lengthen clot-based tests by an amount that depends on the drug, the time since the last dose and the laboratory's reagent${obs.analyteId === "aptt" ? APTT_CAVEAT : ""}`,
    patient: `is expected while you take ${drug}, a blood thinner: it makes blood take longer to clot in this test, so on its own this does not point to a bleeding problem`,
    evidence: ["ash-2021-doac-assay-interference"],
  };
}
