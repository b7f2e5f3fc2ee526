import { z } from 'zod';
import { buildGateway } from './build-gateway.js';
import { defaultClientDir } from './client-dir.js';

const GatewayConfig = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  COMMAND_SERVICE_URL: z.url(),
  QUERY_SERVICE_URL: z.url(),
  CLIENT_DIR: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
});

const config = GatewayConfig.parse(process.env);
const app = await buildGateway({
  commandServiceUrl: config.COMMAND_SERVICE_URL,
  queryServiceUrl: config.QUERY_SERVICE_URL,
  clientDir: config.CLIENT_DIR ?? defaultClientDir(),
  logger: { level: config.LOG_LEVEL },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.PORT, host: config.HOST });
