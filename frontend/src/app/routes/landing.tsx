import { useDocumentTitle } from '../use-document-title';

export default function LandingPage() {
  useDocumentTitle('');
  return (
    <main id="main">
      <section className="hero">
        <div className="hero__text">
          <h1>Cook with confidence, every night of the week.</h1>
          <p className="lead">
            Recipes you can trust, a shopping list that builds itself, weekly meal plans and a step-by-step cook mode
            that keeps up with you at the stove.
          </p>
          <div className="hero__actions">
            <a className="btn btn--primary btn--large" href="/api/login">
              Start Cooking Free
            </a>
            <a className="btn btn--secondary btn--large" href="#pricing">
              View Plans
            </a>
          </div>
        </div>
      </section>
      <section id="features" className="section">
        <h2>Everything a home cook needs</h2>
        <ul className="feature-list">
          <li>Search and filter recipes by meal, cuisine, time and diet.</li>
          <li>Save favorites and turn recipes into one merged shopping list.</li>
          <li>Follow a weekly meal plan and cook step by step, hands-free.</li>
        </ul>
      </section>
      <section id="pricing" className="section">
        <h2>Plans</h2>
        <div className="grid grid--two">
          <div className="panel">
            <h3>Sous Free</h3>
            <p className="price">$0</p>
            <a className="btn btn--secondary" href="/api/login">
              Get Started
            </a>
          </div>
          <div className="panel panel--accent">
            <h3>Premium Chef</h3>
            <p className="price">
              $9.99<span>/month</span>
            </p>
            <a className="btn btn--primary" href="/api/login">
              Go Premium
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
