import { asQuestion, type Question, questionDayHasPassed } from '@iec-bets/contracts';
import { useAlertChannels } from '@/api/get-alert-channels';
import { ConfirmAction } from '@/components/confirm-action';
import { formatLongDate } from '@/lib/dates';
import { opensAfterToday } from '@/lib/opens-after-today';
import { useToast } from '@/components/toast/toast-context';
import { useArchiveQuestion } from '../api/archive-question';
import { useDeleteQuestion } from '../api/delete-question';
import { archiveWarning } from './archive-warning';
import { deleteWarning } from './delete-warning';
import { EditDraftDialog } from './edit-draft-dialog';
import { usePublishQuestion } from '../api/publish-question';
import { failureToast } from './failure-toast';
import { publishedToast } from './published-toast';
import { CorrectResolutionDialog } from './correct-resolution-dialog';
import { QuestionHistoryDialog } from './question-history-dialog';
import { ResolveDialog } from './resolve-dialog';

/** Only the steps the question's state allows (SPEC section 4), so an admin never meets a refusal they could foresee. */
export function QuestionActions({ question }: { question: Question }) {
  const toast = useToast();
  // Read while the admin looks at the list, so that the toast after a publish knows which alerts can go out.
  const channels = useAlertChannels().data;
  // Published ahead of its day, a question takes no answer and alerts nobody until that day; dated a day that has
  // passed, it takes none and alerts nobody at all: the admin is told so.
  const opensOn = opensAfterToday(question.date) ? formatLongDate(question.date) : undefined;
  const publish = usePublishQuestion({
    onSuccess: () =>
      toast(publishedToast(channels, opensOn ? { kind: 'ahead', opensOn } : questionDayHasPassed(question.date, new Date()) ? { kind: 'passed' } : { kind: 'today' })),
    onError: (error) => toast(failureToast('Failed to publish question', error)),
  });
  const archive = useArchiveQuestion({
    onSuccess: () => toast({ title: 'Question archived successfully' }),
    onError: (error) => toast(failureToast('Failed to archive question', error)),
  });
  const remove = useDeleteQuestion({
    onSuccess: () => toast({ title: 'Question deleted permanently' }),
    onError: (error) => toast(failureToast('Failed to delete question', error)),
  });
  const canPublish = !question.isPublished && !question.isArchived;
  // Before its day it has taken no answer: resolving it then would close it before anyone could play it.
  const canResolve = question.isPublished && question.isActive && !question.isResolved && !question.isArchived && !opensOn;

  return (
    <div className="admin-actions">
      {canPublish && (
        // Publishing alerts everyone at once, and an alert cannot be taken back: it is confirmed, naming the question.
        <ConfirmAction
          trigger="Publish"
          triggerClassName="button small primary"
          triggerLabel={`Publish: ${question.text}`}
          title="Publish this question?"
          description={
            opensOn
              ? `“${asQuestion(question.text)}” is published now and opens for predictions on ${opensOn}: everyone with notifications on is told about it then.`
              : questionDayHasPassed(question.date, new Date())
                ? `“${asQuestion(question.text)}” is dated ${formatLongDate(question.date)}, a day that has passed: it is listed with past questions and is never one of today's questions, so nobody can predict it, and no alert goes out.`
                : `“${asQuestion(question.text)}” goes live now, and everyone with notifications on is told about it.`
          }
          confirmLabel="Publish"
          tone="primary"
          pending={publish.isPending}
          onConfirm={() => publish.mutate(question.id)}
        />
      )}
      {/* Only a draft is edited: once published, players have read it. */}
      {canPublish && <EditDraftDialog question={question} />}
      {canResolve && <ResolveDialog question={question} />}
      {/* Admins may correct an outcome on their own, not only when someone disputes it. */}
      {question.isResolved && <CorrectResolutionDialog question={question} />}
      <QuestionHistoryDialog question={question} />
      {!question.isArchived && (
        <ConfirmAction
          trigger="Archive"
          triggerLabel={`Archive: ${question.text}`}
          title="Archive this question?"
          description={archiveWarning(question)}
          confirmLabel="Archive"
          pending={archive.isPending}
          onConfirm={() => archive.mutate(question.id)}
        />
      )}
      <ConfirmAction
        trigger="Delete"
        triggerClassName="button small danger"
        triggerLabel={`Delete: ${question.text}`}
        title="Delete this question permanently?"
        description={deleteWarning(question)}
        confirmLabel="Delete Permanently"
        pending={remove.isPending}
        onConfirm={() => remove.mutate(question.id)}
      />
    </div>
  );
}
