import { Link } from 'react-router-dom';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { paths } from '../../lib/paths';
import { usePremium } from '../../lib/session';
import { ExpertQuestionForm } from '../../features/expert/components/expert-form';
import { Page } from '../page';

export default function CookingExpertPage() {
  const isPremium = usePremium();
  return (
    <Page
      title="Ask a Cooking Expert"
      description="Ask a professional cook your question and get a personal answer within 24 hours."
      className="page page--narrow"
    >
      <h1>Ask a Cooking Expert</h1>
      <p className="lead">
        Send a question to a professional cook. You will get a personal answer by e-mail within 24 hours.
      </p>
      {isPremium ? (
        <ExpertQuestionForm />
      ) : (
        <section className="panel panel--accent">
          <h2>A Premium Chef feature</h2>
          <p>
            Premium members can ask our cooking experts anything — technique, substitutions, food safety — and get an
            answer within 24 hours.
          </p>
          <Link className="btn btn--primary" to={paths.subscribe}>
            Upgrade to Premium — {PREMIUM_PLAN.pricePerMonth}
          </Link>
        </section>
      )}
    </Page>
  );
}
