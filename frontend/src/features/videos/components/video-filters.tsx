import { useId, useState } from 'react';
import { SKILL_VIDEO_CATEGORIES, SKILL_VIDEO_DIFFICULTIES } from '@common/contracts/videos';
import type { VideoFilters } from '../api/videos';
import { FiltersToggle } from '../../../components/ui/filters-toggle';

/** A row of toggle chips; '' is 'All'. */
export function ChipGroup({
  label,
  options,
  value,
  onChange,
  allLabel = 'All',
}: {
  label: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
}) {
  const labelId = useId();
  return (
    <div className="chip-group">
      <span id={labelId} className="chip-group__label">
        {label}
      </span>
      <div className="cluster chip-group__chips" role="group" aria-labelledby={labelId}>
        {['', ...options].map((option) => (
          <button
            key={option || 'all'}
            type="button"
            className="pill-button pill-button--toggle video-chip"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
          >
            {option || allLabel}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Category and difficulty chips; under 768 px they fold away behind a 'Filters' toggle. */
export function VideoFilterBar({
  filters,
  onChange,
}: {
  filters: VideoFilters;
  onChange: (change: Partial<VideoFilters>) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = Number(Boolean(filters.category)) + Number(Boolean(filters.difficulty));
  return (
    <div className="video-filters">
      <FiltersToggle
        className="video-filters__toggle"
        open={open}
        panelId={panelId}
        onToggle={() => setOpen((current) => !current)}
      >
        {active > 0 && (
          <span className="video-filters__count">
            {active}
            <span className="visually-hidden"> active</span>
          </span>
        )}
      </FiltersToggle>
      <div id={panelId} className={`stack video-filters__panel${open ? ' video-filters__panel--open' : ''}`}>
        <ChipGroup
          label="Category"
          options={SKILL_VIDEO_CATEGORIES}
          value={filters.category}
          onChange={(category) => onChange({ category })}
        />
        <ChipGroup
          label="Difficulty"
          options={SKILL_VIDEO_DIFFICULTIES}
          value={filters.difficulty}
          onChange={(difficulty) => onChange({ difficulty })}
        />
      </div>
    </div>
  );
}
