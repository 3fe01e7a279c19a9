import { agentSchema } from "@hds/contracts";
import { z } from "zod";

/**
 * The members of a run message that say whose run it is and where its webhooks go. A worker
 * reads this much first, so that even a message whose body turns out unreadable can still be
 * answered with an error event instead of disappearing.
 */
export const runEnvelopeSchema = z.looseObject({
  runId: z.uuid(),
  agent: agentSchema,
  companyId: z.string(),
  keyId: z.string(),
  webhookUrl: z.string(),
  acceptedAt: z.iso.datetime(),
});
export type RunEnvelopeMessage = z.infer<typeof runEnvelopeSchema>;
