import { Link } from 'react-router-dom';
import { useUser } from '../../features/auth/api/get-user';
import { ExpertQuestionForm } from '../../features/expert/components/expert-form';
import { useDocumentTitle } from '../use-document-title';

export default function CookingExpertPage() {
  useDocumentTitle(
    'Ask a Cooking Expert',
    'Ask a professional cook your question and get a personal answer within 24 hours.',
  );
  const { user } = useUser();
  return (
    <main className="page page--narrow" id="main">
      <h1>Ask a Cooking Expert</h1>
      <p className="lead">
        Send a question to a professional cook. You will get a personal answer by e-mail within 24 hours.
      </p>
      {user?.isPremium ? (
        <ExpertQuestionForm />
      ) : (
        <section className="panel panel--accent">
          <h2>A Premium Chef feature</h2>
          <p>
            Premium members can ask our cooking experts anything — technique, substitutions, food safety — and get an
            answer within 24 hours.
          </p>
          <Link className="btn btn--primary" to="/subscribe">
            Upgrade to Premium — $9.99/month
          </Link>
        </section>
      )}
    </main>
  );
}
