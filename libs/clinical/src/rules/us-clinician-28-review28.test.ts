import { describe, expect, it } from "vitest";
import {
  clinicianText,
  codes,
  finding,
  patientText,
  reviewFolder,
  runDeepReviewCase,
  type ReviewRun,
} from "../testing/review-case.ts";
import { researchQuestions } from "../research.ts";
import { usSpelling, usWording } from "./record-words.ts";

const { run, load } = reviewFolder(new URL("./fixtures/us-clinician-28-review28/", import.meta.url));

/** Every clinician-facing text of a run: the findings' titles, texts and steps, and the clinician report. */
const clinicianSide = (r: ReviewRun): string =>
  [...r.findings.flatMap((f) => [f.title, f.clinician, ...f.nextSteps]), clinicianText(r)].join("\n");

const BRITISH = /\b\w*(?:anaemi|haem|oedem|coeliac|orthopnoea|ischaemi|euvolaemi)\w*|analysed|judgement/i;

const citationTitles = (r: ReviewRun): string[] => Object.values(r.result.citations.clinician).map((c) => c.title);

describe("US spelling in clinician texts on US records (review 28, us-clinician-28)", () => {
  it("01: iron-deficiency anemia on a US record is spelt the US way in the findings and the clinician report", () => {
    const r = run("01-us-iron-deficiency-anemia-ehr");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.title).toBe("Iron-deficiency anemia");
    expect(f?.clinician).toMatch(/ferritin below 45 ng\/mL in anemia supports iron deficiency/);
    expect(f?.clinician).toMatch(/celiac serology is checked/);
    expect(f?.nextSteps).toContain("Check celiac serology");
    expect(f?.nextSteps).toContain("Recheck hemoglobin and ferritin after 2–3 months");
    expect(clinicianText(r)).toMatch(/^### Anemia$/m);
    expect(clinicianText(r)).toMatch(/Main issues: Anemia\./);
    expect(clinicianText(r)).toMatch(/4 lab values analyzed/);
    expect(clinicianText(r)).toMatch(/clinical judgment\.$/m);
    expect(clinicianSide(r)).not.toMatch(BRITISH);
  });

  it("01: the rule codes, the quoted notes and the sources' own titles keep their spelling", () => {
    const r = run("01-us-iron-deficiency-anemia-ehr");
    expect(codes(r)).toEqual(expect.arrayContaining(["iron-deficiency-anaemia", "anaemia"]));
    expect(finding(r, "iron-deficiency-anaemia")?.clinician).toMatch(/\("heavy menstrual bleeding"\)/);
    expect(citationTitles(r)).toContain(
      "Guideline on haemoglobin cutoffs to define anaemia in individuals and populations",
    );
    expect(citationTitles(r)).toContain(
      "British Society of Gastroenterology guidelines for the management of iron deficiency anaemia in adults",
    );
  });

  it("01: the patient still gets lay words, the clinician only the spelling", () => {
    const r = run("01-us-iron-deficiency-anemia-ehr");
    expect(patientText(r)).toMatch(/You have anemia, which means a low level of red blood cells/);
    expect(finding(r, "iron-deficiency-anaemia")?.clinician).toMatch(/menstrual loss is the likely source/);
  });

  it("01: the deep report's problem headings, differentials and source summaries are spelt the US way", () => {
    const r = runDeepReviewCase(load("01-us-iron-deficiency-anemia-ehr"));
    const deep = r.result.clinicianResponse.split("# Detailed discussion")[1] ?? "";
    expect(deep).toMatch(/^## Anemia$/m);
    expect(deep).toMatch(/In anemia, a ferritin below 45 ng\/mL supports iron deficiency/);
    expect(deep).not.toMatch(/\b\w*anaemi\w*|haemoglobin/i);
    // A name keeps its own spelling.
    expect(deep).toMatch(/British Society of Gastroenterology/);
  });

  it("02: the UK twin keeps the British spelling everywhere", () => {
    const r = run("02-uk-iron-deficiency-anaemia-ehr");
    const f = finding(r, "iron-deficiency-anaemia");
    expect(f?.title).toBe("Iron-deficiency anaemia");
    // Since review 39 (country-39) a UK ferritin below 30 is read by NHS Lothian's guidance, not AGA's 45.
    expect(f?.clinician).toMatch(/ferritin below 30 µg\/L shows iron deficiency \(NHS Lothian referral guidance\)/);
    expect(f?.nextSteps).toContain("Check coeliac serology");
    expect(f?.nextSteps).toContain("Recheck haemoglobin and ferritin after 2–3 months");
    expect(clinicianText(r)).toMatch(/^### Anaemia$/m);
    expect(clinicianText(r)).toMatch(/4 lab values analysed/);
    expect(clinicianText(r)).toMatch(/clinical judgement\.$/m);
    expect(clinicianText(r)).not.toMatch(/\banemia|hemoglobin and|celiac/i);
  });

  it("03: heart failure with worsening edema on a US record reads orthopnea, edema and ischemia", () => {
    const r = run("03-us-heart-failure-edema-ehr");
    const f = finding(r, "hf-decompensation-signs");
    expect(f?.clinician).toMatch(/orthopnea in the notes \("sleeps on extra pillows"\)/);
    expect(f?.clinician).toMatch(/worsening swelling \(edema\) in the notes \("worsening ankle swelling"\)/);
    expect(f?.nextSteps[0]).toMatch(/primary care clinician: weight trend, breathlessness lying flat, edema,/);
    expect(f?.nextSteps).toContainEqual(expect.stringMatching(/\(infection, arrhythmia, ischemia,/));
    expect(finding(r, "hfref-pillars-missing")?.nextSteps).toContainEqual(
      expect.stringMatching(/once stable and euvolemic/),
    );
    // Spelling only: a medicine's form is the record's and stays a tablet for the clinician.
    expect(clinicianText(r)).toMatch(/Sacubitril\/valsartan 49\/51 mg tablet: see "Heart failure"/);
    expect(clinicianSide(r)).not.toMatch(BRITISH);
  });

  it("04: the UK twin keeps orthopnoea, oedema and ischaemia", () => {
    const r = run("04-uk-heart-failure-oedema-ehr");
    const f = finding(r, "hf-decompensation-signs");
    expect(f?.clinician).toMatch(/orthopnoea in the notes/);
    expect(f?.clinician).toMatch(/worsening swelling \(oedema\) in the notes/);
    expect(f?.nextSteps[0]).toMatch(/GP: weight trend, breathlessness lying flat, oedema,/);
    expect(f?.nextSteps).toContainEqual(expect.stringMatching(/\(infection, arrhythmia, ischaemia,/));
    expect(clinicianText(r)).not.toMatch(/\bedema|orthopnea|ischemia|euvolemic/);
  });

  it("05: positive celiac serology on a US record is spelt celiac, its code unchanged", () => {
    const r = run("05-us-celiac-serology-labs");
    const f = finding(r, "coeliac-serology-positive");
    expect(f?.title).toBe("Raised tTG-IgA: probable celiac disease");
    expect(f?.clinician).toMatch(/celiac disease is very likely/);
    expect(f?.clinician).toMatch(/with anemia \(hemoglobin 10\.9 g\/dL/);
    expect(f?.nextSteps[0]).toMatch(/^Refer to gastroenterology to confirm celiac disease/);
    expect(clinicianText(r)).toMatch(/^### Celiac disease$/m);
    expect(clinicianSide(r)).not.toMatch(BRITISH);
  });

  it("06: the UK twin keeps coeliac", () => {
    const r = run("06-uk-coeliac-serology-labs");
    const f = finding(r, "coeliac-serology-positive");
    expect(f?.title).toBe("Raised tTG-IgA: probable coeliac disease");
    expect(clinicianText(r)).toMatch(/^### Coeliac disease$/m);
    expect(clinicianText(r)).not.toMatch(/celiac|\banemia/i);
  });
});

describe("usSpelling: US spelling without lay words (review 28, us-clinician-28)", () => {
  it("spells the ordinary words the US way", () => {
    expect(
      usSpelling(
        "Leukaemia, haemorrhage, oesophagus, paediatric, oestrogen, diarrhoea, faeces, ischaemia, tumour, titre, litres, centre, programme, behaviour, colour, counselling, nebulised and leucocytes.",
      ),
    ).toBe(
      "Leukemia, hemorrhage, esophagus, pediatric, estrogen, diarrhea, feces, ischemia, tumor, titer, liters, center, program, behavior, color, counseling, nebulized and leukocytes.",
    );
  });

  it("keeps lay words for the patient's texts only", () => {
    const text = "Send a poo sample and a wee sample; stop the water tablets.";
    expect(usSpelling(text)).toBe(text);
    expect(usWording(text)).toBe("Send a poop sample and a pee sample; stop the water pills.");
  });

  it("leaves names, quotes, addresses, drugs and look-alike words alone", () => {
    for (const text of [
      'Discuss with the British Society for Haematology; the notes say "anaemia since 2019".',
      "Source: nice.org.uk/guidance/anaemia-iron and https://example.org/coeliac-centre.",
      "Oestradiol patch; haem arginate; Haemophilus influenzae; leucine; the analyses.",
    ])
      expect(usSpelling(text)).toBe(text);
  });
});

describe("the research step reads a US finding's spelling as the rule's words (review 28, us-clinician-28)", () => {
  it("05 and 06: the US and UK celiac twins ask the same research questions", () => {
    const questions = (name: string) => {
      const r = run(name);
      return researchQuestions(r.model, r.findings).map((q) => q.query);
    };
    const us = questions("05-us-celiac-serology-labs");
    expect(us.join(" ")).toMatch(/coeliac disease celiac disease ttg/);
    expect(us).toEqual(questions("06-uk-coeliac-serology-labs"));
  });
});
