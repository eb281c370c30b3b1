import { useState, type FormEvent } from 'react';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Field, OptionList, SelectField, TextAreaField } from '../../../components/ui/field';
import { FormError } from '../../../components/ui/form-error';
import { useContractForm } from '../../../lib/contract-form';
import { useToast } from '../../../components/ui/toast';
import { EXPERT_CATEGORIES, EXPERT_SERVICE_DESCRIPTION, type ExpertCategory } from '@common/contracts/expert';
import { useMyQuestions } from '../api/get-my-questions';
import { useSubmitQuestion } from '../api/submit-question';
import '../expert.css';
import { paths } from '../../../lib/paths';

/** The contract's schema, loaded as the form mounts: zod stays out of the page's first load. */
const expertQuestionRequestSchema = () =>
  import('@common/contracts/expert.schema').then((schemas) => schemas.expertQuestionRequest);

const LABELS = { question: 'Your question', name: 'Your name', category: 'Category' };

/** The premium question form with its thank-you screen and the user's own questions. */
export function ExpertQuestionForm() {
  const { toast } = useToast();
  const submit = useSubmitQuestion();
  const questions = useMyQuestions(true);
  const [question, setQuestion] = useState('');
  const [name, setName] = useState('');
  const [category, setCategory] = useState<ExpertCategory | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const form = useContractForm(expertQuestionRequestSchema, LABELS, submit);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const input = await form.check({ question, name, category }, (message) =>
      toast({ title: 'Missing Information', description: message, variant: 'destructive' }),
    );
    if (!input) return;
    submit.mutate(input, {
      onSuccess: () => setSubmitted(true),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to submit question. Please try again.',
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="expert">
      {submitted ? (
        <section className="panel expert__thanks" aria-live="polite">
          <h2>Thank you — your question is in</h2>
          <p>We have e-mailed you a confirmation. {EXPERT_SERVICE_DESCRIPTION} It will also appear below.</p>
          <div className="hero__actions">
            <Button
              onClick={() => {
                setSubmitted(false);
                setQuestion('');
                setCategory('');
              }}
            >
              Ask Another Question
            </Button>
            <a className="btn btn--secondary" href={paths.home}>
              Back to Recipes
            </a>
          </div>
        </section>
      ) : (
        <form className="panel stack" onSubmit={onSubmit} noValidate aria-label="Ask a cooking expert">
          <TextAreaField
            label="Your question"
            rows={6}
            maxLength={4000}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            error={form.errorFor('question')}
            placeholder="e.g. My hollandaise keeps splitting — what am I doing wrong?"
          />
          <div className="field-row">
            <Field
              label="Your name"
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              error={form.errorFor('name')}
            />
            <SelectField
              label="Category"
              value={category}
              error={form.errorFor('category')}
              onChange={(event) => setCategory(event.target.value as ExpertCategory)}
            >
              <option value="">Choose a category…</option>
              <OptionList options={EXPERT_CATEGORIES} />
            </SelectField>
          </div>
          <FormError message={form.formMessage} />
          <SubmitButton pending={submit.isPending} pendingLabel="Sending…">
            Ask the expert
          </SubmitButton>
        </form>
      )}
      <section className="expert__mine" aria-labelledby="my-questions-heading">
        <h2 id="my-questions-heading">My questions</h2>
        {questions.isLoading && <p role="status">Loading your questions…</p>}
        {questions.data?.length === 0 && <p className="muted">You have not asked anything yet.</p>}
        <ul className="expert__list">
          {questions.data?.map((item) => (
            <li key={item.id} className="panel">
              <p className="expert__meta">
                <span className="chip">{item.category}</span>
                <span className={item.status === 'answered' ? 'status status--done' : 'status'}>
                  {item.status === 'answered' ? 'Answered' : 'Waiting for an expert'}
                </span>
              </p>
              <p className="expert__question">{item.question}</p>
              {item.answer && <p className="expert__answer">{item.answer}</p>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
