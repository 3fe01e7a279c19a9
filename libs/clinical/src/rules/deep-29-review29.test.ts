import { describe, expect, it } from "vitest";
import { sharedMedicines } from "../compose/shared-medicines.ts";
import { EVIDENCE_LIBRARY } from "../evidence/library.ts";
import { modelScope } from "../evidence/populations.ts";
import type { Finding } from "../model.ts";
import { hitsForProblem } from "../research.ts";
import type { EvidenceHit } from "../retrieval/index.ts";
import {
  type EhrCaseData,
  expectDeepReadsThrough,
  finding,
  reviewFolder,
  runDeepReviewCase,
} from "../testing/review-case.ts";

/** Review 29, deep-29: multi-problem EHR records read in deep mode for links between problems. */
const { load, edit } = reviewFolder(new URL("./fixtures/deep-29-review29/", import.meta.url));
const deep28 = reviewFolder(new URL("./fixtures/deep-28-review28/", import.meta.url));

const CASES = [
  "01-uk-t2d-obesity-post-mi",
  "02-uk-af-hfref-no-beta-blocker",
  "03-uk-af-ckd-apixaban-falling-egfr",
  "04-uk-copd-prednisolone-osteoporosis",
  "05-us-depression-t2d-obesity",
  "06-uk-cirrhosis-hyponatraemia-diuretics",
  "07-uk-anaemia-ckd-hf",
  "08-uk-t2d-ckd4-hf-metformin",
];
const CKD4_HF = "08-uk-t2d-ckd4-hf-metformin";
const AF_HF = "02-uk-af-hfref-no-beta-blocker";
const SHARED = "## One medicine, several problems";

const deep = (name: string) => runDeepReviewCase(load(name));
const setEgfr = (value: string) => (d: EhrCaseData) => {
  for (const l of d.recentAbnormalLabs) if (l.display === "eGFR") l.value = value;
};

describe("every deep-29 case reads through the deep path (review 29, deep-29)", () => {
  it.each(CASES)("%s", (name) => expectDeepReadsThrough(deep(name)));
});

describe("HFrEF with eGFR below 20: the SGLT2 inhibitor is a caution, not a plain gap (review 29, deep-29)", () => {
  it("08: eGFR 18 names the SGLT2 inhibitor with a caution, the KDIGO 20 floor and the kidney team", () => {
    const r = deep(CKD4_HF);
    expectDeepReadsThrough(r);
    const f = finding(r, "hfref-pillars-missing");
    expect(f?.clinician).toContain(
      "an SGLT2 inhibitor (dapagliflozin or empagliflozin), a caution here with eGFR 18 mL/min/1.73m2",
    );
    expect(f?.clinician).toMatch(/KDIGO 2024 recommends starting an SGLT2 inhibitor .* eGFR of 20 or more/);
    expect(f?.nextSteps.join("\n")).toMatch(/SGLT2 inhibitor: eGFR below 20.*decide with the kidney team/);
    expect(f?.nextSteps).not.toContain(
      "Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows",
    );
    expect(f?.evidenceIds).toContain("kdigo-2024-ckd");
  });

  it("08: at eGFR 25 the SGLT2 inhibitor is offered as before, without the caution", () => {
    const r = runDeepReviewCase(edit(CKD4_HF, setEgfr("25")));
    expectDeepReadsThrough(r);
    const f = finding(r, "hfref-pillars-missing");
    expect(f?.clinician).toContain("an SGLT2 inhibitor (dapagliflozin or empagliflozin)");
    expect(f?.clinician).not.toMatch(/SGLT2 inhibitor \(dapagliflozin or empagliflozin\), a caution/);
    expect(f?.nextSteps).toContain("Consider dapagliflozin or empagliflozin, regardless of diabetes, if eGFR allows");
  });
});

