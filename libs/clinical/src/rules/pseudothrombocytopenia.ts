import { type Finding, FindingFamily, type LabObservation, Severity } from "../model.ts";
import type { RuleContext } from "./context.ts";
import { BLEEDING } from "./itp-bleeding.ts";
import { isLow } from "./lab-status.ts";
import { statedMatches, statedMention } from "./notes.ts";

/*
 * A low platelet count from a sample the laboratory reports clumped or clotted (review 12:
 * haematology 07, messy labs 05, overcall 11). Platelets that clump in the tube, most often in EDTA,
 * are counted as fewer than there are (pseudothrombocytopenia); a repeat count in a citrate (or
 * heparin) tube with a blood film tells a false count from a true one, and treating the false one
 * harms (evidence "ash-imagebank-pseudothrombocytopenia", "lardinois-2021-pseudothrombocytopenia").
 * The low count stays visible; without bleeding in the notes it asks for that repeat rather than a
 * same-day review, and with bleeding it stays as urgent as it was and says why.
 */

/** Clumps, aggregates, satellitism, a clotted sample, or the laboratory naming the artefact itself. */
const CLUMPED =
  /\bclump\w*|\b(?:platelet\s+)?aggregat\w*|\bsatellitism\b|\bclott?ed\b|\bclots?\s+(?:seen|present|in)\b|\bfibrin\s+strands?\b|\bpseudo-?\s?thrombocytop\w*/i;
/** A separate comment or film result about the count ("Platelet comment", "Blood film"). */
const COMMENT_NAME = /\bplatelet|\bfilm\b|\bsmear\b|\bmorphology\b|\bcomment\b/i;

const day = (o: LabObservation) => o.date?.slice(0, 10);

/**
 * The laboratory's words reporting a clumped or clotted sample for a platelet count, or undefined:
 * from the result's own comment, name or flag, or (given `labs`) from a comment or film result of
 * the same day. "No platelet clumps" does not count.
 */
export function plateletClumping(obs: LabObservation, labs: readonly LabObservation[] = []): string | undefined {
  if (obs.analyteId !== "platelets") return undefined;
  const comments = labs
    .filter((o) => o !== obs && COMMENT_NAME.test(o.name) && day(o) === day(obs))
    .map((o) => o.rawValue);
  for (const text of [obs.notes, obs.name, obs.callerFlag, ...comments]) {
    if (!text) continue;
    // The notes reader's denial words are lower-case, as in the free text it is written for.
    if (statedMention(text.toLowerCase(), CLUMPED, true) !== undefined) return text.trim();
  }
  return undefined;
}

const EVIDENCE = ["ash-imagebank-pseudothrombocytopenia", "lardinois-2021-pseudothrombocytopenia"];
const REPEAT = "repeat the platelet count in a citrate (or heparin) tube with a blood film";

/**
 * The finding for a low platelet count, rewritten when the laboratory reports the sample clumped or
 * clotted: without bleeding in the notes it is graded moderate and asks for the repeat; with
 * bleeding it keeps its grade and adds the caveat.
 */
export function withPlateletClumping(f: Finding, obs: LabObservation, ctx: RuleContext): Finding {
  if (obs.status !== "low" && obs.status !== "critical-low") return f;
  const quote = plateletClumping(obs, ctx.model.labs);
  if (quote === undefined) return withMildIsolatedRepeat(f, obs, ctx);
  const said = `The laboratory reports the sample clumped or clotted ("${quote}"): platelets that clump in the tube, most often in EDTA, are counted falsely low (pseudothrombocytopenia).`;
  const evidenceIds = [...f.evidenceIds, ...EVIDENCE];
  const flagged = obs.callerFlag ? ` and flagged ${obs.callerFlag.trim().toLowerCase()} by the laboratory` : "";
  const bleeding = [...statedMatches(ctx.freeText, BLEEDING)].map((m) => m.quote.toLowerCase());
  if (bleeding.length > 0) {
    return {
      ...f,
      clinician: `${f.clinician} ${said} Bleeding is recorded ("${bleeding[0]}"), so treat the count as real until a repeat shows otherwise: ${REPEAT} today.`,
      patient: `${f.patient} The laboratory says the platelets clumped together in the sample, which can make the count read falsely low, but because bleeding is recorded it is treated as real until a repeat test shows otherwise.`,
      nextSteps: [`Assess the bleeding today and ${REPEAT} to confirm the count`, ...f.nextSteps],
      evidenceIds,
    };
  }
  return {
    ...f,
    severity: Severity.moderate,
    family: FindingFamily.pattern,
    problem: "Platelets",
    title: "Low platelet count from a clumped sample: possible pseudothrombocytopenia",
    clinician: `Platelet count ${ctx.show(obs)} is below the reference range${flagged}. ${said} No bleeding is recorded, so rather than acting on this count, ${REPEAT} soon; if the repeat is normal the low count was an artefact and needs no treatment, and if it is low, investigate it as a true thrombocytopenia. See the patient the same day if bleeding or bruising appears.`,
    patient: `Your platelet count (the cells that help blood clot) came back low, but the laboratory says the platelets clumped together in the sample, which can make the count read falsely low. The test should be repeated in a different type of tube to check it. This is not usually urgent when there is no bleeding; contact your doctor the same day if you notice unusual bruising, bleeding gums, nosebleeds or tiny red spots on the skin.`,
    nextSteps: [
      "Repeat the platelet count in a citrate (or heparin) tube with a blood film to confirm or exclude pseudothrombocytopenia; same-day review if bleeding appears",
    ],
    patientQuestions: ["When should the platelet count be repeated, and in which tube?"],
    evidenceIds,
    keywords: [...f.keywords, "pseudothrombocytopenia", "platelet clumping"],
  };
}

/** In the rule unit (×10³/µL = ×10⁹/L): below this a count is not "mildly" low. */
const MILD_FROM = 100;

/*
 * A mildly low count on its own (100 up to the range, no other low count, no bleeding recorded) is
 * often a one-off or a clumped sample that nobody reported: the first step is to repeat the count
 * with a blood film, a few weeks later, before looking for causes (evidence
 * "ash-imagebank-pseudothrombocytopenia": the Mayo Clin Proc abstract and, seen with it, the NHS
 * Dumfries & Galloway RefHelp page). Another rule that already gave a next step has said what to do.
 */
function withMildIsolatedRepeat(f: Finding, obs: LabObservation, ctx: RuleContext): Finding {
  const count = obs.standard?.value;
  // Every lab line passes through here: only a platelet count gets the repeat (review 25, a sodium of
  // 129 was told to repeat the blood count to exclude platelet clumping).
  if (obs.analyteId !== "platelets") return f;
  if (obs.status !== "low" || count === undefined || count < MILD_FROM || f.nextSteps.length > 0) return f;
  if (["hemoglobin", "wbc", "anc"].some((id) => isLow(ctx.labs(id)[0]))) return f;
  if (statedMatches(ctx.freeText, BLEEDING).next().done !== true) return f;
  return {
    ...f,
    clinician: `${f.clinician} As an isolated mild fall with no bleeding recorded, repeat the full blood count with a blood film in about 4 weeks to confirm it and to exclude platelet clumping (a falsely low count); look for a cause if it stays low.`,
    patient: `${f.patient} A repeat blood test in a few weeks is the usual first step, to check the count is really low.`,
    nextSteps: [
      "Repeat the full blood count with a blood film in about 4 weeks (confirms the count, excludes clumping)",
    ],
    evidenceIds: [...f.evidenceIds, "ash-imagebank-pseudothrombocytopenia"],
  };
}
