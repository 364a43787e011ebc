import Fastify from "fastify";

/** The yardstick: a bare Fastify route answering the same envelope, in its own process like the API. */
const bare = Fastify({ logger: false });
bare.get("/bare", async () => ({ code: 200, data: 0 }));
await bare.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