describe("one medicine, several problems: more classes, never one the patient cannot take (review 29, deep-29)", () => {
  const hf = () => {
    const r = deep(AF_HF);
    const f = finding(r, "hfref-pillars-missing");
    if (f === undefined) throw new Error("no HFrEF finding");
    return { r, f };
  };
  const af = (f: Finding, clinician: string): Finding => ({
    ...f,
    id: "af-rate-test",
    code: "af-rate-test",
    problem: "Atrial fibrillation",
    clinician,
    nextSteps: [],
  });

  it("02: a beta-blocker put forward under heart failure and atrial fibrillation is drawn together once", () => {
    const { r, f } = hf();
    const shared = sharedMedicines(r.model, [
      f,
      af(f, "Heart rate 108/min in atrial fibrillation: consider a beta-blocker for rate control."),
    ]);
    expect(shared.map((s) => [s.medicine, s.problems])).toContainEqual([
      "a beta-blocker",
      ["Heart failure", "Atrial fibrillation"],
    ]);
  });

  it("02: a finding that holds the beta-blocker back (not advised) keeps it out of the section", () => {
    const { r, f } = hf();
    const barred = sharedMedicines(r.model, [
      f,
      af(f, "Heart rate 108/min in atrial fibrillation: consider a beta-blocker for rate control."),
      af(f, "A beta-blocker is not advised here with a heart rate of 44/min."),
    ]);
    expect(barred.map((s) => s.medicine)).not.toContain("a beta-blocker");
  });

  it("deep-28 case 01 at eGFR 18: no SGLT2 inhibitor drawn together (held back under heart failure, not put forward elsewhere)", () => {
    const r = runDeepReviewCase(deep28.edit("01-uk-t2d-ckd3b-hfref", setEgfr("18")));
    expectDeepReadsThrough(r);
    expect(r.result.clinicianResponse).not.toMatch(/An SGLT2 inhibitor is suggested under/);
  });

  it("deep-28 case 01 at eGFR 36 (near-negative): the SGLT2 inhibitor is still drawn together", () => {
    const r = runDeepReviewCase(deep28.load("01-uk-t2d-ckd3b-hfref"));
    expect(r.result.clinicianResponse).toContain(SHARED);
    expect(r.result.clinicianResponse).toMatch(/An SGLT2 inhibitor is suggested under/);
  });
});

describe("further reading: acute sources not offered for a chronic problem and the reverse (review 29, deep-29)", () => {
  const hitsOf = (ids: string[]): EvidenceHit[] =>
    EVIDENCE_LIBRARY.filter((e) => ids.includes(e.id)).map(
      (e) => ({ id: e.id, title: e.title, passage: "", score: 1 }) as EvidenceHit,
    );
  const scope = () => modelScope(deep("03-uk-af-ckd-apixaban-falling-egfr").model);

  it("a problem citing the CKD guideline is not offered KDIGO's acute kidney injury guideline, nor an AKI problem the CKD ones", () => {
    const hits = hitsOf(["kdigo-2012-aki", "nice-ng203-ckd"]);
    expect(hitsForProblem(scope(), ["kdigo-2024-ckd"], hits).map((h) => h.id)).toEqual(["nice-ng203-ckd"]);
    expect(hitsForProblem(scope(), ["kdigo-2012-aki"], hits).map((h) => h.id)).toEqual(["kdigo-2012-aki"]);
  });

  it("a problem whose sources speak of both (AKI on CKD) keeps both, and one citing neither is unchanged", () => {
    const hits = hitsOf(["kdigo-2012-aki", "nice-ng203-ckd"]);
    expect(
      hitsForProblem(scope(), ["kdigo-2012-aki", "kdigo-2024-ckd"], hits)
        .map((h) => h.id)
        .sort(),
    ).toEqual(["kdigo-2012-aki", "nice-ng203-ckd"]);
    expect(
      hitsForProblem(scope(), [], hits)
        .map((h) => h.id)
        .sort(),
    ).toEqual(["kdigo-2012-aki", "nice-ng203-ckd"]);
  });
});

describe("type 2 diabetes above the NICE point with vascular disease: the SGLT2 inhibitor leads the add-on (review 29, deep-29)", () => {
  const T2D_MI = "01-uk-t2d-obesity-post-mi";
  const SENTENCE =
    /With "Myocardial infarction" on record, NICE NG28 adds an SGLT2 inhibitor with proven cardiovascular benefit once metformin is tolerated/;

  it("01: HbA1c 64 on metformin after a heart attack names the SGLT2 inhibitor NICE adds", () => {
    const r = deep(T2D_MI);
    expectDeepReadsThrough(r);
    expect(finding(r, "diabetes-above-target")?.clinician).toMatch(SENTENCE);
  });

  it("01: without the heart attack, or already on dapagliflozin, the sentence is not there", () => {
    const noMi = runDeepReviewCase(
      edit(T2D_MI, (d) => {
        d.pastMedicalHistory = d.pastMedicalHistory.filter((c) => !/infarction/i.test(c.display ?? ""));
      }),
    );
    expect(finding(noMi, "diabetes-above-target")?.clinician).not.toMatch(/proven cardiovascular benefit/);
    const onSglt2 = runDeepReviewCase(
      edit(T2D_MI, (d) => {
        d.medications.push({ medication: "Dapagliflozin 10 mg tablets", status: "active", frequency: "once daily" });
      }),
    );
    expect(finding(onSglt2, "diabetes-above-target")?.clinician ?? "").not.toMatch(/proven cardiovascular benefit/);
  });
});
