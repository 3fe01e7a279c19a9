import { describe, expect, it } from "vitest";
import { codes, finding, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { run, load } = reviewFolder(new URL("./fixtures/sources-30-review30/", import.meta.url));

interface LabCase {
  labResults: { name: string; value: string; unit?: string; referenceRange?: string; flag?: string; date?: string }[];
  patientContext: { clinicalNotes: string; conditions: { name: string; status?: string }[] };
}

/** The case with its INR result set to a value. */
function withInr(name: string, value: string) {
  const c = load(name);
  const inr = (c as unknown as LabCase).labResults.find((o) => o.name === "INR");
  if (inr) inr.value = value;
  return c;
}

describe("warfarin advice follows the record's country: BSH on UK records, ACCP on US ones (review 30, sources-30)", () => {
  it("01: a UK INR of 6.4 without bleeding gives the BSH step for INR 5–8 and cites the BSH guideline, not ACCP", () => {
    const f = finding(run("01-uk-warfarin-inr-high-no-bleed"), "warfarin-inr-high");
    expect(f?.nextSteps.join(" ")).toMatch(/Withhold 1–2 doses of warfarin and reduce the maintenance dose \(BSH 2011/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/ACCP/);
    expect(f?.evidenceIds).toContain("bcsh-2011-warfarin");
    expect(f?.evidenceIds).not.toContain("accp-2012-vka-management");
  });

  it("01: a UK INR of 9.2 without bleeding gives BSH's 1–5 mg oral vitamin K above 8", () => {
    const f = finding(runReviewCase(withInr("01-uk-warfarin-inr-high-no-bleed", "9.2")), "warfarin-inr-high");
    expect(f?.nextSteps[0]).toMatch(/1–5 mg oral vitamin K for an INR above 8/);
    expect(f?.evidenceIds).toContain("bcsh-2011-warfarin");
  });

  it("01 near-negative: a UK INR of 4.7 (below BSH's 5) gets no dosing threshold and no guideline cited for one", () => {
    const f = finding(runReviewCase(withInr("01-uk-warfarin-inr-high-no-bleed", "4.7")), "warfarin-inr-high");
    expect(f?.nextSteps.join(" ")).not.toMatch(/ACCP|BSH/);
    expect(f?.evidenceIds).not.toContain("accp-2012-vka-management");
    expect(f?.evidenceIds).not.toContain("bcsh-2011-warfarin");
  });

  it("01 near-negative: the same INR on a US record keeps the ACCP 2012 advice and source", () => {
    const c = withInr("01-uk-warfarin-inr-high-no-bleed", "6.4");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Anticoagulation clinic, Denver, Colorado. Routine INR check. No bleeding, no bruising. No new medications.";
    const f = finding(runReviewCase(c), "warfarin-inr-high");
    expect(f?.nextSteps.join(" ")).toMatch(/ACCP 2012, grade 2B/);
    expect(f?.evidenceIds).toContain("accp-2012-vka-management");
    expect(f?.evidenceIds).not.toContain("bcsh-2011-warfarin");
  });

  it("02: UK melaena on warfarin is reversed as BSH advises (PCC 25–50 units/kg, vitamin K 5 mg IV) and cites BSH", () => {
    const f = finding(run("02-uk-warfarin-major-bleed"), "warfarin-major-bleeding");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(
      /the BSH guideline advises emergency reversal with four-factor prothrombin complex concentrate 25–50 units\/kg and vitamin K 5 mg intravenously/,
    );
    expect(f?.clinician).not.toMatch(/ACCP/);
    expect(f?.nextSteps.join(" ")).toMatch(/BSH 2011, 1B/);
    expect(f?.evidenceIds[0]).toBe("bcsh-2011-warfarin");
    expect(f?.evidenceIds).not.toContain("accp-2012-vka-management");
  });

  it("03 near-negative: the same bleed on a US record keeps ACCP 2012 and its source", () => {
    const f = finding(run("03-us-warfarin-major-bleed"), "warfarin-major-bleeding");
    expect(f?.clinician).toMatch(/ACCP 2012 suggests rapid reversal/);
    expect(f?.nextSteps.join(" ")).toMatch(/ACCP 2012, grade 2C/);
    expect(f?.evidenceIds[0]).toBe("accp-2012-vka-management");
    expect(f?.evidenceIds).not.toContain("bcsh-2011-warfarin");
  });
});

describe("a UK record with dementia on anticholinergics cites NICE NG97 beside Beers (review 30, sources-30)", () => {
  it("04: dementia with oxybutynin and amitriptyline names NICE NG97 and cites it", () => {
    const f = finding(run("04-uk-dementia-anticholinergic"), "beers-older-adult-medicines");
    expect(f?.clinician).toMatch(
      /NICE NG97 also notes that a high anticholinergic burden worsens the cognitive symptoms of dementia/,
    );
    expect(f?.evidenceIds[0]).toBe("ags-beers-2023");
    expect(f?.evidenceIds).toContain("nice-ng97-dementia-anticholinergic");
  });

  it("04 near-negative: without dementia recorded, NG97 is not named or cited", () => {
    const c = load("04-uk-dementia-anticholinergic");
    const lab = c as unknown as LabCase;
    lab.patientContext.conditions = lab.patientContext.conditions.filter((x) => !/dementia/i.test(x.name));
    lab.patientContext.clinicalNotes = "GP annual review, Stockport (NHS). Settled. Daughter present.";
    const f = finding(runReviewCase(c), "beers-older-adult-medicines");
    expect(f?.clinician).not.toMatch(/NG97/);
    expect(f?.evidenceIds).not.toContain("nice-ng97-dementia-anticholinergic");
  });

  it("04 near-negative: the same record in the US keeps Beers alone", () => {
    const c = load("04-uk-dementia-anticholinergic");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Annual wellness visit, memory care facility, Tampa, Florida. Settled. Daughter present.";
    const r = runReviewCase(c);
    expect(codes(r)).toContain("beers-older-adult-medicines");
    expect(finding(r, "beers-older-adult-medicines")?.evidenceIds).not.toContain("nice-ng97-dementia-anticholinergic");
  });
});

describe("warfarin bleeding by site and US spelling (review 30, sources-30)", () => {
  it("05: frank haematuria with shock on warfarin in Wales names the BSH reversal and cites BSH, not ACCP", () => {
    const f = finding(run("05-uk-warfarin-haematuria-shock"), "warfarin-bleeding");
    expect(f?.severity).toBe("critical");
    expect(f?.nextSteps.join(" ")).toMatch(
      /25–50 units\/kg with vitamin K 5 mg intravenously, as the BSH warfarin guideline advises/,
    );
    expect(f?.evidenceIds).toContain("bcsh-2011-warfarin");
    expect(f?.evidenceIds).not.toContain("accp-2012-vka-management");
  });

  it("03: a US record reads 'melena', not the British 'melaena', in both reports", () => {
    const r = run("03-us-warfarin-major-bleed");
    expect(r.result.patientResponse).toMatch(/black, tarry stools \(melena\)/);
    expect(r.result.clinicianResponse).not.toMatch(/melaena/i);
  });

  it("02 near-negative: the UK record keeps 'melaena'", () => {
    expect(run("02-uk-warfarin-major-bleed").result.patientResponse).toMatch(/\(melaena\)/);
  });
});

describe("UK syphilis and the ART source's page (review 30, sources-30)", () => {
  it("09: reactive syphilis serology on a UK record names and cites the BASHH guideline beside CDC", () => {
    const f = finding(run("09-uk-syphilis-positive"), "syphilis-serology-reactive");
    expect(f?.clinician).toMatch(/The UK guideline \(BASHH\) likewise prefers benzathine penicillin/);
    expect(f?.evidenceIds).toContain("bashh-2015-syphilis");
  });

  it("09 near-negative: the same serology on a US record keeps CDC alone", () => {
    const c = load("09-uk-syphilis-positive");
    (c as unknown as LabCase).patientContext.clinicalNotes =
      "Primary care clinic, Chicago, Illinois. Painless rash on palms for 2 weeks. MSM. Last STI screen 18 months ago.";
    const f = finding(runReviewCase(c), "syphilis-serology-reactive");
    expect(f?.clinician).not.toMatch(/BASHH/);
    expect(f?.evidenceIds).not.toContain("bashh-2015-syphilis");
  });

  it("07: the DHHS ART-initiation source links to the English guideline page, not a Spanish-path node", () => {
    const r = run("07-us-hiv-low-cd4-no-prophylaxis");
    const urls = JSON.stringify(r.result);
    expect(urls).not.toContain("clinicalinfo.hiv.gov/es/");
    expect(urls).toContain(
      "aidsinfo.nih.gov/guidelines/html/1/adult-and-adolescent-arv/10/initiation-of-antiretroviral-therapy",
    );
  });
});
