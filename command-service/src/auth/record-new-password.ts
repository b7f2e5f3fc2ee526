import { streams, USER_NOT_FOUND } from '@iec-bets/contracts';
import { HttpError, setSessionCookie } from '@iec-bets/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { handleCommand } from '../commands/handle-command.js';
import type { CommandDeps } from '../deps.js';
import { NotFound } from '../domain/domain-error.js';
import { userDecider } from '../domain/user/user-decider.js';
import { loadUser, type RegisteredUser } from '../users/user-lookup.js';
import { commandMetadata } from '../http/command-metadata.js';
import { sendPosition } from '../http/position-header.js';
import { hashPassword } from './password.js';

/** The sessions' store did not answer: nothing was done, and the same request may simply be sent again. */
const sessionsOutOfReach = () => new HttpError(503, 'IEC Bets is briefly unavailable. Please try again in a moment.');

export interface NewPasswordRecord {
  userId: string;
  newPassword: string;
  /**
   * The hash the person showed they may replace, by knowing its password (Settings) or by a link made for it (a
   * forgotten password). Should the account's hash be another by the time the change is recorded, it is refused
   * (`InvalidTransition`, PASSWORD_CHANGED_MEANWHILE): of two changes checked against one password, one is made.
   */
  checkedAgainst: string;
}

/**
 * Sets an account's password, whether changed in Settings or chosen again through an emailed link: records it, and
 * signs the device that set it in under a new session while every other session of the account ends, whose devices
 * are told why. The caller answers, with the account as it now stands, which this returns (read once, to check that
 * no deletion overtook the change).
 */
export async function recordNewPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<CommandDeps, 'eventStore' | 'sessionStore' | 'settings'> & { clock: () => Date },
  { userId, newPassword, checkedAgainst }: NewPasswordRecord,
): Promise<RegisteredUser> {
  const { eventStore, sessionStore, settings } = deps;
  // The store must answer before anything is recorded: a change recorded while the other devices' sessions cannot be
  // ended would leave signed in the very devices it is meant to keep out. (Ending them first instead would tell them
  // their password had changed when, should the record then fail, it had not.)
  if (sessionStore.isResponsive && !(await sessionStore.isResponsive())) throw sessionsOutOfReach();
  const passwordHash = await hashPassword(newPassword);
  const { appended } = await handleCommand(eventStore, userDecider, {
    streamId: streams.user(userId),
    command: { type: 'ChangePassword', data: { userId, passwordHash, checkedAgainst } },
    metadata: commandMetadata(request, userId, deps.clock()),
  });
  // This device goes on under a new session: a stolen copy of its old cookie is one of the things a new password must
  // shut out. Unless the account was deleted meanwhile, which ended every session there was: one made after that
  // would outlive it.
  const session = await sessionStore.create(userId, settings.sessionTtlMs);
  const changed = await loadUser(eventStore, userId);
  if (changed?.passwordHash !== passwordHash) {
    await sessionStore.revoke(session.id);
    throw new NotFound(USER_NOT_FOUND);
  }
  // Every other session ends, whose device is told why, this device's old one among them, and any a log-in with the
  // old password opened while the change was being recorded.
  await sessionStore.revokeAllOf(userId, 'password-changed', { keep: session.id });
  // A link may be opened in a browser signed in to another account: that session ends as its cookie is replaced, as
  // at a log-in.
  if (request.sessionId && request.sessionUserId !== userId) await sessionStore.revoke(request.sessionId);
  setSessionCookie(reply, session, { secure: settings.cookieSecure });
  sendPosition(reply, appended);
  return changed;
}
