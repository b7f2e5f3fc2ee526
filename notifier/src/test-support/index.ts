/** Local stand-ins for the services alerts go to, for tests in this and other workspaces. */
export { startLocalSmtpServer, type LocalSmtpServer, type ReceivedMail } from './local-smtp-server.js';
export { startLocalHttpService, PlainTcpAgent, type LocalHttpService, type RecordedRequest } from './local-http-service.js';
export { createPushSubscriber, type PushSubscriber } from './push-subscriber.js';
export { verifyVapidAuthorization } from './vapid-verification.js';
