import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext, severalMedicines } from "./context.ts";
import { statedMatches } from "./notes.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { recordWords } from "./record-words.ts";

/*
 * A theophylline level above range. The UK SmPC places significant adverse reactions usually above
 * 20 mg/L (µg/mL) and asks for dose reduction and level monitoring when clearance falls
 * ("uniphyllin-theophylline-smpc"); macrolides, quinolones, fluvoxamine and cimetidine are among
 * the drugs that lower its clearance, and clarithromycin raises the level by about a fifth
 * ("theophylline-interactions-clarithromycin"). A level in range is left to the generic lab text.
 */

/** mg/L above which the SmPC expects significant adverse reactions. */
const SIGNIFICANT = 20;

/** Symptoms of theophylline excess stated in the notes. */
const TOXIC_SIGNS =
  /\b(?:nause(?:a|ated|ous)|vomit(?:ing|ed)?|palpitations?|tachycardi[ac]|fast heart ?(?:rate|beat)|irregular heart ?beat|tremor|tremulous|shak(?:y|iness)|agitat(?:ed|ion)|restless(?:ness)?|seizures?|fits?|convulsions?)\b/i;

/** Drugs that lower theophylline clearance, by the vocabulary's class or by name. */
const RAISING_NAMES = /\b(?:ciprofloxacin|norfloxacin|ofloxacin|fluvoxamine|cimetidine)\b/i;

function raisingDrugs(ctx: RuleContext): MedicationItem[] {
  return ctx.model.medications.filter(
    (m) => m.active && (m.classes.includes("macrolide") || RAISING_NAMES.test(m.name)),
  );
}

function statedSigns(text: string): string[] {
  const seen = new Set<string>();
  for (const m of statedMatches(text, TOXIC_SIGNS)) seen.add(m.quote.toLowerCase());
  return [...seen];
}

function theophyllineHigh(ctx: RuleContext): RuleMatch | undefined {
  const level = ctx.lab("theophylline");
  const value = ctx.valueOf(level);
  const upper = ctx.upperLimit("theophylline");
  if (level === undefined || value === undefined || upper === undefined || value <= upper) return undefined;
  const meds = ctx.meds("theophylline");
  const signs = statedSigns(ctx.freeText);
  const drugs = raisingDrugs(ctx);
  const significant = value > SIGNIFICANT;
  const severity = !significant ? Severity.low : signs.length > 0 ? Severity.high : Severity.moderate;

  const reading = significant
    ? ` This is above ${SIGNIFICANT} mg/L, where significant adverse effects (persistent vomiting, arrhythmias, seizures) are usually seen.`
    : " This is above the laboratory's range but not above the level where significant adverse effects usually start.";
  const signText = signs.length > 0 ? ` The notes record ${signs.join(", ")}, which fit theophylline excess.` : "";
  const drugText =
    drugs.length > 0
      ? ` ${medNames(drugs)} ${severalMedicines(drugs) ? "lower" : "lowers"} theophylline clearance, a likely cause of the rise.`
      : "";
  const steps = [
    severity === Severity.high
      ? "Same-day review: withhold or reduce theophylline with the prescriber, check potassium and heart rhythm, and recheck the level"
      : "Review the theophylline dose with the prescriber and recheck the level",
  ];
  if (drugs.length > 0)
    steps.push(
      `While ${medNames(drugs)} is taken, reduce the theophylline dose or choose an antibiotic or medicine that does not interact, and recheck the level after it stops`,
    );
  const patient =
    severity === Severity.high
      ? `Your theophylline level is too high, and the symptoms noted (such as feeling sick or a racing heart) can be side effects of too much theophylline. Please speak to a doctor today; get urgent help if you have a ${recordWords(ctx).fit}, faint or chest pain.`
      : "Your theophylline level is higher than the usual range. Your doctor may lower the dose and check the level again.";
  return {
    refs: ctx.refs(level, ...meds, ...drugs),
    severity,
    values: {
      level: ctx.show(level),
      reading,
      signs: signText,
      drugs: drugText,
      patient:
        drugs.length > 0 ? `${patient} Another medicine you take (${medNames(drugs)}) can raise the level.` : patient,
    },
    nextSteps: steps,
    evidence: drugs.length > 0 ? ["theophylline-interactions-clarithromycin"] : [],
  };
}

export const THEOPHYLLINE_LEVEL_RULES: readonly Rule[] = [
  {
    id: "theophylline-level-high",
    family: FindingFamily.drugLab,
    severity: Severity.moderate,
    problem: "Theophylline level",
    title: "Theophylline level above the therapeutic range",
    clinician: "Theophylline {level}.{reading}{signs}{drugs}",
    patient: "{patient} Do not stop or change theophylline on your own.",
    nextSteps: ["Review the theophylline dose with the prescriber and recheck the level"],
    evidence: ["uniphyllin-theophylline-smpc"],
    keywords: ["theophylline", "aminophylline", "theophylline toxicity", "clarithromycin", "drug level"],
    match: theophyllineHigh,
  },
];
