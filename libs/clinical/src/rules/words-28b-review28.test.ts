import { describe, expect, it } from "vitest";
import { clinicianText, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { ukSpelling, usSpelling, usWording } from "./record-words.ts";

const { load, run } = reviewFolder(new URL("./fixtures/words-28b-review28/", import.meta.url));

/** The clinician report, where both the flag titles and the results table are printed. */
const report = (r: ReturnType<typeof run>) => r.result.clinicianResponse;
const titles = (r: ReturnType<typeof run>) => r.findings.map((f) => f.title);

/** A labResults case with one result's value, and its flag, changed. */
function withLab(name: string, lab: string, value: string, flag: string) {
  const c = load(name);
  for (const l of c.labResults ?? []) if (l.name === lab) Object.assign(l, { value, flag });
  return runReviewCase(c);
}

describe("lab catalogue names in the record's spelling (review 28, words-28b)", () => {
  it("01 UK: flag titles and the results table say Haemoglobin, Haematocrit and Leucocyte esterase", () => {
    const r = run("01-uk-anaemia-uti-dipstick");
    expect(titles(r)).toEqual(
      expect.arrayContaining([
        "Haemoglobin below the reference range",
        "Haematocrit below the reference range",
        "Leucocyte esterase, urine (dipstick) positive",
      ]),
    );
    expect(report(r)).toMatch(/^\| Haemoglobin \| 96 g\/L \|/m);
    expect(report(r)).toMatch(/^\| Leucocyte esterase, urine \(dipstick\) \| \+\+ \|/m);
    expect(report(r)).not.toMatch(/Hemoglobin|Hematocrit|Leukocyte/);
  });

  it("02 US twin: the same titles and rows keep the catalogue's US names", () => {
    const r = run("02-us-anaemia-uti-dipstick");
    expect(titles(r)).toEqual(
      expect.arrayContaining(["Hemoglobin below the reference range", "Leukocyte esterase, urine (dipstick) positive"]),
    );
    expect(report(r)).toMatch(/^\| Hemoglobin \| 9\.6 g\/dL \|/m);
    expect(report(r)).not.toMatch(/Haemoglobin|Haematocrit|Leucocyte/);
  });

  it("01 UK: a name mid-sentence is British too ('Critical Haemoglobin', 'Act on the critical Haemoglobin now')", () => {
    const r = withLab("01-uk-anaemia-uti-dipstick", "Haemoglobin", "52", "Critical");
    const critical = r.findings.find((f) => f.code === "lab-critical");
    expect(critical?.title).toBe("Critical Haemoglobin");
    expect(report(r)).toMatch(/Act on the critical Haemoglobin now/);
    expect(report(r)).not.toMatch(/Hemoglobin/);
  });

  it("02 US twin: the critical result keeps 'Critical Hemoglobin'", () => {
    const r = withLab("02-us-anaemia-uti-dipstick", "Hemoglobin", "5.2", "Critical");
    expect(r.findings.find((f) => f.code === "lab-critical")?.title).toBe("Critical Hemoglobin");
  });

  it("UK spelling leaves quoted text, acronyms and words outside the catalogue's US forms alone", () => {
    expect(ukSpelling('The notes say "Hemoglobin 9.6, leukocytes 12".')).toBe(
      'The notes say "Hemoglobin 9.6, leukocytes 12".',
    );
    expect(ukSpelling("Swiss Society of Hematology; HGB low")).toBe("Swiss Society of Hematology; HGB low");
    expect(ukSpelling("International normalized ratio, Calcium, ionized; fecal occult blood")).toBe(
      "International normalised ratio, Calcium, ionised; faecal occult blood",
    );
  });
});

describe("UK clinical terms on US records (review 28, words-28b)", () => {
  it("02 US: the UTI step asks about flank pain; 01 UK keeps loin pain", () => {
    expect(report(run("02-us-anaemia-uti-dipstick"))).toMatch(/check for fever, flank pain or features of sepsis/);
    expect(report(run("02-us-anaemia-uti-dipstick"))).not.toMatch(/\bloin\b/);
    expect(report(run("01-uk-anaemia-uti-dipstick"))).toMatch(/check for fever, loin pain or features of sepsis/);
  });

  it("04 US: a child with new diabetes symptoms goes to the pediatric diabetes team; 03 UK to the children's", () => {
    const us = run("04-us-child-new-diabetes-symptoms");
    expect(clinicianText(us)).toMatch(/Refer today to the pediatric diabetes team/);
    expect(patientText(us)).toMatch(/seen by the pediatric diabetes team today/);
    expect(report(us)).not.toMatch(/children's diabetes team/);
    const uk = run("03-uk-child-new-diabetes-symptoms");
    expect(clinicianText(uk)).toMatch(/Refer today to the children's diabetes team/);
    expect(patientText(uk)).toMatch(/seen by the children's diabetes team today/);
  });

  it("06 US: lithium toxicity is checked with electrolytes and creatinine; 05 UK keeps U&E", () => {
    expect(report(run("06-us-lithium-1-3-tremor"))).toMatch(
      /check a lithium level, electrolytes and creatinine urgently/,
    );
    expect(report(run("06-us-lithium-1-3-tremor"))).not.toMatch(/U&E/);
    expect(report(run("05-uk-lithium-1-3-tremor"))).toMatch(/check a lithium level, U&E and creatinine urgently/);
  });

  it("08 US: a raised lymphocyte count is repeated with a CBC; 07 UK with an FBC", () => {
    expect(finding(run("08-us-lymphocytosis-well"), "lymphocytosis-repeat-film")?.nextSteps[0]).toMatch(
      /^Repeat CBC with blood film/,
    );
    expect(finding(run("07-uk-lymphocytosis-well"), "lymphocytosis-repeat-film")?.nextSteps[0]).toMatch(
      /^Repeat FBC with blood film/,
    );
  });

  it("US terms replace the UK ones in plain text only, never in quotes", () => {
    expect(usSpelling("Repeat the full blood count and U&Es; Full blood count first")).toBe(
      "Repeat the complete blood count and electrolytes and creatinine; Complete blood count first",
    );
    expect(usSpelling("Check for loin or flank pain")).toBe("Check for flank pain");
    expect(usSpelling('The notes record "loin pain, FBC and U&E today"')).toBe(
      'The notes record "loin pain, FBC and U&E today"',
    );
    expect(usWording("Your children's diabetes team will see you")).toBe("Your pediatric diabetes team will see you");
  });
});
