/**
 * @hds/pipeline — what every analysis agent does on the bus: take runs from its RUNS subject
 * (one durable consumer shared by its replicas, bounded concurrency), walk each through its
 * progress steps publishing step, final and error events with the run's envelope, keep the run's
 * concurrency lease alive, enforce the analysis deadline, and make sure every run ends in an
 * event even when it fails on every delivery. An agent service supplies only its steps.
 */
export * from "./agent.ts";
export * from "./env.ts";
export * from "./envelope.ts";
export * from "./events.ts";
export * from "./exhausted.ts";
export * from "./failure.ts";
export * from "./lease.ts";
export * from "./overdue.ts";
export * from "./run.ts";
export * from "./stage.ts";
export * from "./process.ts";
