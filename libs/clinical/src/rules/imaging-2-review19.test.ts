import { describe, expect, it } from "vitest";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/imaging-2-review19/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);

describe("imaging findings that need a plan keep it (review 19, imaging-2)", () => {
  it("01: a 3.6 cm asymptomatic AAA gets its surveillance interval, not repair", () => {
    const f = find(run("01-aaa-3.6cm-70m"), "aaa-known");
    expect(f?.clinician).toMatch(
      /maximum diameter 3\.6 cm; below the size for repair: ultrasound surveillance every 12 months/,
    );
  });

  it("04: a Bosniak IIF cyst gets follow-up imaging", () => {
    expect(find(run("04-bosniak-iif"), "renal-cyst-bosniak")?.clinician).toMatch(/Bosniak IIF.*follow-up CT or MRI/);
  });

  it("05: a 2.5 cm side-branch IPMN without worrisome features gets EUS-led surveillance", () => {
    expect(find(run("05-pancreatic-side-branch-ipmn"), "pancreatic-cyst-ipmn")?.clinician).toMatch(
      /2\.5 cm, main duct 2 mm\..*2-3 cm without worrisome features: endoscopic ultrasound/,
    );
  });

  it("09: a DXA T-score of -2.7 is read by the bone rule, without a fracture or vitamin D result she does not have", () => {
    const f = find(run("09-dexa-t-minus-2.7"), "osteoporosis-untreated");
    expect(f?.clinician).toMatch(/T-score of −2\.7.*This meets the treatment threshold/);
    expect(f?.patient).toMatch(/lower the chance of a broken bone/);
    expect(f?.patient).not.toMatch(/another broken bone/);
    expect(f?.patient).toMatch(/vitamin D needs checking first, and bringing up if it is low/);
  });
});

describe("benign findings and negations stay quiet (review 19, imaging-2)", () => {
  it("02: a simple liver cyst and a typical haemangioma give no imaging finding", () => {
    expect(run("02-liver-cyst-haemangioma").findings.filter((f) => f.code !== "lab-normal")).toEqual([]);
  });

  it("03: asymptomatic gallstones with a normal duct give no finding", () => {
    const r = run("03-asymptomatic-gallstones");
    expect(codes(r).some((c) => /gallstone|bile|cholecyst/.test(c))).toBe(false);
  });

  it("06: 'Adrenal glands normal, no adrenal nodule' and 'No pulmonary nodule' raise nothing", () => {
    const r = run("06-negated-ct-chest");
    expect(codes(r)).not.toContain("adrenal-incidentaloma");
    expect(codes(r)).not.toContain("pulmonary-nodule-follow-up");
    expect(r.findings.filter((f) => f.severity !== "info")).toEqual([]);
  });
});

describe("a nodule's earlier course is read before a new plan is given (review 19, imaging-2)", () => {
  it("07: a solid 6 mm nodule stable over 2 years on three CTs gets no new follow-up plan", () => {
    expect(codes(run("07-nodule-6mm-stable-2y"))).not.toContain("pulmonary-nodule-follow-up");
  });

  it("11: stable for only 17 months, the 6-8 mm schedule still applies", () => {
    expect(find(run("11-nodule-6mm-stable-only-17-months"), "pulmonary-nodule-follow-up")?.clinician).toMatch(
      /6 mm nodule.*CT at 6–12 months/,
    );
  });

  it("12: a ground-glass nodule stable for 2 years is not released by the solid-nodule rule", () => {
    expect(codes(run("12-ground-glass-6mm-stable-2y"))).toContain("pulmonary-nodule-follow-up");
  });

  it("10: a 2019 nodule that a 2026 CT calls resolved is not reported as a new finding", () => {
    const r = run("10-old-incidental-resolved");
    expect(codes(r)).not.toContain("pulmonary-nodule-follow-up");
    expect(r.findings.some((f) => /2019-05-14/.test(f.clinician))).toBe(false);
  });
});

describe("a fatty liver on imaging with normal liver tests is read as MASLD (review 19, imaging-2)", () => {
  it("08: steatosis with diabetes and obesity gives MASLD and a low FIB-4 with its 1-2 year repeat", () => {
    const f = find(run("08-steatosis-normal-lfts"), "steatosis-on-imaging");
    expect(f?.clinician).toMatch(
      /With diabetes and BMI 31\.4 kg\/m², this meets the definition of metabolic dysfunction-associated steatotic liver disease/,
    );
    expect(f?.clinician).toMatch(/FIB-4 = 1\.06, .*below 1\.3, a low risk of advanced fibrosis; repeat in 1–2 years/);
    expect(f?.patient).toMatch(/fat in the liver.*worked out again every year or two/);
  });

  it("02: a liver report without steatosis does not fire it", () => {
    expect(codes(run("02-liver-cyst-haemangioma"))).not.toContain("steatosis-on-imaging");
  });
});
