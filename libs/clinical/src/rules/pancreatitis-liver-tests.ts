import { formatNumber } from "../text.ts";
import { acutePancreatitis } from "./acute-pancreatitis.ts";
import type { RuleContext } from "./context.ts";
import type { RuleMatch } from "./types.ts";

/*
 * Liver tests during acute pancreatitis (review 34, liver-gi-34 case 10: lipase 24 times its limit
 * with pain through to the back, known gallstones, ALT 210 U/L and bilirubin 34 µmol/L; the liver
 * pattern asked for viral hepatitis, haemochromatosis, autoimmune hepatitis, Wilson disease, alpha-1
 * antitrypsin, PBC and PSC beside an emergency admission). In acute pancreatitis the liver tests are
 * read for its cause: an ALT of three times the upper limit or more points to gallstones, with a
 * positive predictive value of about 95% (tenner-1994-alt-gallstone-pancreatitis), and the cause is
 * sought with the ultrasound the pancreatitis finding already asks for. A screen for chronic liver
 * disease waits until the tests are repeated after the attack.
 */

/** ALT as a multiple of its upper limit from which a gallstone cause is likely (Tenner 1994). */
const GALLSTONE_ALT_MULTIPLE = 3;

const AFTER_ATTACK_STEP =
  "Repeat the liver tests once the pancreatitis has settled; screen for chronic liver disease only if they stay abnormal";

/** The liver-pattern match read in acute pancreatitis, or unchanged when there is none. */
export function liverTestsInPancreatitis(ctx: RuleContext, match: RuleMatch): RuleMatch {
  if (acutePancreatitis(ctx) === undefined) return match;
  const alt = ctx.value("alt");
  const upper = ctx.upperLimit("alt");
  const multiple = alt !== undefined && upper !== undefined && upper > 0 ? alt / upper : undefined;
  const gallstone = multiple !== undefined && multiple >= GALLSTONE_ALT_MULTIPLE;
  const clinician = gallstone
    ? `In acute pancreatitis an ALT of 3 times the upper limit or more (here ${formatNumber(multiple, 1)} times) points to a gallstone cause, with a positive predictive value of about 95%; the liver tests are read for the cause of the attack, and a chronic liver-disease screen is not the step now.`
    : "In acute pancreatitis the liver tests are read first for its cause (gallstones, alcohol); a chronic liver-disease screen is not the step during the attack.";
  const patient = gallstone
    ? "With pancreatitis, this rise in the liver tests suggests gallstones may have caused it."
    : "With pancreatitis, the liver tests mainly help to find what caused it.";
  return {
    ...match,
    clinicianExtra: [match.clinicianExtra, clinician].filter(Boolean).join(" "),
    patientExtra: [match.patientExtra, patient].filter(Boolean).join(" "),
    evidence: [
      ...(match.evidence ?? []),
      ...(gallstone
        ? ["tenner-1994-alt-gallstone-pancreatitis", "bsg-2017-bile-duct-stones"]
        : ["szatmary-2022-acute-pancreatitis"]),
    ],
    nextSteps: [
      ...(gallstone
        ? [
            "Likely gallstone pancreatitis: the ultrasound for gallstones and bile-duct stones is the key test, with MRCP or endoscopic ultrasound if a duct stone is suspected but not seen",
          ]
        : []),
      ...(match.nextSteps ?? []).filter((s) => /fractionate/i.test(s)),
      AFTER_ATTACK_STEP,
    ],
  };
}
