import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { TextAreaField } from '../../components/ui/field';
import { useAnswerTask, useSubmitAnswer } from '../../features/expert/api/answer-question';
import { errorMessage } from '../../lib/api';
import '../../features/expert/expert.css';
import { useDocumentTitle } from '../use-document-title';
import { FormError } from '../../components/ui/form-error';

/** The expert's one-time answer page, reached from the link in the notification e-mail. */
export default function ExpertAnswerPage() {
  useDocumentTitle('Answer a question', 'Answer a home cook’s question as a Sous cooking expert.');
  const { token = '' } = useParams();
  const task = useAnswerTask(token);
  const submit = useSubmitAnswer(token);
  const [answer, setAnswer] = useState('');
  useEffect(() => {
    if (task.data?.aiDraft) setAnswer(task.data.aiDraft);
  }, [task.data?.aiDraft]);

  if (task.isLoading) return <main className="page page--narrow" id="main" aria-busy="true" />;
  if (task.isError || !task.data) {
    return (
      <main className="page page--narrow" id="main">
        <h1>This link has expired</h1>
        <p>The question was already answered, or the link is not valid.</p>
      </main>
    );
  }
  if (submit.isSuccess) {
    return (
      <main className="page page--narrow" id="main">
        <h1>Answer sent</h1>
        <p role="status">Thank you — {task.data.name} will receive your answer by e-mail now.</p>
      </main>
    );
  }
  return (
    <main className="page page--narrow" id="main">
      <h1>Answer a cook’s question</h1>
      <section className="panel stack">
        <p className="muted">
          From {task.data.name} · {task.data.category} · asked {new Date(task.data.askedAt).toLocaleString()}
        </p>
        <blockquote className="expert__question">{task.data.question}</blockquote>
      </section>
      <form
        className="stack"
        style={{ marginTop: 'var(--space-6)' }}
        onSubmit={(event) => {
          event.preventDefault();
          if (answer.trim()) submit.mutate(answer.trim());
        }}
      >
        <TextAreaField
          label="Your answer (a draft is prefilled — edit freely)"
          rows={12}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
        />
        <FormError
          message={submit.isError && errorMessage(submit.error, 'The answer could not be sent. Please try again.')}
        />
        <Button type="submit" disabled={submit.isPending || !answer.trim()}>
          Send answer
        </Button>
      </form>
    </main>
  );
}
