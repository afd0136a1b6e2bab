import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { answerSchema } from '../../../../shared/membership/contracts.js';
import { Button } from '../../../ui/button.js';
import { useAnswerInfoRequest } from '../api/answer-info-request.js';
import { TextAreaField } from './fields.js';

/** The applicant's answer to a reviewer's question; the application goes back into review. */
export function AnswerForm({ onAnswered }: { onAnswered?: () => void }) {
  const answer = useAnswerInfoRequest();
  const { register, handleSubmit, formState, setError } = useForm({ resolver: zodResolver(answerSchema), defaultValues: { answer: '' } });
  const onValid = handleSubmit((values) =>
    answer.mutateAsync(values).then(
      () => onAnswered?.(),
      (error: Error) => setError('answer', { message: error.message }, { shouldFocus: true }),
    ),
  );
  return (
    <form noValidate onSubmit={onValid} className="grid max-w-2xl gap-4">
      <TextAreaField label="Your answer" maxLength={2000} error={formState.errors.answer?.message} {...register('answer')} />
      <div>
        <Button type="submit" variant="primary" disabled={answer.isPending}>
          {answer.isPending ? 'Sending…' : 'Send answer'}
        </Button>
      </div>
    </form>
  );
}
