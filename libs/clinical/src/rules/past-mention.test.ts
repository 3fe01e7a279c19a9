import { describe, expect, it } from "vitest";
import type { Finding } from "../model.ts";
import { loadReviewCase, runReviewCase } from "../testing/review-case.ts";
import { isPastMention } from "./past-mention.ts";

const FIXTURES = new URL("./fixtures/primary-acute-review11/", import.meta.url);
const NOW = Date.parse("2026-11-20T10:00:00Z");
const find = (r: { findings: readonly Finding[] }, code: string) => r.findings.find((f) => f.code === code);

/** Whether the first match of `word` in `text` reads as past on 2026-11-20. */
function past(text: string, word: string): boolean {
  const at = text.indexOf(word);
  return isPastMention(text, at, word.length, NOW);
}

describe("isPastMention", () => {
  it("reads a dated, historical or long-ago mention as past", () => {
    expect(past("gi bleed feb 2025 (duodenal ulcer).", "gi bleed")).toBe(true);
    expect(past("history of upper gi bleed.", "upper gi bleed")).toBe(true);
    expect(past("previous melaena from a duodenal ulcer.", "melaena")).toBe(true);
    expect(past("haematemesis in 2025, scoped.", "haematemesis")).toBe(true);
    expect(past("melaena 2 years ago.", "melaena")).toBe(true);
  });

  it("reads a current or recently dated mention as current", () => {
    expect(past("black tarry stools for 2 days.", "black tarry stools")).toBe(false);
    expect(past("melaena since 2026-11-18, dizzy.", "melaena")).toBe(false);
    expect(past("72-year-old with melaena today.", "melaena")).toBe(false);
    // The year belongs to the haemoglobin in another clause, not to the melaena.
    expect(past("melaena, hb 90 (was 130 in 2025).", "melaena")).toBe(false);
    expect(past("melaena for 2 days prior to admission.", "melaena")).toBe(false);
  });
});

// Review 11 primary-acute case 16: AF on apixaban and aspirin, GI bleed in February 2025 (resolved), Hb 118 now.
describe("review 11 case 16: a GI bleed from 2025 is not read as acute bleeding", () => {
  const c = loadReviewCase(FIXTURES, "16-af-doac-plus-aspirin-deep");

  it("does not fire acute-gi-bleed nor blame the anaemia on the old bleed, and keeps the iron-deficiency work-up", () => {
    const r = runReviewCase(c);
    expect(find(r, "acute-gi-bleed")).toBeUndefined();
    expect(JSON.stringify(r.findings)).not.toMatch(/blood loss \(/);
    expect(find(r, "ida-gi-investigation")?.severity).toBe("high");
    expect(find(r, "anticoagulant-antiplatelet-af-stable-cad")).toBeDefined();
  });

  it("still fires when the same notes describe a bleed now", () => {
    const now = structuredClone(c);
    now.data.additionalContext = "No PCI or ACS since 2019. Melaena since yesterday, black tarry stools twice today.";
    const f = find(runReviewCase(now), "acute-gi-bleed");
    expect(f?.severity).toBe("high");
    expect(f?.clinician).toMatch(/acute upper gastrointestinal bleeding/);
  });

  it("still fires on an undated 'GI bleed' when the record holds no past GI bleed condition", () => {
    const undated = structuredClone(c);
    undated.data.pastMedicalHistory = undated.data.pastMedicalHistory.filter(
      (p: { display: string }) => !/GI bleed/i.test(p.display),
    );
    undated.data.additionalContext = "Aspirin continued alongside apixaban. Upper GI bleed this week, admitted.";
    expect(find(runReviewCase(undated), "acute-gi-bleed")?.severity).toBe("high");
  });

  it("treats an undated 'GI bleed' as the past episode when the record holds it as resolved in 2025", () => {
    const undated = structuredClone(c);
    undated.data.additionalContext = "Aspirin continued alongside apixaban. Upper GI bleed, duodenal ulcer.";
    expect(find(runReviewCase(undated), "acute-gi-bleed")).toBeUndefined();
  });
});
