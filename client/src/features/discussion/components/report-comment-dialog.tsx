import { zodResolver } from '@hookform/resolvers/zod';
import { type Comment, REPORT_DETAILS_MAX, REPORT_REASON_LABELS, REPORT_REASONS, ReportCommentRequest } from '@iec-bets/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { DialogPanel } from '@/components/dialog-panel';
import { FieldError, fieldErrorId } from '@/components/form/field-error';
import { FormField } from '@/components/form/form-field';
import { PendingButton } from '@/components/form/pending-button';
import { useToast } from '@/components/toast/toast-context';
import { ApiError, errorMessage } from '@/lib/api-error';
import { useReportComment } from '../api/report-comment';
import { takeDroppedFocus } from '@/lib/take-dropped-focus';

/**
 * The "Report" link under someone else's comment, and the dialog it opens: why (one of the contract's reasons) and,
 * optionally, in the reporter's own words, which "Something else" needs. Once sent, the link says "Reported" for as
 * long as the discussion is open; the server refuses a second report from the same person anyway.
 */
export function ReportCommentDialog({ comment }: { comment: Comment }) {
  const [open, setOpen] = useState(false);
  const [reported, setReported] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ReportCommentRequest), defaultValues: { details: '' } });
  const report = useReportComment();
  const toast = useToast();
  const ids = `report-${comment.id}`;
  const author = comment.user.name;
  const reasonError = errors.reason?.message;
  const detailsNeeded = useWatch({ control, name: 'reason' }) === 'other';
  const reportedNote = useRef<HTMLSpanElement>(null);

  // "Reported" takes the place of the link and its dialog together, so the dialog cannot give the focus back to the
  // link: the note takes it, where the reader left off, rather than the page's start.
  useEffect(() => {
    if (reported) takeDroppedFocus(reportedNote.current);
  }, [reported]);

  function changeOpen(next: boolean) {
    if (next) reset({ details: '' });
    setOpen(next);
  }

  const submit = handleSubmit((body) =>
    report.mutate(
      { commentId: comment.id, report: body },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. A moderator will look at this comment.' });
          setReported(true);
          setOpen(false);
        },
        onError: (error) => {
          toast({ title: 'Failed to send report', description: errorMessage(error, 'Please try again'), variant: 'destructive' });
          // Already reported, or already removed: trying again cannot help, so the dialog gets out of the way.
          if (error instanceof ApiError && error.status === 409) {
            setReported(true);
            setOpen(false);
          }
        },
      },
    ),
  );

  if (reported) {
    return (
      <span ref={reportedNote} tabIndex={-1} className="comment-reported muted">
        Reported
      </span>
    );
  }

  return (
    <Dialog.Root open={open} onOpenChange={changeOpen}>
      <Dialog.Trigger className="link-button subtle" aria-label={`Report comment by ${author}`}>
        Report
      </Dialog.Trigger>
      <DialogPanel
        title="Report comment"
        description={`A moderator will read your report. ${author} will not be told who sent it.`}
      >
        <blockquote className="report-quote">{comment.content || `An image shared by ${author}`}</blockquote>
        <form className="form" onSubmit={submit} noValidate>
          <fieldset className="report-reasons" aria-describedby={reasonError ? fieldErrorId(`${ids}-reason`) : undefined}>
            <legend>What is wrong with this comment?</legend>
            {REPORT_REASONS.map((reason) => (
              <label key={reason} className="report-reason">
                <input type="radio" value={reason} aria-invalid={Boolean(reasonError)} {...register('reason')} />
                {REPORT_REASON_LABELS[reason]}
              </label>
            ))}
          </fieldset>
          <FieldError fieldId={`${ids}-reason`} message={reasonError} />
          <FormField id={`${ids}-details`} label={detailsNeeded ? 'Details' : 'Details (optional)'} error={errors.details?.message}>
            {(control) => <textarea {...control} rows={3} maxLength={REPORT_DETAILS_MAX} {...register('details')} />}
          </FormField>
          <PendingButton type="submit" className="button primary" pending={report.isPending}>
            {report.isPending ? 'Sending...' : 'Send report'}
          </PendingButton>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
