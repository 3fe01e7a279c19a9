import { describe, expect, it } from "vitest";
import { codes, finding, patientText, reviewFolder, runReviewCase } from "../testing/review-case.ts";

const { load, run, edit } = reviewFolder(new URL("./fixtures/haem-26b-review26/", import.meta.url));

describe("blood counts and haematology (review 26, haem-26b)", () => {
  it("10: platelets 41 on apixaban, down from 188, is a high-priority anticoagulant review, not only a low result", () => {
    const r = run("10-uk-apixaban-low-platelets-ehr");
    const f = finding(r, "anticoagulant-low-platelets");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/Platelet count 41 10\^9\/L \(2026-11-27\), down from 188 10\^9\/L.*taking apixaban/i);
    expect(f?.clinician).toMatch(/No bleeding is recorded: confirm the count within days and decide with haematology/);
    expect(f?.nextSteps[0]).toMatch(/blood film within days.*exclude clumping/);
    expect(f?.evidenceIds).toEqual([
      "thachil-2022-anticoagulation-thrombocytopenia",
      "nhs-lothian-refhelp-thrombocytopenia",
    ]);
    expect(patientText(r)).toMatch(/you take a blood thinner \(apixaban 5 mg tablets\).*Do not stop it on your own/);
  });

  it("bleeding in the notes makes the low platelets on an anticoagulant critical, to be seen today", () => {
    const c = edit("10-uk-apixaban-low-platelets-ehr", (d) => {
      d.additionalContext = "GP review (NHS). Bleeding gums for a week and new bruises on both shins.";
    });
    const f = finding(runReviewCase(c), "anticoagulant-low-platelets");
    expect(f?.severity).toBe("critical");
    expect(f?.clinician).toMatch(/Bleeding is recorded \("bleeding gums"\): assess today/);
  });

  it("platelets of 88 on an anticoagulant, or 41 with no anticoagulant, give no anticoagulant-platelet finding", () => {
    const higher = edit("10-uk-apixaban-low-platelets-ehr", (d) => {
      d.recentAbnormalLabs = [{ ...d.recentAbnormalLabs[0]!, value: "88" }];
    });
    expect(codes(runReviewCase(higher))).not.toContain("anticoagulant-low-platelets");
    const noAnticoagulant = edit("10-uk-apixaban-low-platelets-ehr", (d) => {
      d.medications = d.medications.filter((m) => !/apixaban/i.test(m.medication ?? ""));
    });
    expect(codes(runReviewCase(noAnticoagulant))).not.toContain("anticoagulant-low-platelets");
  });

  it("a count the laboratory reports clumped is left to the pseudothrombocytopenia reading", () => {
    const c = edit("10-uk-apixaban-low-platelets-ehr", (d) => {
      d.recentAbnormalLabs = [{ ...d.recentAbnormalLabs[0]!, display: "Platelets (clumped sample)" }];
    });
    expect(codes(runReviewCase(c))).not.toContain("anticoagulant-low-platelets");
  });

  it("01: an IgG kappa paraprotein named only in the notes, under 15 g/L with a normal ratio, reads as low-risk MGUS", () => {
    const f = finding(run("01-uk-mgus-low-risk-ehr"), "paraprotein-new-finding");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/low-risk MGUS by the IMWG model/);
    expect(f?.nextSteps.join(" ")).toMatch(/if stable, every 2–3 years \(IMWG low-risk MGUS\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/intermediate or high risk/);
    expect(f?.patient).not.toMatch(/checked every year/);
  });

  it("with no type anywhere the paraprotein is typed first, not labelled intermediate or high risk", () => {
    const c = edit("01-uk-mgus-low-risk-ehr", (d) => {
      d.additionalContext = d.additionalContext.replace("IgG kappa paraprotein 6 g/L", "a paraprotein band");
    });
    const f = finding(runReviewCase(c), "paraprotein-new-finding");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/type not stated/);
    expect(f?.nextSteps.join(" ")).toMatch(/Type the paraprotein \(immunofixation\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/intermediate or high risk/);
  });

  it("an IgA paraprotein named in the notes keeps the non-IgG risk feature and yearly follow-up", () => {
    const c = edit("01-uk-mgus-low-risk-ehr", (d) => {
      d.additionalContext = d.additionalContext.replace("IgG kappa", "IgA lambda");
    });
    const f = finding(runReviewCase(c), "paraprotein-new-finding");
    expect(f?.clinician).toMatch(/IgA type \(non-IgG, a risk feature\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/then yearly \(IMWG intermediate or high risk\)/);
  });

  it("05: a Duffy-null status the record says is confirmed is not sent for a phenotype test again", () => {
    const f = finding(run("05-uk-duffy-null-neutrophils"), "duffy-null-neutrophil-count");
    expect(f?.clinician).toMatch(/already confirmed \("duffy-null phenotype \(fy\(a-b-\)\) confirmed"\)/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/phenotype test/);
    expect(f?.nextSteps[1]).toMatch(/as a known variant/);
  });

  it("without a confirmed Duffy-null status the phenotype test is still offered", () => {
    const c = load("05-uk-duffy-null-neutrophils");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(
      " Duffy-null phenotype (Fy(a-b-)) confirmed by the hospital lab in 2022.",
      "",
    );
    const f = finding(runReviewCase(c), "duffy-null-neutrophil-count");
    expect(f?.nextSteps.join(" ")).toMatch(/a Duffy phenotype test can confirm/);
  });

  it("06: pancytopenia with blasts on the film is read as suspected acute leukaemia for same-day haematology", () => {
    const r = run("06-uk-pancytopenia-blasts-ehr");
    expect(finding(r, "suspected-acute-leukaemia")?.severity).toBe("critical");
    expect(r.result.clinicianResponse).toMatch(/Immediate referral to the on-call haematologist and admission today/);
  });

  it("08: low ferritin with a normal haemoglobin and heavy periods names the periods as the cause and treats them", () => {
    const f = finding(run("08-uk-low-ferritin-normal-hb"), "iron-deficiency-without-anaemia");
    expect(f?.clinician).toMatch(/Heavy periods are recorded \("heavy periods"\), the likely source of the iron loss/);
    expect(f?.nextSteps[1]).toMatch(/Assess and treat the heavy periods \(NICE NG88/);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
    expect(f?.patient).toMatch(/Your heavy periods are the most likely reason/);
  });

  it("low ferritin with no heavy periods recorded keeps the plain reading", () => {
    const c = load("08-uk-low-ferritin-normal-hb");
    c.patientContext.clinicalNotes = "GP surgery, Bristol. Tired for a few months. Vegetarian.";
    const f = finding(runReviewCase(c), "iron-deficiency-without-anaemia");
    expect(f?.clinician).not.toMatch(/Heavy periods/);
    expect(f?.nextSteps).toEqual(["Consider the cause and iron replacement; recheck ferritin"]);
  });

  it("09: a transferrin saturation of 68% already taken fasting goes straight to HFE genotyping", () => {
    const f = finding(run("09-us-transferrin-saturation-high"), "iron-overload-screen");
    expect(f?.nextSteps[0]).toMatch(
      /^HFE genotyping \(C282Y, H63D\); the TSAT was already taken fasting \("fasting sample"\)/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/Repeat fasting TSAT/);
  });

  it("a saturation with no fasting stated is still repeated fasting before genotyping", () => {
    const c = load("09-us-transferrin-saturation-high");
    c.patientContext.clinicalNotes = c.patientContext.clinicalNotes.replace(" Fasting sample.", "");
    const f = finding(runReviewCase(c), "iron-overload-screen");
    expect(f?.nextSteps[0]).toMatch(/^Repeat fasting TSAT; HFE genotyping/);
  });

  it("06: beside suspected acute leukaemia the yearly TSH waits and no myeloma work-up is named for the low white cells", () => {
    const r = run("06-uk-pancytopenia-blasts-ehr");
    expect(finding(r, "levothyroxine-tsh-unmonitored")?.clinician).toMatch(/Not for now/);
    expect(r.result.clinicianResponse).not.toMatch(/Check TSH now/);
    expect(r.result.clinicianResponse).not.toMatch(/myeloma work-up for the low white cell count/);
  });

  it("on levothyroxine with no acute illness the missing TSH is still asked for now", () => {
    const c = edit("06-uk-pancytopenia-blasts-ehr", (d) => {
      d.recentAbnormalLabs = [];
      d.additionalContext = "GP appointment. Routine medication review, feels well.";
    });
    const f = finding(runReviewCase(c), "levothyroxine-tsh-unmonitored");
    expect(f?.clinician).not.toMatch(/Not for now/);
    expect(f?.nextSteps.join(" ")).toMatch(/Check TSH now/);
  });

  it("11: a raised MCV on hydroxyurea with a normal B12 is read as the expected drug effect, no work-up", () => {
    const f = finding(run("11-us-hydroxyurea-macrocytosis-ehr"), "macrocytosis");
    expect(f?.severity).toBe("low");
    expect(f?.nextSteps.join(" ")).toMatch(/No macrocytosis work-up needed for the drug effect/);
  });

  it("04: platelets 588 with ferritin 6 and heavy periods read as reactive to iron deficiency, recheck after iron", () => {
    const r = run("04-us-thrombocytosis-iron-deficiency");
    expect(r.result.clinicianResponse).toMatch(
      /most likely a reaction to the iron deficiency.*recheck it once iron has been replaced/,
    );
    expect(codes(r)).not.toContain("thrombocytosis-persistent");
  });

  it("12: platelets 640 during a pneumonia with CRP 96 read as reactive, repeated once the illness is over", () => {
    const r = run("12-uk-thrombocytosis-pneumonia-crp");
    expect(r.result.clinicianResponse).toMatch(
      /Platelet count 640 10\^9\/L.*most likely a reaction to inflammation \(CRP 96 mg\/L.*in the record\): .*repeat the blood count once the illness is over/,
    );
    expect(patientText(r)).toMatch(/usually settles as you recover/);
    expect(codes(r)).not.toContain("thrombocytosis-persistent");
  });

  it("with a normal CRP the raised platelets are not called a reaction to inflammation", () => {
    const c = load("12-uk-thrombocytosis-pneumonia-crp");
    c.labResults = c.labResults.map((l: { name: string }) =>
      l.name === "CRP" ? { ...l, value: "3", flag: undefined } : l,
    );
    c.patientContext.clinicalNotes = "GP surgery (NHS). Routine bloods, feels well.";
    expect(runReviewCase(c).result.clinicianResponse).not.toMatch(/reaction to inflammation \(CRP/);
  });

  it("04: in a US record the heavy-period treatment step names US options without the NICE label", () => {
    const f = finding(run("04-us-thrombocytosis-iron-deficiency"), "iron-deficiency-anaemia");
    const steps = f?.nextSteps.join(" ") ?? "";
    expect(steps).toMatch(/options include a levonorgestrel IUD or combined hormonal contraception/);
    expect(steps).not.toMatch(/NICE NG88|hormonal coil/);
  });

  it("the same picture in a UK record keeps the NICE NG88 options", () => {
    const c = load("04-us-thrombocytosis-iron-deficiency");
    c.patientContext.clinicalNotes = "GP surgery (NHS), Leeds. Heavy menstrual bleeding for a year, tired.";
    const f = finding(runReviewCase(c), "iron-deficiency-anaemia");
    expect(f?.nextSteps.join(" ")).toMatch(/NICE NG88 options include a hormonal coil/);
  });
});
