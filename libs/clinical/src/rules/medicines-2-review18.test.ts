import { describe, expect, it } from "vitest";
import { Severity } from "../model.ts";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/medicines-2-review18/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("warfarin bleeding graded, leflunomide counts, statins in comfort care (review 18, medicines-2)", () => {
  it("rectal bleeding on warfarin with normal observations and a steady haemoglobin is a same-day assessment without reversal", () => {
    const r = run("01-warfarin-pr-bleed-stable");
    expect(codes(r)).not.toContain("warfarin-major-bleeding");
    const f = find(r, "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/Routine reversal is not advised/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/prothrombin complex/);
  });

  it("rectal bleeding on warfarin with a 32 g/L fall and pulse 112 is major: critical, PCC and IV vitamin K, the bleed named", () => {
    const r = run("02-warfarin-pr-bleed-hb-fall-tachycardic");
    expect(codes(r)).not.toContain("warfarin-major-bleeding");
    const f = find(r, "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.clinician).toMatch(/"fresh red blood per rectum".*major bleeding on warfarin/);
    expect(f?.nextSteps.join(" ")).toMatch(/prothrombin complex concentrate with vitamin K 5–10 mg/);
  });

  it("rectal bleeding on warfarin with naproxen: one graded finding that stops naproxen, no separate NSAID warning", () => {
    const r = run("03-warfarin-naproxen-pr-bleed-stable");
    expect(codes(r)).not.toContain("anticoagulant-nsaid");
    expect(codes(r)).not.toContain("warfarin-major-bleeding");
    const f = find(r, "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop naproxen/);
  });

  it("melaena on warfarin with ibuprofen stays an emergency and names the ibuprofen; the NSAID warning steps aside", () => {
    const r = run("04-warfarin-melaena-ibuprofen");
    expect(codes(r)).not.toContain("anticoagulant-nsaid");
    const f = find(r, "warfarin-major-bleeding");
    expect(f?.severity).toBe(Severity.critical);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop ibuprofen 400 mg: an NSAID adds to bleeding on warfarin/);
    expect(f?.evidenceIds).toContain("penner-2022-oac-nsaid");
  });

  it("haematuria on warfarin with enoxaparin bridging holds both and asks for the last heparin dose", () => {
    const f = find(run("05-warfarin-enoxaparin-bridging-haematuria"), "warfarin-bleeding");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.nextSteps.join(" ")).toMatch(/Hold warfarin and enoxaparin.*last heparin injection/);
  });

  it("denied and past rectal bleeding on warfarin is quiet", () => {
    const r = run("06-warfarin-pr-bleed-denied-quiet");
    for (const code of ["warfarin-major-bleeding", "warfarin-bleeding", "warfarin-inr-high"])
      expect(codes(r)).not.toContain(code);
  });

  it("neutrophils 1.2 on leflunomide 20 mg: stop and contact the specialist (SPS thresholds)", () => {
    const f = find(run("11-leflunomide-neutropenia"), "leflunomide-marrow-toxicity");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/neutrophils 1\.2/);
    expect(f?.nextSteps.join(" ")).toMatch(/Stop Leflunomide 20 mg now and contact the prescribing specialist/);
    expect(f?.evidenceIds).toContain("sps-leflunomide-monitoring");
  });

  it("platelets 96 on leflunomide 10 mg get the same action as the 20 mg dose", () => {
    const f = find(run("12-leflunomide-10mg-low-platelets"), "leflunomide-marrow-toxicity");
    expect(f?.severity).toBe(Severity.high);
    expect(f?.clinician).toMatch(/platelets 96/);
  });

  it("normal counts on leflunomide are quiet", () => {
    expect(codes(run("13-leflunomide-normal-counts-quiet"))).not.toContain("leflunomide-marrow-toxicity");
  });

  it("severe frailty in a care home: LDL-C above goal is a shared decision, not intensification", () => {
    const f = find(run("14-statin-frail-care-home-ldl-high"), "ldl-above-goal-ascvd");
    expect(f?.severity).toBe(Severity.low);
    expect(f?.nextSteps.join(" ")).not.toMatch(/Increase to a high-intensity statin/);
  });

  it("palliative care: the statin is reviewed for stopping and no intensification is offered", () => {
    const r = run("15-statin-palliative-cancer");
    expect(find(r, "comfort-care-preventive-medicines")?.clinician).toMatch(/Atorvastatin 20 mg: a statin/);
    expect(codes(r)).not.toContain("ldl-above-goal-ascvd");
  });

  it("a fit 72-year-old with coronary disease is still offered intensification", () => {
    const f = find(run("16-statin-fit-cad-intensify"), "ldl-above-goal-ascvd");
    expect(f?.nextSteps.join(" ")).toMatch(/Increase to a high-intensity statin/);
  });
});
