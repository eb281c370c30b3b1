export function Skeleton({
  width = '100%',
  height = '1rem',
  className = '',
}: {
  width?: string;
  height?: string;
  className?: string;
}) {
  return <div className={`skeleton ${className}`.trim()} style={{ width, height }} aria-hidden="true" />;
}

/** Page-shaped placeholder shown while the session or a route loads. */
export function PageSkeleton() {
  return (
    <div className="page" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height="2rem" />
      <div className="grid grid--cards" style={{ marginTop: 'var(--space-6)' }}>
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} height="16rem" />
        ))}
      </div>
    </div>
  );
}
