import type { HttpUser } from './http-user.js';

/** A question as a journey writes it; `date` defaults to now, which makes it today's question. */
export interface YesNoQuestion {
  text: string;
  context: string | null;
  date?: Date;
}

/** Every question has exactly these two options, in this order: the server refuses any other. */
const YES_NO_OPTIONS = [
  { id: 'yes', text: 'Yes' },
  { id: 'no', text: 'No' },
];

/** Creates a draft as an admin over HTTP: members do not see it until it is published. Returns its id. */
export async function createDraftQuestion(admin: HttpUser, question: YesNoQuestion): Promise<string> {
  const { id } = await admin.call<{ id: string }>('POST', '/api/admin/questions', {
    text: question.text,
    context: question.context,
    date: (question.date ?? new Date()).toISOString(),
    options: YES_NO_OPTIONS,
  });
  return id;
}

/** Creates and publishes a question as an admin over HTTP, so members can answer it. Returns its id. */
export async function publishQuestion(admin: HttpUser, question: YesNoQuestion): Promise<string> {
  const id = await createDraftQuestion(admin, question);
  await admin.call('POST', `/api/admin/questions/${id}/publish`);
  return id;
}

export interface Resolution {
  correct: 'yes' | 'no';
  summary: string;
  proofUrl: string | null;
}

/** Resolves a published question as an admin over HTTP: it scores its answers and moves to the public archive. */
export async function resolveQuestion(admin: HttpUser, questionId: string, resolution: Resolution): Promise<void> {
  await admin.call('PUT', `/api/admin/questions/${questionId}/resolve`, {
    correctOptionId: resolution.correct,
    resolutionSummary: resolution.summary,
    resolutionProofUrl: resolution.proofUrl,
  });
}
