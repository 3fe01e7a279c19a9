import { describe, expect, it } from "vitest";
import { stoppedIn } from "./medicine-notes.ts";

describe("a medicine the notes say was stopped", () => {
  it("reads the stopping word before or after the name", () => {
    expect(stoppedIn("stopped naproxen last month because of indigestion.", ["naproxen"])).toBe(true);
    expect(stoppedIn("metformin stopped 2 weeks ago by the renal team.", ["metformin"])).toBe(true);
    expect(stoppedIn("metformin 500 mg was discontinued in october.", ["metformin"])).toBe(true);
    expect(stoppedIn("no longer taking her amlodipine.", ["amlodipine"])).toBe(true);
  });

  it("stops only the medicine named next to the stopping word", () => {
    expect(stoppedIn("stopped ibuprofen last week, started naproxen.", ["naproxen"])).toBe(false);
  });

  it("leaves a planned, conditional or denied stop current", () => {
    expect(stoppedIn("metformin to be stopped if egfr falls further.", ["metformin"])).toBe(false);
    expect(stoppedIn("plans to stop lisinopril next month.", ["lisinopril"])).toBe(false);
    expect(stoppedIn("has not stopped warfarin.", ["warfarin"])).toBe(false);
  });

  it("leaves a medicine current when the notes take it up again, in the same or a later sentence", () => {
    expect(stoppedIn("warfarin stopped for the procedure and restarted yesterday.", ["warfarin"])).toBe(false);
    expect(
      stoppedIn("discontinued atorvastatin in 2019 due to myalgia; rechallenged with atorvastatin 10 mg this year.", [
        "atorvastatin",
      ]),
    ).toBe(false);
    expect(stoppedIn("stopped sertraline in may. now taking sertraline again since october.", ["sertraline"])).toBe(
      false,
    );
  });
});
