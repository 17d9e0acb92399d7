// A bare Fastify route, the ceiling the API's routes are compared with: the same Fastify and Node
// as the product, one route answering a small JSON object, nothing else (no plugins, no logger).
import Fastify from 'fastify';

const server = Fastify({ logger: false });
server.get('/', async () => ({ hello: 'world' }));
await server.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.({ ready: true });
