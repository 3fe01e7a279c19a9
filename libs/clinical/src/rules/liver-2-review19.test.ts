import { describe, expect, it } from "vitest";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/liver-2-review19/", import.meta.url));
const texts = (r: ReturnType<typeof run>) => r.result as Record<string, unknown>;

describe("a raised ALP with a normal GGT is read as bone (review 19, liver-2)", () => {
  it("03: ALP 180 with GGT and ALT normal and thigh pain at 72 is no cholestatic pattern, and asks for bone tests and an X-ray", () => {
    const r = run("03-isolated-alp-bone-pain-72f-uk");
    expect(codes(r)).not.toContain("liver-injury-pattern");
    const bone = r.findings.find((f) => f.code === "alp-raised-normal-ggt");
    expect(bone?.severity).toBe("moderate");
    expect(bone?.clinician).toMatch(/ALP 180 U\/L .* with GGT 28 U\/L .* not raised, with "pain in the right thigh"/);
    expect(bone?.clinician).toMatch(/no liver pattern \(R ratio\) is derived/);
    expect(bone?.clinician).not.toMatch(/cholestatic/);
    const clin = String(texts(r).clinicianResponse ?? "");
    // Calcium and phosphate were measured and the eGFR stands for the creatinine: only vitamin D is asked for.
    expect(clin).toMatch(/- Check 25-OH vitamin D\n/);
    expect(clin).toMatch(/Plain X-ray of the painful area/);
    expect(clin).not.toMatch(/ultrasound|primary biliary/i);
  });

  it("08: a cholestatic rise with a raised GGT is still a liver pattern, not bone", () => {
    const r = run("08-cholestatic-weight-loss-68m-us");
    expect(codes(r)).toContain("liver-injury-pattern");
    expect(codes(r)).not.toContain("alp-raised-normal-ggt");
  });
});

describe("acute hepatitis A is named, notified and its contacts protected (review 19, liver-2)", () => {
  it("06: HAV IgM positive with ALT 1800 names hepatitis A as the cause and gives the public health steps once", () => {
    const r = run("06-acute-hepatitis-a-us");
    const hav = r.findings.find((f) => f.code === "hav-acute");
    expect(hav?.severity).toBe("high");
    expect(hav?.clinician).toMatch(/notifiable in England/);
    expect(hav?.clinician).toMatch(/hepatitis A vaccine within 14 days of exposure/);
    expect(r.findings.find((f) => f.code === "acute-liver-injury")?.clinician).toMatch(
      /acute hepatitis A is the likely cause/,
    );
    // The chronic liver work-up of the pattern finding does not stand beside a known acute cause.
    expect(codes(r)).not.toContain("liver-injury-pattern");
    const clin = String(texts(r).clinicianResponse ?? "");
    expect(clin).toMatch(/check INR, and repeat bilirubin/);
    expect(clin).not.toMatch(/repeat INR/);
    const steps = clin.slice(clin.indexOf("## Suggested next steps"));
    expect(steps.match(/^- .*INR/gm)).toHaveLength(1);
    expect(clin).not.toMatch(/test for hepatitis E|ha?emochromatosis/);
    expect(clin.match(/Notify the local health protection team/g)).toHaveLength(1);
  });
});

describe("obstructive jaundice keeps the weight loss the notes give (review 19, liver-2)", () => {
  it("08: 'lost 7 kg' is read as weight loss beside the dark urine and itching", () => {
    const r = run("08-cholestatic-weight-loss-68m-us");
    expect(r.findings.find((f) => f.code === "jaundice-suspected-cancer")?.clinician).toMatch(
      /with weight loss, dark urine and itching in the notes/,
    );
  });
});

describe("common liver results read calmly (review 19, liver-2)", () => {
  it("01: an isolated unconjugated bilirubin after fasting is Gilbert syndrome at low priority, with no alarm", () => {
    const r = run("01-isolated-bilirubin-fasting-gilbert-uk");
    expect(r.findings.find((f) => f.code === "isolated-raised-bilirubin")?.severity).toBe("low");
    expect(r.findings.every((f) => f.severity === "low")).toBe(true);
    expect(codes(r)).not.toContain("jaundice-suspected-cancer");
  });

  it("02: a lone GGT 110 with 30 units a week is an alcohol finding, not a liver work-up", () => {
    const r = run("02-isolated-ggt-alcohol-30-units-uk");
    expect(codes(r)).toContain("alcohol-above-low-risk-labs");
    expect(codes(r)).not.toContain("liver-injury-pattern");
  });

  it("04: ALT 78 with diabetes and obesity gives MASLD with an indeterminate FIB-4 and elastography", () => {
    const r = run("04-masld-alt-78-t2d-bmi-34-us");
    expect(codes(r)).toContain("masld-risk");
    expect(r.findings.find((f) => f.code === "fib4-fibrosis-risk")?.clinician).toMatch(
      /FIB-4 = 1\.57, .*indeterminate result that calls for elastography/,
    );
  });

  it("05: heavy drinking with AST-led enzymes and macrocytosis is read as alcohol", () => {
    const r = run("05-alcohol-pattern-ast-alt-2-macrocytosis-uk");
    expect(codes(r)).toContain("alcohol-intake-elastography");
    expect(r.findings.find((f) => f.code === "macrocytosis")?.clinician).toMatch(/alcohol is the likely cause/);
  });

  it("07: ALT 45 alone in a well 30-year-old is a low-priority pattern line", () => {
    const r = run("07-mild-alt-45-well-30f-uk");
    expect(r.findings.find((f) => f.code === "liver-injury-pattern")?.severity).toBe("low");
    expect(r.findings.every((f) => f.severity === "low")).toBe(true);
  });

  it("09: a normal liver panel is quiet", () => {
    expect(run("09-normal-liver-panel-quiet-us").findings).toEqual([]);
  });
});
