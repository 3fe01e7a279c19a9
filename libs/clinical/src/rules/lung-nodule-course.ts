import type { ImagingItem } from "../model.ts";
import { isChestStudy, lungNoduleSizeMm, sentences } from "./imaging-site.ts";

/**
 * Where an incidental lung nodule's course already ends, so no new follow-up plan is due. Fleischner
 * 2017 asks that prior studies be reviewed to judge growth or stability; its schedule for a solid
 * nodule ends with the CT at 18–24 months, and a solid nodule unchanged over 2 years needs no more
 * imaging; a nodule that resolves on follow-up had a benign (often infective) cause. Subsolid
 * nodules are followed for 5 years, so the 2-year rule is never applied to them (see
 * `fleischner-2017`). Studies come newest first (normalize/ehr.ts).
 */

/** A later report that says the nodule has gone, or that there is no nodule at all. */
const RESOLVED =
  /\b(?:nodul\w*|opacit\w*)\b[^.;]{0,60}?\b(?:(?:has |have )?resolved|no longer (?:seen|visible|present|identified|demonstrated)|disappeared)\b|\bresolution of\b[^.;]{0,60}?\b(?:nodul\w*|opacit\w*)\b|\bno (?:residual |pulmonary |lung )?nodul\w*/;
/** A sentence that gives a size. */
const SIZED = /\d(?:\.\d+)?\s*(?:mm|cm)\b/;
/** Words that say the nodule has not changed. */
const STABLE = /\b(?:stable|unchanged|no (?:interval )?change|not changed)\b/;
/** Words that say it has changed. */
const GROWTH = /\b(?:grow\w*|grew|increas\w*|enlarg\w*|new solid component|larger)\b/;
/** A nodule that is not solid: ground-glass, part-solid or subsolid. */
const SUBSOLID = /\b(?:ground[- ]glass(?![- ]free)|part[- ]solid|sub-?solid|non-?solid|semi-?solid|ggn|ggo)\b/;
/** A report that states the 2 years itself ("stable over 2 years", "unchanged for 24 months"). */
const TWO_YEARS = /\b(?:(?:[2-9]|two|three|four|five)[- ]years?|2[4-9] months|[3-9]\d months)\b/;

/** Whole years from one ISO date to another are at least `years`. */
function atLeastYears(from: string, to: string, years: number): boolean {
  const start = new Date(from);
  start.setUTCFullYear(start.getUTCFullYear() + years);
  return start.getTime() <= Date.parse(to);
}

export type NoduleCourse = { kind: "resolved" | "stable-2-years"; study: ImagingItem };

/**
 * Whether the newest chest study that speaks of a nodule ends its course: it says the nodule has
 * resolved (or that there is none), or it finds a solid nodule stable against a study at least 2
 * years older (or says so itself) without growth.
 */
export function noduleCourseEnded(studies: readonly ImagingItem[]): NoduleCourse | undefined {
  const nodular = studies.filter((s) => isChestStudy(s) || lungNoduleSizeMm(s) !== undefined);
  for (const [i, study] of nodular.entries()) {
    const size = lungNoduleSizeMm(study);
    const said = sentences(study.text);
    const about = said.filter((s) => /nodul/.test(s));
    // "The previously described 14 mm nodule has resolved" gives a size too (imaging-3 review 19):
    // resolved when every nodule sentence with a size is one that says it has gone.
    if (said.some((s) => RESOLVED.test(s)) && about.every((s) => RESOLVED.test(s) || !SIZED.test(s)))
      return { kind: "resolved", study };
    if (size === undefined) continue;
    const text = about.join(". ");
    if (!STABLE.test(text) || GROWTH.test(text)) return undefined;
    const older = nodular.slice(i + 1).filter((s) => lungNoduleSizeMm(s) !== undefined);
    if ([study, ...older].some((s) => SUBSOLID.test(s.text.toLowerCase()))) return undefined;
    const byDate =
      study.date !== undefined && older.some((s) => s.date !== undefined && atLeastYears(s.date, study.date!, 2));
    const byWords = about.some((s) => STABLE.test(s) && TWO_YEARS.test(s));
    return byDate || byWords ? { kind: "stable-2-years", study } : undefined;
  }
  return undefined;
}
