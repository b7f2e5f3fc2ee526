/**
 * Test support shared across workspaces, used from its TypeScript sources by Vitest: it is built into nothing, and
 * product code may not import it (npm run lint).
 */
export { startServerProcess, runCli, CLI, type ServerProcess } from './cli-process.js';
export { connectFeed, handshakeStatus, upgradedRawSocket, type FeedClient } from './feed-client.js';
export { startLocalHttpService, PlainTcpAgent, type LocalHttpService, type RecordedRequest } from './local-http-service.js';
export { startLocalSmtpServer, type LocalSmtpServer, type ReceivedMail } from './local-smtp-server.js';
export { createPushSubscriber, type PushSubscriber } from './push-subscriber.js';
export { startRedisServer, type RedisServerProcess } from './redis-server-process.js';
export * from './scripted-events.js';
export { startTcpProxy, type TcpProxy } from './tcp-proxy.js';
export { testRedisUrl } from './test-redis-url.js';
export { generateTestVapidKeys, verifyVapidAuthorization } from './vapid-verification.js';
export * from './newsletter-subscriber-ids.js';
export { aQuestionDocument } from './question-document.js';
export { useTempDirs } from './temp-dirs.js';
