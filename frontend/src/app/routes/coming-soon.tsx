import { Link } from 'react-router-dom';

/** Placeholder for screens whose capability has not landed yet: the route exists and says so. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <main className="page page--narrow" id="main">
      <h1>{title}</h1>
      <div className="panel">
        <p>This part of Sous is being cooked up and will be served soon.</p>
        <Link to="/">Back to Sous</Link>
      </div>
    </main>
  );
}
