import type { Finding } from "../model.ts";

/** The patient header over urgent results, used when no shown item says to get emergency help now. */
export const ACT_NOW_HEADER =
  "Some of your results need urgent attention. Contact your doctor straight away. If you cannot reach them straight away, or if you feel unwell, go to an emergency department or call your local emergency number.";

/** The header when a shown item tells the patient to get emergency help now: it says the same, first. */
export const EMERGENCY_NOW_HEADER =
  "Some of your results need emergency care now. Call your local emergency number or go to an emergency department now. If you are already in hospital, stay and tell the team looking after you.";

/** The header when the notes place the patient in hospital now: the ward team is the help to get. */
export const ON_THE_WARD_HEADER =
  "Some of your results need urgent attention. Your notes say you are in hospital now: tell the nurse or doctor looking after you about them straight away.";

/**
 * The header when the notes record a wish to be cared for at home rather than admitted (a ReSPECT or
 * POLST plan): the care team acts on the results with the patient, and hospital stays their choice
 * (review 48, ceilings-48: a care-home resident "not for hospital admission" was told to go to A&E).
 */
export const HOME_PLAN_HEADER =
  "Some of your results need urgent attention. Your notes say you would rather be cared for at home than go into hospital: contact your doctor or care team straight away, so they can treat this at home in line with your plan. You can still choose to go to hospital or call for emergency help if you want to.";

/**
 * A patient text that tells the reader, without condition, to get emergency help now: "Get emergency
 * help now", "go to the emergency department now", "go to your maternity unit or the nearest emergency
 * department now", "call your local emergency number now", "You need urgent hospital care now" (review 21,
 * leftovers-21d case 08: under it the header said only to contact a doctor), "call 999 now", "call 999 or
 * go to A&E now", "call 911 now" (review 26: stroke and severe low sodium on UK and US records). A
 * conditional fallback ("If you cannot reach one straight away, … call your local emergency number")
 * does not match.
 */
const EMERGENCY_NOW =
  /\bget emergency (?:help|care|treatment) now\b|\bgo to (?:your maternity unit(?: \([^)]*\))? or )?(?:an|the nearest|the|your nearest) emergency department (?:now|straight away|at once|immediately)\b|\bcall (?:your local|the) emergency number (?:now|straight away|at once|immediately)\b|\bgo to (?:your maternity unit or )?(?:A&E|the emergency room) (?:now|straight away|at once|immediately)\b|\bgo (?:straight )?to hospital now\b|\bcall (?:999|911) or go to the emergency room (?:now|straight away|at once|immediately)\b|\bneeds emergency treatment now\b|\bneed urgent hospital care now\b|\bcall (?:999|911)(?: or go to (?:A&E|the emergency department|an emergency department))? (?:now|straight away|at once|immediately)\b/i;

/**
 * A sentence that makes the advice depend on symptoms to come ("If you get chest pain, …", "… now if you
 * feel faint", "call 999 straight away if you become very short of breath").
 */
const IF_SYMPTOMS =
  /^(?:if|when|should) you (?:get|have|develop|notice|feel|start)\b|\b(?:now|straight away|at once|immediately),? if\b/i;

export function tellsToGetEmergencyHelpNow(f: Finding): boolean {
  return f.patient.split(/(?<=[.!?])\s+/).some((s) => EMERGENCY_NOW.test(s) && !IF_SYMPTOMS.test(s));
}

/** The "act now" header over the urgent findings shown under it; `onTheWard` when the patient is in hospital now. */
export function actNowHeader(urgent: readonly Finding[], onTheWard = false, place: EmergencyPlace = {}): string {
  return fromNotesOnly(urgent) ? notesHeader(headerFor(urgent, onTheWard, place)) : headerFor(urgent, onTheWard, place);
}

function headerFor(urgent: readonly Finding[], onTheWard: boolean, place: EmergencyPlace): string {
  if (onTheWard) return ON_THE_WARD_HEADER;
  if (place.careAtHome === true) return HOME_PLAN_HEADER;
  const now = urgent.some(tellsToGetEmergencyHelpNow);
  if (place.country === "us") return now ? US_EMERGENCY_NOW_HEADER : US_ACT_NOW_HEADER;
  if (place.country === "uk") return now ? UK_EMERGENCY_NOW_HEADER : ukActNowHeader(place.nation);
  return now ? EMERGENCY_NOW_HEADER : ACT_NOW_HEADER;
}

/*
 * Urgent findings that rest on no test result (a head injury, stroke symptoms or sepsis signs written in
 * the notes) are not "your results" (review 33, older-acute-33 cases 01 and 03): the header then speaks of
 * the record. A finding with no refs listed (a bare test item) keeps the results wording.
 */
function fromNotesOnly(urgent: readonly Finding[]): boolean {
  return (
    urgent.length > 0 && urgent.every((f) => Array.isArray(f.refs) && !f.refs.some((ref) => ref.startsWith("lab:")))
  );
}

function notesHeader(header: string): string {
  return header.replace(/^Some of your results need/, "Something in your record needs");
}

/*
 * The headers by the record's country (review 31b, acute-31b: UK and US records were told to "call
 * your local emergency number"). A UK reader is sent to A&E or 999, and, when the doctor cannot be
 * reached and it is not an emergency, to NHS 111 (NHS 24 on 111 in Scotland); Northern Ireland has
 * no NHS 111 line named here, so it gets A&E and 999 only. A US reader is sent to the emergency room
 * or 911. NHS pages seen 2026-12-01 (pages corpus): wmas.nhs.uk/999-or-111 and
 * swast.nhs.uk/when-to-call-999 (999 for life-threatening emergencies; NHS 111 when medical help is
 * needed fast but it is not a 999 emergency, or when you think you need A&E), and a Scottish GP
 * practice's page (carradalesurgery.co.uk: NHS 24 on 111 day or night when you think you need A&E
 * but it is not life-threatening; in emergencies 999 or A&E). A record that reads as neither keeps
 * the neutral headers above.
 */
export interface EmergencyPlace {
  country?: "uk" | "us";
  nation?: "Wales" | "Scotland" | "Northern Ireland";
  /** The notes record a wish to be cared for at home rather than admitted. */
  careAtHome?: boolean;
}

const UK_EMERGENCY_NOW_HEADER =
  "Some of your results need emergency care now. Call 999 or go to A&E now. If you are already in hospital, stay and tell the team looking after you.";
const US_EMERGENCY_NOW_HEADER =
  "Some of your results need emergency care now. Call 911 or go to the emergency room now. If you are already in hospital, stay and tell the team looking after you.";
const US_ACT_NOW_HEADER =
  "Some of your results need urgent attention. Contact your doctor straight away. If you cannot reach them straight away, or if you feel unwell, go to the emergency room or call 911.";

function ukActNowHeader(nation: EmergencyPlace["nation"]): string {
  const start = "Some of your results need urgent attention. Contact your doctor straight away.";
  if (nation === "Northern Ireland")
    return `${start} If you cannot reach them straight away, or if you feel unwell, go to A&E or call 999.`;
  const line = nation === "Scotland" ? "NHS 24 on 111" : "NHS 111";
  return `${start} If you cannot reach them straight away, call ${line}; if you feel unwell, go to A&E or call 999.`;
}
