import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/leftovers-review11/", import.meta.url);
const endo = () => loadReviewCase(FOLDER, "onc-haem-04-ca125-endometriosis-34f");
const codes = (c: ReturnType<typeof endo>) => runReviewCase(c).findings.map((f) => f.code);

describe("raised CA-125 with recorded endometriosis (review 11 onc-haem case 04)", () => {
  it("names endometriosis first and quotes the stable imaging instead of leading with ovarian cancer", () => {
    const r = runReviewCase(endo());
    const f = r.findings.find((x) => x.code === "ca125-endometriosis");
    expect(f?.severity).toBe("low");
    expect(f?.clinician).toMatch(/recorded endometriosis/);
    expect(f?.clinician).toMatch(/Stable left endometrioma/);
    expect(f?.patient).toMatch(/^Your CA-125 is raised\. Endometriosis, which is in your record/);
    const patientText = String((r.result as Record<string, unknown>).patientResponse ?? "");
    expect(patientText).toMatch(/What stands out/);
    expect(patientText).not.toMatch(/can come from ovarian cancer/);
    expect(r.findings.map((x) => x.code)).not.toContain("ca125-symptoms-ultrasound");
  });

  it("leaves women of 50 or more, and recorded postmenopausal women, to the usual reading", () => {
    const older = endo();
    older.data.patientInfo.age = 56;
    expect(codes(older)).not.toContain("ca125-endometriosis");
    const post = endo();
    post.data.additionalContext = "Postmenopausal since 2024. Gynae follow-up for endometriosis.";
    expect(codes(post)).not.toContain("ca125-endometriosis");
  });

  it("hands over to the ultrasound rule when ovarian symptoms are recorded", () => {
    const c = endo();
    c.data.additionalContext = "Persistent bloating and early satiety for 6 weeks. Known endometriosis.";
    const cs = codes(c);
    expect(cs).not.toContain("ca125-endometriosis");
    expect(cs).toContain("ca125-symptoms-ultrasound");
  });

  it("stays silent without endometriosis, with a normal CA-125, or with recorded ovarian cancer", () => {
    const none = endo();
    none.data.pastMedicalHistory = [];
    expect(codes(none)).not.toContain("ca125-endometriosis");
    const normal = endo();
    normal.data.recentAbnormalLabs[0].value = "22";
    normal.data.recentAbnormalLabs[0].interpretation = "Normal";
    expect(codes(normal)).not.toContain("ca125-endometriosis");
    const cancer = endo();
    cancer.data.pastMedicalHistory.push({ display: "Ovarian cancer", clinicalStatus: "active" });
    expect(codes(cancer)).not.toContain("ca125-endometriosis");
  });
});
