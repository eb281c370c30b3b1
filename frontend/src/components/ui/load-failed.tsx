import { Button } from './button';

/** Where a list or a page would be when loading it failed: what failed, why, and a way to try again. */
export function LoadFailed({
  title,
  message = 'Check your connection and try again.',
  onRetry,
  className = '',
  heading: Heading = 'h2',
}: {
  title: string;
  message?: string;
  onRetry: () => void;
  className?: string;
  heading?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <div className={`state-panel ${className}`.trim()} role="alert">
      <Heading>{title}</Heading>
      <p className="muted">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
