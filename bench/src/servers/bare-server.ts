import Fastify from 'fastify';
import { BenchSettings } from '../bench-settings-schema.js';

/**
 * The baseline: Fastify with nothing behind it, in its own process like the product's server, so each figure of the
 * benchmark can be read as a share of what this machine can serve at all.
 */
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, optionId: 'yes', votes: 1 }));
app.post('/bare', async (request) => ({ received: request.body }));
const url = await app.listen({ port: BenchSettings.pick({ PORT: true }).parse(process.env).PORT, host: '127.0.0.1' });
console.log(`listening ${url}`);
