import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/bleeding-review18/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const BLEEDING = ["doac-bleeding", "heparin-bleeding"];

describe("bleeding on heparin or warfarin, one lead finding beside interactions, heavy periods (review 18)", () => {
  it("frank haematuria on Clexane with a 27 g/L fall and pulse 108 is major bleeding with protamine named as partial reversal", () => {
    const f = find(run("01-enoxaparin-haematuria-hb-fall-tachycardic"), "heparin-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(
      /"frank haematuria".*a fall of 27 g\/L.*pulse 108\/min, on enoxaparin: this is major bleeding on heparin/,
    );
    const steps = f?.nextSteps.join(" ");
    expect(steps).toMatch(/protamine sulfate only partly reverses it: a full dose within 8 hours/);
    expect(steps).not.toMatch(/andexanet|idarucizumab|vitamin K/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["bcsh-2013-antithrombotic-bleeding", "schulman-2005-isth-major-bleeding"]),
    );
    expect(f?.evidenceIds).not.toContain("acc-2020-oac-bleeding");
  });

  it("PR bleeding on dalteparin with normal observations is a same-day assessment without reversal", () => {
    const f = find(run("02-dalteparin-pr-bleed-stable"), "heparin-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/Routine reversal is not advised/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/protamine/);
    expect(f?.patient).toMatch(/rectal bleeding\. This needs a check by a doctor today/);
  });

  it("haemoptysis on a heparin infusion with pulse 118 and BP 96/58 on the ward: protamine fully reverses unfractionated heparin", () => {
    const f = find(run("03-heparin-infusion-haemoptysis-inpatient-tachycardic"), "heparin-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.nextSteps.join(" ")).toMatch(/stopping the infusion is often enough.*fully reverses it/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/only partly/);
    expect(f?.patient).toMatch(/tell the nurse or doctor looking after you/);
  });

  it("rectal bleeding on apixaban with ibuprofen: the bleeding leads and says to stop the NSAID; no separate interaction finding", () => {
    const r = run("04-apixaban-ibuprofen-pr-bleed");
    const f = find(r, "doac-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.nextSteps.join(" ")).toMatch(
      /Stop ibuprofen: an NSAID adds to bleeding on an anticoagulant; use paracetamol/,
    );
    expect(f?.evidenceIds).toContain("penner-2022-oac-nsaid");
    expect(find(r, "anticoagulant-nsaid")).toBeUndefined();
  });

  it("major haematuria on apixaban with sertraline: one emergency, the SSRI counted inside it, no routine apixaban-SSRI warning", () => {
    const r = run("05-apixaban-sertraline-haematuria-major");
    const f = find(r, "doac-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.patient).toMatch(/your notes record visible blood in the urine, and your blood count has dropped/);
    expect(f?.nextSteps.join(" ")).toMatch(/Count sertraline in the bleeding/);
    expect(f?.evidenceIds).toContain("eliquis-label");
    expect(find(r, "apixaban-ssri")).toBeUndefined();
  });

  it("apixaban with ibuprofen and bleeding denied keeps the routine interaction finding and no bleeding finding", () => {
    const r = run("06-apixaban-ibuprofen-no-bleed-quiet");
    expect(find(r, "anticoagulant-nsaid")?.severity).toBe(Severity.moderate);
    expect(r.findings.some((f) => BLEEDING.includes(f.code))).toBe(false);
  });

  it("flooding and soaking pads hourly on rivaroxaban is heavy menstrual bleeding on a DOAC, with NICE NG88 in the plan", () => {
    const f = find(run("07-rivaroxaban-flooding-pads-hourly"), "doac-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/"flooding"/);
    expect(f?.patient).toMatch(/your notes record heavy menstrual bleeding/);
    expect(f?.nextSteps.join(" ")).toMatch(/plan treatment of the heavy periods/);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
  });

  it("iron deficiency anaemia at 34 with pads changed hourly and large clots names the heavy periods as the likely cause (NG88)", () => {
    const f = find(run("08-ida-woman-flooding-clots"), "iron-deficiency-anaemia");
    expect(f?.clinician).toMatch(/Heavy periods are recorded \("changing pads hourly"\)/);
    expect(f?.nextSteps.join(" ")).toMatch(/Assess and treat the heavy periods \(NICE NG88/);
    expect(f?.evidenceIds).toContain("nice-ng88-heavy-menstrual-bleeding");
  });

  it.each([
    ["09-apixaban-flooding-past-quiet", "flooding that 'used to' happen and settled with a coil"],
    ["11-heparin-flush-pr-bleed-quiet", "a heparin line flush, which is not anticoagulation"],
    ["13-tinzaparin-prophylaxis-bleeding-risk-quiet", "only bleeding-risk advice on prophylactic tinzaparin"],
  ])("%s: no bleeding finding for %s", (name) => {
    const r = run(name);
    expect(r.findings.some((f) => BLEEDING.includes(f.code))).toBe(false);
    expect(r.findings.some((f) => f.severity === Severity.critical)).toBe(false);
  });

  it("denied flooding, clots and double protection do not make heavy periods the cause of iron deficiency", () => {
    const f = find(run("10-ida-woman-no-flooding-quiet"), "iron-deficiency-anaemia");
    expect(f).toBeDefined();
    expect(f?.clinician).not.toMatch(/Heavy periods are recorded/);
  });

  it("frank haematuria on warfarin at INR 2.6 with normal observations: same-day warfarin-bleeding finding, no reversal", () => {
    const r = run("12-warfarin-haematuria-inr-in-range");
    const f = find(r, "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(
      /"frank haematuria", INR 2\.6 .*on warfarin: this is bleeding on warfarin that needs assessment today/,
    );
    expect(f?.nextSteps.join(" ")).not.toMatch(/prothrombin complex|vitamin K/);
    expect(r.findings.some((x) => BLEEDING.includes(x.code) || x.code === "warfarin-major-bleeding")).toBe(false);
  });

  it("haemoptysis on warfarin at INR 2.4 with pulse 112 and BP 94/60 is major: PCC with vitamin K, naproxen stopped inside it", () => {
    const r = run("14-warfarin-naproxen-haemoptysis-hypotensive");
    const f = find(r, "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    const steps = f?.nextSteps.join(" ");
    expect(steps).toMatch(/four-factor prothrombin complex concentrate with vitamin K 5–10 mg/);
    expect(steps).toMatch(/Stop naproxen/);
    expect(f?.evidenceIds).toEqual(expect.arrayContaining(["accp-2012-vka-management", "penner-2022-oac-nsaid"]));
    expect(find(r, "anticoagulant-nsaid")).toBeUndefined();
    expect(find(r, "warfarin-inr-high")).toBeUndefined();
  });
});
