import {
  CreateQuestionRequest,
  OPTIONS_MUST_DIFFER,
  optionsReadAlike,
  type Question,
  southAfricanDay,
} from '@iec-bets/contracts';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { markMissingFields } from '@/components/form/missing-fields';

const REQUIRED_FIELDS = 'Please fill in all required fields';
const DEFAULT_TIME = '13:00';

/** The date and time the admin typed are South African time (UTC+2 all year); the API takes UTC. */
export function southAfricanToUtc(date: string, time: string): string {
  return new Date(`${date}T${time}:00+02:00`).toISOString();
}

/** A new question's form: today at 13:00, with Yes and No. */
export function emptyQuestionForm(): QuestionFormValues {
  return { text: '', context: '', option1: 'Yes', option2: 'No', date: southAfricanDay(new Date()), time: DEFAULT_TIME };
}

/** A draft's form as it stands, its instant shown in South African time (UTC+2), as it was typed. */
export function questionFormOf(question: Question): QuestionFormValues {
  const southAfrican = new Date(Date.parse(question.date) + 2 * 60 * 60 * 1000).toISOString();
  return {
    text: question.text,
    context: question.context ?? '',
    option1: question.options.find((option) => option.id === 'yes')?.text ?? 'Yes',
    option2: question.options.find((option) => option.id === 'no')?.text ?? 'No',
    date: southAfrican.slice(0, 10),
    time: southAfrican.slice(11, 16),
  };
}

/** The form's boxes and the kind of value each holds, before any is checked: what a half-written question has. */
export const QuestionFormShape = z.object({
  text: z.string(),
  context: z.string().nullish(),
  option1: z.string(),
  option2: z.string(),
  date: z.string(),
  time: z.string(),
});

const requiredFields = ['text', 'option1', 'option2', 'date', 'time'] as const;
const optionText = CreateQuestionRequest.shape.options.element.shape.text;

/**
 * The form has a box per option and the date and time apart, where the request has a list of options and one UTC
 * instant; so each box is checked with the contract's rule for what it becomes, and its message stays beside it. As on
 * sign-up, a missing required field is named first, and the SPEC's sentence said once (SPEC section 5). A new question
 * and a draft's edit are the same content, checked by the same rules.
 */
export const QuestionFields = QuestionFormShape
  .superRefine((fields, context) => {
    // The SPEC's sentence beside the first empty field; every other empty one is marked too, so none is a surprise.
    markMissingFields(
      context,
      requiredFields.filter((field) => fields[field].trim() === ''),
      REQUIRED_FIELDS,
    );
  })
  .pipe(
    z.object({
      text: CreateQuestionRequest.shape.text,
      context: CreateQuestionRequest.shape.context,
      option1: optionText,
      option2: optionText,
      date: z.string(),
      time: z.string(),
    }),
  )
  // Beside the second option: the one an admin changes to tell them apart.
  .refine(({ option1, option2 }) => !optionsReadAlike(option1, option2), { message: OPTIONS_MUST_DIFFER, path: ['option2'] })
  .transform(({ text, context, option1, option2, date, time }): z.input<typeof CreateQuestionRequest> => ({
    text,
    context,
    date: southAfricanToUtc(date, time),
    options: [
      { id: 'yes', text: option1 },
      { id: 'no', text: option2 },
    ],
  }))
  .pipe(CreateQuestionRequest);

/** The form's values: a box per option, and the date and time apart. */
export type QuestionFormValues = z.input<typeof QuestionFields>;
/** The form's control, whose values become a request once checked. */
export type QuestionFormControl = Control<QuestionFormValues, unknown, z.output<typeof QuestionFields>>;
