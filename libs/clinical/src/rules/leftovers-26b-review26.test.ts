import { describe, expect, it } from "vitest";
import { findLab } from "../catalogue/index.ts";
import { notedDiagnoses } from "../normalize/condition-notes.ts";
import { codes, finding, loadReviewCase, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";
import { isStated, statedMention } from "./notes.ts";

const { load, run } = reviewFolder(new URL("./fixtures/leftovers-26b-review26/", import.meta.url));
const labs25b = new URL("./fixtures/labs-25b-review25/", import.meta.url);

describe("a query mark before a diagnosis (review 26, leftovers-26b)", () => {
  const QUERIED = /heart failure|\bpe\b|ckd/;

  it('reads "? heart failure", "SOB, ? PE" and "impression: ? CKD" as queried, not stated', () => {
    expect(statedMention("breathless and ankle swelling. ? heart failure, echo requested", QUERIED)).toBeUndefined();
    expect(statedMention("pleuritic pain and sob, ? pe", QUERIED)).toBeUndefined();
    expect(statedMention("impression: ? ckd", QUERIED)).toBeUndefined();
    expect(statedMention("?ckd", QUERIED)).toBeUndefined();
  });

  it("still ends a sentence at a question mark straight after a word", () => {
    expect(statedMention("any chest pain? heart failure known, on furosemide", QUERIED)).toBe("heart failure");
    const text = "orthopnoea? none. pnd";
    expect(isStated(text, text.indexOf("pnd"), 3)).toBe(true);
  });

  it("queries only the item after the mark, not the next one in a list", () => {
    expect(statedMention("? chest infection, known heart failure", QUERIED)).toBe("heart failure");
    expect(notedDiagnoses("?CKD, T2DM on metformin")).toEqual([{ concept: "diabetes", quote: "t2dm" }]);
  });

  it('05: lab-results notes with "? heart failure" add no heart failure diagnosis, with the local workaround gone', () => {
    expect(notedDiagnoses(load("05-notes-query-heart-failure").patientContext.clinicalNotes)).toEqual([]);
    expect(notedDiagnoses("Known heart failure. Breathless on exertion.")).toEqual([
      { concept: "heart-failure", quote: "heart failure" },
    ]);
  });

  it("05: an NT-proBNP with heart failure only queried is read as suspected heart failure, not known", () => {
    const queried = finding(run("05-notes-query-heart-failure"), "natriuretic-peptide-elevated");
    expect(queried?.clinician).toMatch(/suspected heart failure with NT-proBNP 400 to 2000 ng\/L is referred/);
    const c = load("05-notes-query-heart-failure");
    c.patientContext.clinicalNotes =
      "Breathless on exertion and ankle swelling for 6 weeks. Known heart failure, on bisoprolol.";
    expect(codes(runReviewCase(c))).not.toContain("natriuretic-peptide-elevated");
  });
});

describe("UK and US words from record-words.ts (review 26, leftovers-26b)", () => {
  it("a US triglyceride of the lowest tier says belly through the shared {tummy} word", () => {
    const c = loadReviewCase(labs25b, "04-us-high-triglycerides");
    c.labResults[0] = { ...c.labResults[0], value: "620" };
    c.patientContext.clinicalNotes = "Annual physical, Denver, Colorado.";
    const f = finding(runReviewCase(c), "severe-hypertriglyceridaemia");
    expect(f?.patient).toMatch(/bad belly pain/);
    expect(f?.patient).not.toMatch(/\{tummy\}|tummy/);
  });

  it("a UK triglyceride keeps tummy", () => {
    const c = loadReviewCase(labs25b, "04-us-high-triglycerides");
    c.labResults[0] = { ...c.labResults[0], value: "13.3", unit: "mmol/L", referenceRange: "<1.7" };
    c.patientContext.clinicalNotes = "GP surgery, Leeds.";
    const f = finding(runReviewCase(c), "severe-hypertriglyceridaemia");
    expect(f?.patient).toMatch(/top of your tummy/);
    expect(f?.patient).not.toMatch(/\{tummy\}/);
  });

  it("04: an NSAID with an eGFR of 48 on a UK-unit record says paracetamol", () => {
    const f = finding(run("04-uk-ibuprofen-egfr-48"), "nsaid-ckd");
    expect(f?.nextSteps[0]).toBe("Stop or limit the NSAID; prefer paracetamol or topical options");
  });

  it("the same NSAID finding on a US record says acetaminophen", () => {
    const c = load("04-uk-ibuprofen-egfr-48");
    c.labResults[1] = { ...c.labResults[1], value: "1.34", unit: "mg/dL", referenceRange: "0.7-1.3" };
    c.patientContext.clinicalNotes = "Knee osteoarthritis. Taking ibuprofen most days.";
    const f = finding(runReviewCase(c), "nsaid-ckd");
    expect(f?.nextSteps[0]).toBe("Stop or limit the NSAID; prefer acetaminophen or topical options");
    expect(f?.nextSteps.join(" ")).not.toMatch(/paracetamol/);
  });
});

describe("urine leukocyte esterase names (review 26, leftovers-26b)", () => {
  it.each([
    "Leukocyte esterase, urine",
    "Leucocyte esterase, urine",
    "Leukocytes, urine",
    "Urine leucocytes",
    "Urine WBC esterase",
  ])("%s is the urine leukocyte esterase pad", (name) => {
    expect(findLab(name)?.id).toBe("urine-le");
    expect(findLab(name, undefined, "urinalysis")?.id).toBe("urine-le");
  });

  it("a blood white cell count is not read as the urine pad", () => {
    expect(findLab("Leukocytes")?.id).toBe("wbc");
    expect(findLab("Urine WBC", undefined, "urinalysis")?.id).toBe("urine-wbc");
  });

  it("02: leukocyte esterase and blood on a US strip with dysuria read as a likely urine infection", () => {
    const f = finding(run("02-us-leukocyte-esterase-urine-blood"), "uti-dipstick-likely");
    expect(f?.clinician).toMatch(/leukocyte esterase|leucocyte/i);
  });

  it("without urinary symptoms the same strip is not a likely infection", () => {
    const c = load("02-us-leukocyte-esterase-urine-blood");
    c.patientContext.clinicalNotes = "Routine physical, no urinary symptoms.";
    expect(codes(runReviewCase(c))).not.toContain("uti-dipstick-likely");
  });
});

describe("dipstick blood with a urine infection (review 26, leftovers-26b)", () => {
  it("01: a non-US record with cystitis gets the UK repeat-after-treatment reading, not US microscopy", () => {
    const r = run("01-uk-uti-dipstick-blood-nitrofurantoin");
    expect(codes(r)).not.toContain("dipstick-blood-confirm-microscopy");
    const f = finding(r, "dipstick-blood-repeat-uk");
    expect(f?.nextSteps[0]).toMatch(/^Treat the urine infection, then repeat the dipstick once it has cleared/);
    expect(f?.evidenceIds).toContain("hwe-haematuria-pathway");
    expect(f?.patient).toMatch(/repeated once the infection has been treated/);
    expect(patientText(r)).not.toMatch(/under the microscope/);
  });

  it("a non-US record with blood on the strip and no infection keeps its earlier reading", () => {
    const c = load("01-uk-uti-dipstick-blood-nitrofurantoin");
    c.labResults = c.labResults.filter(
      (o: { name: string }) => o.name === "Urine dipstick blood" || o.name === "Creatinine",
    );
    c.patientContext.clinicalNotes = "Routine health check, no urinary symptoms.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
  });

  it("a US record with the same infection keeps the AUA/SUFU microscopy reading", () => {
    const c = load("01-uk-uti-dipstick-blood-nitrofurantoin");
    c.labResults[3] = { ...c.labResults[3], value: "0.8", unit: "mg/dL", referenceRange: "0.6-1.1" };
    const r = runReviewCase(c);
    expect(codes(r)).toContain("dipstick-blood-confirm-microscopy");
    expect(codes(r)).not.toContain("dipstick-blood-repeat-uk");
  });

  it("a UK-marked record with an infection also says treat first, then repeat the dipstick", () => {
    const c = load("01-uk-uti-dipstick-blood-nitrofurantoin");
    c.patientContext.clinicalNotes += " Seen at the GP surgery.";
    expect(finding(runReviewCase(c), "dipstick-blood-repeat-uk")?.nextSteps[0]).toMatch(/^Treat the urine infection/);
  });
});

describe("sulfonylureas with reduced kidney function (review 26, leftovers-26b)", () => {
  it("03: glipizide at eGFR 58 with no lows is not flagged: it needs no dose change for kidney function", () => {
    expect(codes(run("03-us-glipizide-egfr-58"))).not.toContain("sulfonylurea-ckd");
  });

  it("glimepiride at the same eGFR is still flagged", () => {
    const c = load("03-us-glipizide-egfr-58");
    c.patientContext.medications[0] = { name: "Glimepiride", dose: "2 mg daily" };
    expect(codes(runReviewCase(c))).toContain("sulfonylurea-ckd");
  });

  it("glipizide at eGFR 58 with lows in the notes is flagged, with the lows first", () => {
    const c = load("03-us-glipizide-egfr-58");
    c.patientContext.clinicalNotes = "Type 2 diabetes follow-up. Hypoglycemia twice this month, shaky before lunch.";
    expect(finding(runReviewCase(c), "sulfonylurea-ckd")?.clinician).toMatch(/Hypoglycemia is already recorded/);
  });

  it("glipizide below eGFR 30 is still flagged", () => {
    const c = load("03-us-glipizide-egfr-58");
    c.labResults[0] = { ...c.labResults[0], value: "26" };
    c.labResults[1] = { ...c.labResults[1], value: "2.4" };
    c.patientContext.medications = [c.patientContext.medications[0]];
    expect(codes(runReviewCase(c))).toContain("sulfonylurea-ckd");
  });
});
