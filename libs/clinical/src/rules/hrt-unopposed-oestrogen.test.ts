import { describe, expect, it } from "vitest";
import { reviewFolder, runReviewCase } from "../testing/review-case.ts";

/** The review's cases, kept with the test (synthetic records, no real patient). */

const { load } = reviewFolder(new URL("./fixtures/hormones-review14/", import.meta.url));
const unopposed = (c: ReturnType<typeof load>) =>
  runReviewCase(c).findings.find((f) => f.code === "hrt-unopposed-oestrogen-uterus");

describe("oestrogen-only HRT with the uterus in place", () => {
  it("refers urgently when there is bleeding after more than 6 months of unopposed oestrogen", () => {
    const f = unopposed(load("13-hrt-unopposed-oestrogen-bleeding"));
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/major endometrial cancer risk factor/);
    expect(f?.clinician).toMatch(/NICE NG12/);
    expect(f?.nextSteps[0]).toMatch(/suspected gynecological cancer pathway/);
    expect(f?.evidenceIds).toEqual(
      expect.arrayContaining(["bms-2024-unscheduled-bleeding-hrt", "nice-ng12-suspected-cancer"]),
    );
    expect(f?.patient).toMatch(/bleeding from the vagina, which needs checking urgently/);
  });

  it("asks for a progestogen, without an urgent referral, when the uterus is in place and there is no bleeding", () => {
    const c = load("13-hrt-unopposed-oestrogen-bleeding");
    c.data.additionalContext = "Private menopause prescription, no progestogen. Uterus in situ (no hysterectomy).";
    const f = unopposed(c);
    expect(f?.severity).toBe("moderate");
    expect(f?.nextSteps[0]).toMatch(/add a progestogen/);
    expect(f?.nextSteps.join(" ")).not.toMatch(/cancer pathway/);
  });

  it("stays silent after a hysterectomy, where oestrogen alone is the right HRT", () => {
    const c = load("13-hrt-unopposed-oestrogen-bleeding");
    c.data.additionalContext = "Total abdominal hysterectomy 2015 for fibroids. Hot flushes controlled.";
    expect(unopposed(c)).toBeUndefined();
  });

  it("does not read silence about the uterus as a uterus", () => {
    const c = load("13-hrt-unopposed-oestrogen-bleeding");
    c.data.additionalContext = "Menopause review. Hot flushes controlled.";
    expect(unopposed(c)).toBeUndefined();
  });

  it("stays silent on combined HRT (oestrogen gel with micronised progesterone)", () => {
    expect(unopposed(load("12-hrt-menopause-well"))).toBeUndefined();
  });
});
