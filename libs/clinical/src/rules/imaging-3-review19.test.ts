import { describe, expect, it } from "vitest";
import { codes, reviewFolder } from "../testing/review-case.ts";

const { run } = reviewFolder(new URL("./fixtures/imaging-3-review19/", import.meta.url));
const find = (r: ReturnType<typeof run>, code: string) => r.findings.find((f) => f.code === code);
const NODULE_CODES = ["pulmonary-nodule-follow-up", "lung-nodule-suspicious"];

describe("subsolid lung nodules get the Fleischner 2017 subsolid schedules (review 19, imaging-3)", () => {
  it("01: a 5 mm ground-glass nodule in a low-risk patient needs no routine follow-up and stays quiet", () => {
    const r = run("01-ground-glass-5mm");
    expect(codes(r).filter((c) => NODULE_CODES.includes(c))).toEqual([]);
  });

  it("02: an 8 mm ground-glass nodule gets CT at 6–12 months, then every 2 years until 5 years", () => {
    const f = find(run("02-ground-glass-8mm"), "pulmonary-nodule-follow-up");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/8 mm ground-glass nodule\. For an incidental ground-glass nodule/);
    expect(f?.clinician).toMatch(/CT at 6–12 months to confirm it persists, then every 2 years until 5 years/);
    expect(f?.clinician).not.toMatch(/solid nodule|18–24 months/);
    expect(f?.patient).toMatch(/6 to 12 months, then every 2 years up to 5 years/);
  });

  it("03: a 9 mm part-solid nodule with a 4 mm solid part gets CT at 3–6 months, then yearly for 5 years", () => {
    const f = find(run("03-part-solid-9mm-solid-4mm"), "pulmonary-nodule-follow-up");
    expect(f?.severity).toBe("moderate");
    expect(f?.clinician).toMatch(/9 mm part-solid nodule with a 4 mm solid part/);
    expect(f?.clinician).toMatch(/CT at 3–6 months to confirm it persists, then yearly CT for at least 5 years/);
    expect(f?.clinician).not.toMatch(/PET-CT or tissue sampling|incidental solid nodule/);
    expect(f?.patient).toMatch(/3 to 6 months.*yearly scans for at least 5 years/);
  });
});

describe("a suspicious nodule a later CT calls resolved needs no referral (review 19, imaging-3)", () => {
  it("04: a 14 mm spiculated nodule that a 2026 CT says has resolved gives no nodule finding", () => {
    const r = run("04-suspicious-14mm-resolved-2026");
    expect(codes(r).filter((c) => NODULE_CODES.includes(c))).toEqual([]);
  });

  it("05: the same nodule without a later CT still gets the urgent referral, without the part-solid citation", () => {
    const r = run("05-suspicious-14mm-no-later-ct");
    const f = find(r, "lung-nodule-suspicious");
    expect(f?.clinician).toMatch(/lung nodule of 14 mm; the report calls it suspicious for cancer.*refer urgently/);
    expect(f?.clinician).not.toMatch(/part-solid/);
    expect(codes(r)).not.toContain("pulmonary-nodule-follow-up");
  });
});
