import type { MedicationItem } from "../model.ts";
import type { RuleContext } from "./context.ts";

/**
 * The medicine a reaction followed, when it is still on the active list (review 45, acute-45 cases
 * 01 and 02: anaphylaxis 20 minutes after a first dose of co-amoxiclav, the antibiotic still active,
 * and no step said to stop it or record the allergy). A penicillin named as the trigger takes every
 * active penicillin with it, co-amoxiclav included; any other active medicine counts only when the
 * trigger is a medicine ("after taking", "after a dose of", a cephalosporin) and the notes name it
 * just after, so an antihistamine mentioned near a wasp sting is not taken for the cause.
 * Cephalosporins are not stopped for a penicillin trigger: cross-reactivity is a specialist's call.
 */
const PENICILLIN_WORD = /\b(?:penicillins?|amoxicillin|amoxycillin|co-amoxiclav|augmentin|\w+cillin)\b/i;
const DRUG_TRIGGER = /^(?:after\s+(?:taking|a\s+dose\s+of|an?\s+injection)|cephalosporin|ceftriaxone)/i;
const PENICILLIN_CLASSES = new Set(["penicillin", "amoxicillin-clavulanate"]);
/** Characters after the trigger's start in which a medicine's name ties it to the reaction. */
const NEAR = 80;

const isPenicillin = (m: MedicationItem) =>
  m.classes.some((c) => PENICILLIN_CLASSES.has(c)) || PENICILLIN_WORD.test(m.name);

/** Active medicines the reaction's stated trigger names. */
export function culpritMedicines(ctx: RuleContext, allergen: string | undefined): MedicationItem[] {
  if (allergen === undefined) return [];
  const text = ctx.freeText.toLowerCase();
  const at = text.indexOf(allergen.toLowerCase());
  const near = at < 0 ? "" : text.slice(at, at + NEAR);
  const penicillin = PENICILLIN_WORD.test(allergen);
  return ctx.model.medications.filter((m) => {
    if (!m.active) return false;
    if (penicillin && isPenicillin(m)) return true;
    if (!DRUG_TRIGGER.test(allergen)) return false;
    const names = [m.name.toLowerCase().split(/\s+/)[0]!, ...m.drugs.map((d) => d.toLowerCase())];
    return names.some((n) => n.length >= 4 && near.includes(n));
  });
}
