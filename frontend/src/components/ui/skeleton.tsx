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

/** `count` placeholders of one size, standing in for a list or grid that is loading. */
export function Skeletons({ count, height }: { count: number; height: string }) {
  return Array.from({ length: count }, (_, index) => <Skeleton key={index} height={height} />);
}

/** A loading grid or list: `count` placeholders in the container the loaded items will fill. */
export function SkeletonGrid({
  className,
  label,
  count,
  height,
}: {
  className: string;
  label: string;
  count: number;
  height: string;
}) {
  return (
    <div className={className} aria-busy="true" aria-label={label}>
      <Skeletons count={count} height={height} />
    </div>
  );
}

/** Page-shaped placeholder shown while the session or a route loads. */
export function PageSkeleton() {
  return (
    <div className="page" role="status" aria-busy="true" aria-label="Loading">
      <Skeleton width="40%" height="2rem" />
      <div className="grid grid--cards" style={{ marginTop: 'var(--space-6)' }}>
        <Skeletons count={8} height="16rem" />
      </div>
    </div>
  );
}
