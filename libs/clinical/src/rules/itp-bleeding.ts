import { FindingFamily, type LabObservation, Severity } from "../model.ts";
import { statedMatches } from "./notes.ts";
import type { Rule } from "./types.ts";

/**
 * A platelet count below 20 ×10⁹/L with bleeding stated in the notes: emergency assessment.
 *
 * Mucosal bleeding (blood blisters in the mouth, bleeding gums) is named apart from skin signs.
 * With the other blood counts normal and a film without
 * fragments or blasts, immune thrombocytopenia (ITP) is the likely cause; treatment at diagnosis
 * aims to stop mucosal bleeding, with corticosteroids the usual first line and intravenous
 * immunoglobulin among the options (evidence "ash-2017-newly-diagnosed-itp", "ash-2019-itp").
 * A film reporting clumps is a question of pseudothrombocytopenia, answered elsewhere. Adults only.
 */

/** ×10⁹/L (the rule unit for platelets). */
const SEVERE_BELOW = 20;
/** Bleeding named in the notes (also read by pseudothrombocytopenia.ts). */
export const BLEEDING =
  /\b(?:petechi\w*|purpura|bruis\w*|blood\s+blisters?|gum\s+bleed\w*|bleeding\s+gums?|gums?\s+bleed\w*|nose\s*bleeds?|epistaxis|haematuria|hematuria|melaena|melena|blood\s+in\s+(?:the\s+)?(?:urine|stools?|vomit)|heavy\s+(?:periods|menstrual\s+bleeding)|bleed\w*)\b/gi;
const MUCOSAL = /blood\s+blisters?|gum|nose|epistaxis|haematuria|hematuria|melaena|melena|blood\s+in|heavy/i;
const FILM_NAME = /\b(?:blood\s+film|film|smear|morphology)\b/i;
const CLUMPS = /\bclump\w*|\baggregat\w*/i;
const FRAGMENTS_NONE = /\bno\s+(?:red\s+cell\s+)?(?:fragments|schistocytes)\b/i;
const BLASTS_NONE = /\bno\s+blasts\b/i;

const inRange = (o: LabObservation | undefined) => o !== undefined && o.status === "normal";

export const ITP_BLEEDING_RULES: readonly Rule[] = [
  {
    id: "severe-thrombocytopenia-bleeding",
    family: FindingFamily.pattern,
    severity: Severity.critical,
    problem: "Platelets",
    title: "Platelets below 20 with bleeding: emergency assessment",
    clinician:
      "Platelets {plt} with bleeding in the notes ({bleeding}).{mucosal} {picture} Arrange emergency same-day assessment with haematology: check for serious bleeding, confirm the count and film, and start treatment for ITP once other causes are excluded (corticosteroids first line; intravenous immunoglobulin among the options).",
    patient:
      "Your platelet count (the cells that help blood clot) is very low, and you have bleeding such as spots on the skin or blood blisters in the mouth. This needs to be seen in hospital today. Go to an emergency department now if you cannot be seen urgently, and go straight away for any heavy bleeding, black stools, a severe headache or confusion.",
    nextSteps: [
      "Emergency same-day haematology assessment: examine for mucosal, gastrointestinal and intracranial bleeding",
      "Repeat the count with a blood film; exclude TTP (fragments), leukaemia (blasts) and drug causes",
      "If ITP: corticosteroids first line, with intravenous immunoglobulin among the options",
    ],
    patientQuestions: ["What is causing my low platelets, and do I need treatment today?"],
    evidence: ["ash-2017-newly-diagnosed-itp", "ash-2019-itp"],
    keywords: ["immune thrombocytopenia", "itp", "wet purpura", "platelets", "bleeding"],
    match: (ctx) => {
      // A child's count is judged by isolated-thrombocytopenia-child (other.ts): in children, skin
      // bleeding alone is usually observed as an outpatient, not treated as an emergency (ASH 2019).
      if (ctx.age !== undefined && ctx.age < 18) return undefined;
      const plt = ctx.lab("platelets");
      const value = ctx.valueOf(plt);
      if (plt === undefined || value === undefined || value >= SEVERE_BELOW) return undefined;
      const film = ctx.model.labs.find((o) => FILM_NAME.test(o.name));
      if (film !== undefined && CLUMPS.test(film.rawValue)) return undefined;
      const bleeding = [...new Set([...statedMatches(ctx.freeText, BLEEDING)].map((m) => m.quote.toLowerCase()))];
      if (bleeding.length === 0) return undefined;
      const mucosal = bleeding.some((b) => MUCOSAL.test(b));
      const isolated = inRange(ctx.lab("hemoglobin")) && inRange(ctx.lab("wbc"));
      const filmClear = film !== undefined && FRAGMENTS_NONE.test(film.rawValue) && BLASTS_NONE.test(film.rawValue);
      const picture = isolated
        ? `The haemoglobin and white cell count are normal${filmClear ? " and the film shows no fragments or blasts" : ""}: isolated thrombocytopenia, most likely immune thrombocytopenia (ITP).`
        : "Other blood counts are also abnormal, so marrow failure, leukaemia and TTP come before ITP among the causes.";
      return {
        refs: ctx.refs(plt, film, ctx.lab("hemoglobin"), ctx.lab("wbc")),
        values: {
          plt: ctx.show(plt),
          bleeding: bleeding.map((b) => `"${b}"`).join(", "),
          mucosal: mucosal ? " The bleeding includes the mouth or other mucosa, not only the skin." : "",
          picture,
        },
      };
    },
  },
];
