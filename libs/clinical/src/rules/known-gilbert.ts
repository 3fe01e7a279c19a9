import { FindingFamily, type ConditionItem, Severity } from "../model.ts";
import { isActiveCondition } from "../vocab/conditions.ts";
import type { RuleContext } from "./context.ts";
import { statedMention } from "./notes.ts";
import { isolatedRaisedBilirubin } from "./patterns.ts";
import type { Rule } from "./types.ts";

/*
 * A raised bilirubin in someone whose Gilbert syndrome is already recorded (review 12, overcall
 * case 02: the patient was asked "Could this be Gilbert syndrome?" and the clinician to repeat the
 * fractions to confirm a settled diagnosis). Gilbert syndrome is a diagnosis of exclusion made once:
 * a mainly unconjugated rise with normal liver enzymes and no haemolysis, which goes up with fasting
 * and illness and needs nothing more while it stays in that pattern (SUMMARIES["pcn-gilbert-syndrome-diagnosis"],
 * ["rcpa-manual-gilbert-syndrome"]). The pattern is the one the isolated-bilirubin rule reads
 * (rules/patterns.ts); a conjugated rise, raised enzymes or anaemia leave it to the other rules.
 */

const GILBERT = /\bgilbert/i;

/** "ALT, ALP and GGT". */
const AND_LIST = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });

/**
 * A Gilbert syndrome stated as known in the notes ("Known Gilbert's syndrome, diagnosed aged 17";
 * review 22, liver-gi-22 case 09 was asked to repeat the fractions and check GGT for it). A
 * suspected or possible one ("? Gilbert's", "could be Gilbert's") is not known and does not count.
 */
const GILBERT_KNOWN =
  /\b(?:known|diagnosed (?:with )?|confirmed|history of|hx of)\s*gilbert\w*|\bgilbert\w*(?:'s)?(?: syndrome)?,? (?:diagnosed|confirmed)\b/i;

/** The active Gilbert syndrome on the condition list, or one stated as known in the notes, if any. */
export function knownGilbert(ctx: RuleContext): { condition?: ConditionItem; stated?: string } | undefined {
  const condition = ctx.model.conditions.find((c) => isActiveCondition(c.status) && GILBERT.test(c.name));
  if (condition !== undefined) return { condition };
  const stated = statedMention(ctx.freeText, GILBERT_KNOWN, true);
  return stated === undefined ? undefined : { stated };
}

/** Stated triggers of a Gilbert rise in the notes: fasting, poor intake, illness or dehydration. */
const TRIGGER =
  /\b(fast(?:ed|ing)|ate (?:little|nothing|poorly)|eating (?:little|poorly|less)|had a (?:cold|virus|bug)|not eating|poor (?:oral )?intake|stomach bug|gastroenteritis|vomiting|diarrhoea|diarrhea|illness|unwell|flu|infection|dehydrat\w*|ramadan|skipped meals)\b/i;

/** Earlier bilirubin results named, most recent first. */
const EARLIER_SHOWN = 3;

export const KNOWN_GILBERT_RULES: readonly Rule[] = [
  {
    id: "known-gilbert-bilirubin",
    family: FindingFamily.pattern,
    severity: Severity.low,
    problem: "Liver tests",
    title: "Raised bilirubin fitting the recorded Gilbert syndrome",
    clinician:
      "Bilirubin {bili} with {normal} not raised{direct}{hb}, in a patient with Gilbert syndrome on record{where}: this is the pattern of Gilbert syndrome, a mainly unconjugated rise with normal liver enzymes and no anaemia.{earlier}{trigger} No repeat or further test is needed for it; look again only if the enzymes or the conjugated bilirubin rise, anaemia appears or the bilirubin climbs well beyond its usual level.",
    patient:
      "Your bilirubin (a yellow pigment from the normal breakdown of red blood cells) is raised, while your other liver tests are normal. This fits your known Gilbert syndrome, a harmless inherited condition in which the level goes up with fasting or illness.{patientTrigger} No treatment or extra test is needed for it.",
    nextSteps: ["No further tests for the bilirubin: it fits the recorded Gilbert syndrome"],
    evidence: ["pcn-gilbert-syndrome-diagnosis", "rcpa-manual-gilbert-syndrome", "acg-2017-liver-chemistries"],
    keywords: ["gilbert syndrome", "unconjugated bilirubin"],
    match: (ctx) => {
      const known = knownGilbert(ctx);
      const found = known === undefined ? undefined : isolatedRaisedBilirubin(ctx);
      if (known === undefined || found === undefined) return undefined;
      const condition = known.condition;
      const { total, others, direct } = found;
      const hb = ctx.lab("hemoglobin");
      const names: Record<string, string> = { alt: "ALT", alp: "ALP", ast: "AST", ggt: "GGT" };
      const trigger = TRIGGER.exec(ctx.freeText)?.[0];
      // The finding reads the earlier results itself and owns the bilirubin series (trend-owners.ts):
      // a generic "bilirubin rising, 86%, about 12.9 µmol/L per year" beside it read a level that
      // swings with fasting and illness as a steady climb (review 44, meds-44 case 06).
      const earlier = ctx
        .labs("bilirubin-total")
        .filter((o) => o !== total && o.standard !== undefined)
        .slice(0, EARLIER_SHOWN);
      return {
        refs: ctx.refs(total, direct, ...others, hb, condition, ...earlier),
        values: {
          bili: ctx.show(total),
          where: known.stated === undefined ? "" : " (stated in the notes)",
          normal: AND_LIST.format(others.map((o) => names[o.analyteId ?? ""] ?? o.name)),
          direct: direct ? `, direct (conjugated) bilirubin ${ctx.show(direct)} not raised` : "",
          hb: hb ? ` and haemoglobin ${ctx.show(hb)} not low` : "",
          earlier:
            earlier.length === 0
              ? ""
              : ` Earlier bilirubin ${AND_LIST.format(earlier.map((o) => ctx.show(o)))}: in Gilbert syndrome the level varies from test to test, so a difference between results in this pattern is not a trend of concern.`,
          trigger:
            trigger === undefined
              ? ""
              : ` The recent fasting or illness in the notes ("${trigger}") explains the rise.`,
          patientTrigger:
            trigger === undefined ? "" : " The recent illness or poor eating in your notes explains this rise.",
        },
        patientQuestions: [],
      };
    },
  },
];
