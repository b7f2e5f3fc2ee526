import { dayNumber, DeletedQuestion, type DeletedQuestionDocument, type UserDocument } from '@iec-bets/contracts';

/**
 * A deleted question as the admins' list shows it: its day numbered, and whoever deleted it named as the history
 * names actors, by the username the account has now (none once that account is deleted too).
 */
export function toDeletedQuestion(doc: DeletedQuestionDocument, users: ReadonlyMap<string, UserDocument>): DeletedQuestion {
  const { deletedBy } = doc;
  return DeletedQuestion.parse({
    ...doc,
    dayNumber: dayNumber(doc.date),
    deletedBy: deletedBy ? { id: deletedBy, username: users.get(deletedBy)?.username ?? null } : null,
  });
}
