import { healthDataSchema } from "@hds/contracts";
import { describe, expect, it } from "vitest";
import { normalizeEhr } from "./ehr.ts";

const now = new Date("2026-11-23T00:00:00Z");

describe("the agent path reads what the whole request shows", () => {
  it("reads '1,250' by the decimal comma of the request's other results, as the lab-results path does", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 50, gender: "female" },
      recentNormalLabs: [
        { display: "Kalium", value: "4,2", unit: "mmol/l", date: "2026-11-10", referenceRange: "3,5 - 5,1" },
        { display: "Ferritin", value: "1,250", unit: "ng/ml", date: "2026-11-10" },
      ],
    });
    const ferritin = normalizeEhr(data, { now }).labs.find((o) => o.analyteId === "ferritin");
    expect(ferritin?.value).toMatchObject({ value: 1.25 });
    expect(ferritin?.notComparable).toBeUndefined();
  });

  it("keeps a medication's end date, so a rule can tell how recently it was stopped", () => {
    const data = healthDataSchema.parse({
      patientInfo: { age: 70, gender: "male" },
      medications: [
        { medication: "Amiodarone 200 mg", status: "stopped", startDate: "2025-01-10", endDate: "2026-09-01" },
      ],
    });
    expect(normalizeEhr(data, { now }).medications[0]).toMatchObject({
      startDate: "2025-01-10",
      endDate: "2026-09-01",
    });
  });
});
