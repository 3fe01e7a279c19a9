import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder } from "../testing/review-case.ts";
import { readShorthand, statedMention } from "./notes.ts";

const { run } = reviewFolder(new URL("./fixtures/notes-review17/", import.meta.url));

describe("clinicians' shorthand in notes (review 17, notes)", () => {
  it("writes out symptom shorthand, and CP only where a symptom is meant", () => {
    expect(readShorthand("c/o cp radiating to l arm x2/7. soboe. nil n/v")).toBe(
      "complains of chest pain radiating to l arm x2 days. shortness of breath on exertion. nil nausea and vomiting",
    );
    expect(readShorthand("d&v 3/7, pr bleed this am, nitrites +ve, leucs -ve")).toBe(
      "diarrhoea and vomiting 3 days, rectal bleeding this am, nitrites positive, leucs negative",
    );
    expect(readShorthand("denies cp, sob, palpitations")).toBe("denies chest pain, shortness of breath, palpitations");
    expect(readShorthand("denies sob, cp. cp/sob on exertion")).toBe(
      "denies shortness of breath, chest pain. chest pain/shortness of breath on exertion",
    );
    // Cerebral palsy, a Child-Pugh class and dates are left as written.
    expect(readShorthand("child with cp since birth. pmh: epilepsy, cp. cp class b. seen 12/07/2026, r/v 3/12")).toBe(
      "child with cp since birth. pmh: epilepsy, cp. cp class b. seen 12/07/2026, r/v 3 months",
    );
  });

  it("reads nil and -ve as denials, but not nil by mouth", () => {
    const breathless = /\bshortness of breath\b/;
    expect(statedMention(readShorthand("nil cp/sob."), breathless)).toBeUndefined();
    expect(statedMention(readShorthand("nil by mouth, sob at rest."), breathless)).toBe("shortness of breath");
    expect(statedMention("urine dip: nitrites -ve.", /\bnitrites\b/)).toBe("nitrites");
    expect(statedMention(readShorthand("urine dip: nitrites -ve."), /\bnitrites\b/)).toBeUndefined();
  });
});

describe("notes that say something now (review 17, notes)", () => {
  it("01: 'c/o CP radiating to L arm x2/7' with a raised troponin is a stated ischaemic symptom", () => {
    const trop = finding(run("01-soap-cp-left-arm-troponin"), "troponin-elevated");
    expect(trop?.severity).toBe("critical");
    expect(trop?.clinician).toMatch(/"chest pain" is recorded/);
    expect(trop?.clinician).toMatch(/assess now as a possible acute coronary syndrome/);
  });

  it("03: '?UTI', rigors and new confusion with a fever is possible sepsis", () => {
    const r = run("03-query-uti-dysuria-rigors-fever");
    expect(finding(r, "sepsis-high-risk-adult")?.severity).toBe("critical");
    expect(codes(r)).toContain("delirium-acute-illness");
  });

  it("04: 'PR bleed this AM' is read as rectal bleeding that explains the anaemia", () => {
    const anaemia = finding(run("04-pr-bleed-this-am-apixaban"), "anaemia");
    expect(anaemia?.clinician).toMatch(/The record states blood loss \("rectal bleeding" in the notes\)/);
  });

  it("09: 'two catheter-associated UTIs this month' (plural) with a pulse of 132 is possible sepsis", () => {
    const sepsis = finding(run("09-utis-now-plural-fever"), "sepsis-high-risk-adult");
    expect(sepsis?.severity).toBe("critical");
    expect(sepsis?.clinician).toMatch(/"utis" in the notes/);
  });

  // Review 18 (notes-history) reads "Baseline creat 92 (Aug 2026)" as the baseline, so the rise is named.
  it("10: D&V on metformin with a raised creatinine and a baseline only in the notes is read as acute kidney injury", () => {
    const r = run("10-nv-dv-x3-days-metformin-ramipril-aki");
    const aki = finding(r, "aki-creatinine-rise");
    expect(aki?.clinician).toMatch(/from 92 µmol\/L \(the baseline given in the notes: "baseline creat 92"\) to 148/);
    expect(aki?.clinician).toMatch(/treat this as acute kidney injury \(KDIGO stage 1/);
    expect(finding(r, "lab-low")?.clinician).toMatch(/gives no CKD category/);
  });
});

describe("notes that a naive reading would over-call (review 17, notes)", () => {
  it("02: 'Denies CP, SOB… Nil syncope' leaves a steady troponin in CKD as chronic injury, not an emergency", () => {
    const trop = finding(run("02-denies-cp-sob-stable-troponin-ckd"), "troponin-elevated");
    expect(trop?.severity).toBe("high");
    expect(trop?.clinician).toMatch(/no symptoms of ischaemia are stated in the notes/);
    expect(trop?.clinician).not.toMatch(/syncope/);
  });

  it("05: 'No h/o GI bleed, nil PR bleeding or melaena' on apixaban stays quiet", () => {
    expect(run("05-no-ho-gi-bleed-apixaban-naproxen-quiet").findings).toEqual([]);
  });

  it("06: family history in the notes ('FHx: mother breast ca at 70, father MI at 50') is not the patient's own", () => {
    // Review 18 (notes-history) reads the father's MI at 50 as a relative's premature ASCVD.
    expect(codes(run("06-fhx-in-notes-not-patients-own")).sort()).toEqual([
      "family-premature-ascvd",
      "lab-high",
      "lab-high",
    ]);
  });

  it("07: safety-netting ('advised to return if fever, rigors, SOB') is not a sign of infection", () => {
    expect(run("07-advised-return-if-fever-quiet").findings).toEqual([]);
  });

  it("08: 'recurrent UTIs… none since prophylaxis' and childhood chest infections are not an infection now", () => {
    const r = run("08-previous-utis-recurrent-prophylaxis-quiet");
    expect(codes(r).filter((c) => /sepsis|infection/.test(c))).toEqual([]);
    expect(codes(r)).toContain("nitrofurantoin-kidney");
  });

  it("11: a SOAP note of denials and NAD with normal results stays quiet", () => {
    expect(run("11-soap-nad-nil-new-quiet").findings).toEqual([]);
  });

  it("12: past pancreatitis, a completed course for a 2015 DVT and s/p cholecystectomy raise nothing new", () => {
    expect(codes(run("12-hx-pancreatitis-previous-dvt-copied-forward")).sort()).toEqual(["lab-high", "lab-high"]);
  });
});
