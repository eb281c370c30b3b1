import type { ReactNode } from 'react';
import { Button } from './button';
import { FilterIcon } from './icons';

/** The "Filters" button that shows and hides a filter panel; `children` say how many filters are on. */
export function FiltersToggle({
  open,
  panelId,
  onToggle,
  className,
  children,
}: {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  className: string;
  children?: ReactNode;
}) {
  return (
    <Button variant="secondary" className={className} aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      <FilterIcon /> Filters
      {children}
    </Button>
  );
}
