import { ReadModel, type DeletedAccountDocument, type RecordedEvent } from '@iec-bets/contracts';
import type { DeclaredRead, Evolved, Projection, ReadModelView } from '../projection.js';

/** What a projection that must know whether an account was deleted declares it reads. */
export const deletedAccountRead = (userId: string): DeclaredRead => ({ collection: ReadModel.deletedAccounts, id: userId });

/** Whether the log, up to the event the view stands before, holds the deletion of any of these accounts. */
export function isDeletedAccount(view: ReadModelView, ...userIds: string[]): boolean {
  return userIds.some((userId) => view.get<DeletedAccountDocument>(ReadModel.deletedAccounts, userId) !== undefined);
}

/**
 * The accounts their owners deleted, by id alone. Every other read model lets a deleted account go; this one is
 * what lets them tell an act recorded after the deletion (a request that was let in before it) from one before.
 */
export const deletedAccountsProjection: Projection<DeletedAccountDocument> = {
  collection: ReadModel.deletedAccounts,
  canHandle: new Set(['UserDeleted']),
  reads: (event: RecordedEvent) => (event.type === 'UserDeleted' ? [deletedAccountRead(event.data.userId)] : []),
  targets: (event: RecordedEvent) => (event.type === 'UserDeleted' ? [{ id: event.data.userId, context: undefined }] : []),
  evolve: (current, event): Evolved<DeletedAccountDocument> | DeletedAccountDocument | undefined =>
    event.type === 'UserDeleted' && !current ? { id: event.data.userId } : current,
};
