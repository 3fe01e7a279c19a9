import Fastify from "fastify";

/** The baseline: a Fastify route with the gateway's body parsing and limit, doing nothing else. */
const app = Fastify({ bodyLimit: 5 * 1024 * 1024, onProtoPoisoning: "remove", onConstructorPoisoning: "remove" });
app.post("/api/v1/lab-results", async (request) => ({ ok: typeof request.body === "object" }));
await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.send?.("ready");
