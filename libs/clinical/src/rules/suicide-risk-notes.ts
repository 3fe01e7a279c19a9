import { FindingFamily, type MedicationItem, Severity } from "../model.ts";
import { medNames, type RuleContext } from "./context.ts";
import { statedMatches, statedMention } from "./notes.ts";
import { emergencyCountry, type EmergencyCountry } from "./record-words.ts";
import type { Rule, RuleMatch } from "./types.ts";
import { joinList } from "../text.ts";

/*
 * Review 32, mental-32b cases 11-13: notes recording thoughts of ending one's life ("has been
 * thinking about ending his life and has looked up ways to do it online", "suicidal thoughts most
 * days and wants to die") produced no finding at all, so neither report pointed the person to
 * urgent help. The patient text now gives the record's own country's routes: in the UK 999 or A&E
 * for immediate danger, NHS 111 or an urgent GP appointment, and Samaritans on 116 123 at any hour
 * (Mental Health Foundation page, with NHS content agreeing); in the US 911 for immediate danger
 * and the 988 Suicide & Crisis Lifeline by call or text (WebMD, 2022); a record that reads as
 * neither gets no country's numbers, since a wrong number is worse than a general one.
 * The clinician text quotes the notes and the risk factors the Mental Health Foundation lists
 * (earlier attempts or self-harm, unemployment, living alone, alcohol or drug dependence).
 */

/**
 * Thoughts of suicide or of ending one's life, as the notes state them (negations are not stated).
 * "Wants to die at home" is a hospice patient's place of death, not a wish to die (review 48, ceilings-48).
 */
const SUICIDAL =
  /\bsuicid\w*(?:\s+(?:thoughts?|ideation|feelings?|ideas?))?|\b(?:end|ending|take|taking|kill|killing)\s+(?:(?:her|his|their|my)\s+(?:own\s+)?life|(?:her|him|them|my)sel(?:f|ves))\b|\bwants?\s+to\s+die\b(?!\s+at\s+home)|\bwanting\s+to\s+die\b(?!\s+at\s+home)|\bbetter\s+off\s+dead\b/i;

/** A plan, method, preparation or attempt: the thoughts have gone beyond thoughts. */
const PLAN =
  /\b(?:looked\s+up\s+(?:ways|methods|how)|researched\s+(?:ways|methods)|(?:a|has\s+a|made\s+a|specific)\s+plan|plans?\s+to|method|stockpil\w*|saved\s+up\s+(?:tablets|pills)|(?:suicide|previous|recent)\s+attempt\w*|attempted|overdos\w*|note\s+written|wrote\s+a\s+note|intent\w*)\b/i;

/** Risk factors the Mental Health Foundation lists, as the notes state them, in the clinician's words. */
const RISK_FACTORS: readonly { re: RegExp; words: string }[] = [
  {
    re: /\b(?:lost|losing)\s+(?:his|her|their|my)\s+job\b|\bunemployed\b|\bmade\s+redundant\b/i,
    words: "job loss or unemployment",
  },
  { re: /\blives?\s+alone\b|\bliving\s+alone\b/i, words: "living alone" },
  { re: /\bself[- ]harm\w*|\bprevious\s+(?:suicide\s+)?attempt\w*/i, words: "earlier self-harm or attempts" },
  {
    re: /\balcohol\s+(?:dependence|misuse|use\s+disorder)\b|\bdrinks?\s+heavily\b|\b(?:drug|opioid|substance)\s+(?:dependence|misuse|use\s+disorder)\b/i,
    words: "alcohol or drug dependence",
  },
  { re: /\bchronic\s+pain\b/i, words: "chronic pain" },
];

/** Where to get help, in the patient's text, by the record's country. */
function helpText(country: EmergencyCountry): string {
  if (country === "uk")
    return "If you feel you might act on these thoughts, or cannot keep yourself safe, call 999 or go to A&E now. Otherwise, please get help today: call NHS 111 or ask your GP surgery for an urgent appointment. You can call Samaritans free on 116 123 at any time, day or night.";
  if (country === "us")
    return "If you feel you might act on these thoughts, or cannot keep yourself safe, call 911 or go to the emergency room now. Otherwise, please get help today: call or text 988, the Suicide & Crisis Lifeline, at any time, day or night, and contact your primary care clinician.";
  return "If you feel you might act on these thoughts, or cannot keep yourself safe, call your local emergency number or go to the nearest hospital emergency service now. Otherwise, please get help today: contact your doctor, or a local crisis helpline, at any time.";
}

/** The sources for the help the record's country is given. */
function helpSources(country: EmergencyCountry): string[] {
  if (country === "uk") return ["mhf-suicidal-thoughts-uk"];
  if (country === "us") return ["webmd-2022-988-lifeline"];
  return ["mhf-suicidal-thoughts-uk", "webmd-2022-988-lifeline"];
}

/**
 * Someone else's suicide just before the words ("her brother died by suicide", "mother's suicide",
 * "family history of suicide") is family history, not the patient's own thoughts, which the patient
 * text would otherwise tell them they had. "Since his wife died he has had suicidal thoughts" stays.
 */
