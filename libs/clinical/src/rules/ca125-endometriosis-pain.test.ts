import { describe, expect, it } from "vitest";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";

const FOLDER = new URL("./fixtures/oncology-review13/", import.meta.url);
const endo = () => loadReviewCase(FOLDER, "02-ca125-endometriosis-menses");
const codes = (c: ReturnType<typeof endo>) => runReviewCase(c).findings.map((f) => f.code);

describe("CA-125 with endometriosis and unchanged chronic pelvic pain (review 13 oncology, case 02)", () => {
  it("does not send her for an ovarian cancer ultrasound for her known endometriosis pain", () => {
    const cs = codes(endo());
    expect(cs).toContain("ca125-endometriosis");
    expect(cs).not.toContain("ca125-symptoms-ultrasound");
  });

  it("still asks for the ultrasound when the pain is new or there is bloating", () => {
    const changed = endo();
    changed.patientContext.clinicalNotes =
      "Known stage III endometriosis. New pelvic pain for 6 weeks, worse than usual.";
    expect(codes(changed)).toContain("ca125-symptoms-ultrasound");
    const bloated = endo();
    bloated.patientContext.clinicalNotes =
      "Known endometriosis. Chronic pelvic pain, unchanged. Persistent bloating for 2 months.";
    expect(codes(bloated)).toContain("ca125-symptoms-ultrasound");
  });

  it("keeps unchanged pelvic pain as a symptom without endometriosis", () => {
    const c = endo();
    c.patientContext.conditions = [];
    expect(codes(c)).toContain("ca125-symptoms-ultrasound");
  });
});
