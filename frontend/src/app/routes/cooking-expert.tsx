import { Link } from 'react-router-dom';
import { EXPERT_SERVICE_DESCRIPTION } from '@common/contracts/expert';
import { PREMIUM_PLAN } from '@common/contracts/subscriptions';
import { paths } from '../../lib/paths';
import { usePremium } from '../../lib/session';
import { ExpertQuestionForm } from '../../features/expert/components/expert-form';
import { Page } from '../page';

export default function CookingExpertPage() {
  const isPremium = usePremium();
  return (
    <Page title="Ask a Cooking Expert" description={EXPERT_SERVICE_DESCRIPTION} className="page page--narrow">
      <h1>Ask a Cooking Expert</h1>
      <p className="lead">{EXPERT_SERVICE_DESCRIPTION}</p>
      {isPremium ? (
        <ExpertQuestionForm />
      ) : (
        <section className="panel panel--accent">
          <h2>A Premium Chef feature</h2>
          <p>Premium members can ask anything — technique, substitutions, food safety.</p>
          <Link className="btn btn--primary" to={paths.subscribe}>
            Upgrade to Premium — {PREMIUM_PLAN.pricePerMonth}
          </Link>
        </section>
      )}
    </Page>
  );
}