const SOMEONE_ELSE_BEFORE =
  /\b(?:family history of|(?:father|mother|dad|mum|mom|brother|sister|son|daughter|husband|wife|partner|friend|uncle|aunt|cousin|grand\w+|relative)(?:'s|\s+(?:died\s+(?:by|of|from)|committed|completed|attempted)))\s*$/;

/** The first statement of the patient's own suicidal thoughts, as quoted text; else undefined. */
function ownSuicidalThoughts(text: string): string | undefined {
  for (const m of statedMatches(text, SUICIDAL, true)) {
    const sentence =
      text
        .slice(0, m.index)
        .split(/[.;!?\n]/)
        .pop() ?? "";
    if (!SOMEONE_ELSE_BEFORE.test(sentence)) return m.quote;
  }
  return undefined;
}

function suicideRisk(ctx: RuleContext): RuleMatch | undefined {
  const quote = ownSuicidalThoughts(ctx.freeText);
  if (quote === undefined) return undefined;
  const plan = statedMention(ctx.freeText, PLAN, true);
  const factors = RISK_FACTORS.filter((f) => statedMention(ctx.freeText, f.re, true) !== undefined).map((f) => f.words);
  const country = emergencyCountry(ctx);
  const crisis =
    country === "uk"
      ? "the local NHS crisis or home treatment team"
      : country === "us"
        ? "local crisis services (988 can connect to them)"
        : "the local mental health crisis service";
  const antidepressants = youngOnAntidepressant(ctx);
  // NICE's adult guideline speaks for 18 to 25 on a UK record; the FDA's warning otherwise.
  const nice = country === "uk" && (ctx.age ?? 0) >= 18;
  return {
    refs: ctx.refs(...antidepressants),
    ...(antidepressants.length === 0
      ? {}
      : {
          clinicianExtra: `On ${medNames(antidepressants)} at ${ctx.age}: ${
            nice
              ? "NICE (NG222) warns that suicidal thoughts and self-harm may be more common early in antidepressant treatment at 18 to 25, and asks for a review a week after starting or raising the dose"
              : "antidepressants carry an FDA boxed warning of increased suicidal thinking and behaviour in children, adolescents and young adults under 25, chiefly in the first one to two months of treatment"
          }. Review the antidepressant with its prescriber today, with close follow-up; it is not stopped abruptly without that review.`,
        }),
    severity: plan !== undefined ? Severity.critical : Severity.high,
    values: {
      quote,
      plan: plan === undefined ? "" : `, with "${plan}" (a plan, method or attempt goes beyond thoughts)`,
      factors: factors.length === 0 ? "" : ` Risk factors the notes record: ${joinList(factors)}.`,
      help: helpText(country),
    },
    nextSteps: [
      `Assess suicide risk today, in person where possible: ask directly about intent, plans and access to means${plan !== undefined ? `; with a plan or method in the notes, same-day assessment by ${crisis}` : `, and involve ${crisis} if the risk is not low`}`,
      "Agree a safety plan with the patient, including who to contact in a crisis, and tell them how to reach urgent help at any hour",
      "Review the treatment of any underlying mental illness and arrange early follow-up",
    ],
    evidence: [
      ...helpSources(country),
      ...(antidepressants.length === 0
        ? []
        : [nice ? "nice-ng222-depression-under-25" : "fda-antidepressant-young-adults"]),
    ],
    evidenceReplacesRule: true,
  };
}

/**
 * An antidepressant taken by someone under 25 (review 33, mental-addiction-33 cases 14-15: a man of
 * 19 with suicidal thoughts three weeks after starting fluoxetine read with no word of the warning
 * for young people). The FDA's boxed warning covers children, adolescents and young adults aged 18
 * to 24, chiefly in the first one to two months (evidence "fda-antidepressant-young-adults").
 */
function youngOnAntidepressant(ctx: RuleContext): MedicationItem[] {
  if (ctx.age === undefined || ctx.age >= 25) return [];
  return [...ctx.meds("ssri-snri"), ...ctx.meds("tricyclic")];
}

export const SUICIDE_RISK_RULES: readonly Rule[] = [
  {
    id: "suicidal-thoughts-in-notes",
    family: FindingFamily.pattern,
    severity: Severity.high,
    problem: "Mental health",
    title: "Thoughts of suicide recorded in the notes: assess risk today",
    clinician:
      'The notes record "{quote}"{plan}. Suicidal thoughts need a risk assessment today and a way to urgent help the patient knows how to use.{factors}',
    patient:
      "Your notes say you have been having thoughts of ending your life. You are not alone, and help is there now. {help}",
    nextSteps: ["Assess suicide risk today and make sure the patient knows how to reach urgent help"],
    patientQuestions: ["Who can I talk to today, and what should I do if these thoughts get stronger?"],
    evidence: ["mhf-suicidal-thoughts-uk", "webmd-2022-988-lifeline"],
    keywords: ["suicidal thoughts", "suicide risk", "self-harm", "crisis", "samaritans", "988"],
    match: suicideRisk,
  },
];
