import { Link } from 'react-router-dom';
import { useMasterclasses, type Masterclass } from '../api/videos';
import { mediaRefresh } from '../lib/media-refresh';
import { clockDuration } from '../lib/format';
import { Duration } from './skill-video-card';
import { Spinner, VideoThumbnail } from './video-bits';
import { ExternalIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';

function MasterclassTeaserCard({
  masterclass,
  onBeforeWatch,
}: {
  masterclass: Masterclass;
  onBeforeWatch: () => void;
}) {
  return (
    <article className="masterclass-teaser">
      <VideoThumbnail src={masterclass.thumbnailUrl} title={masterclass.title} className="masterclass-teaser__thumb" />
      <div className="masterclass-teaser__body">
        <p className="masterclass-teaser__meta">
          <span className="masterclass-category">{masterclass.category}</span>
          <Duration duration={clockDuration(masterclass.durationSeconds)} plain />
        </p>
        <h3 className="masterclass-teaser__title">{masterclass.title}</h3>
        {masterclass.description && <p className="masterclass-teaser__description">{masterclass.description}</p>}
        <p className="masterclass-teaser__instructor">by {masterclass.instructor}</p>
        {masterclass.videoUrl ? (
          <a
            className="btn btn--primary masterclass-teaser__watch"
            href={masterclass.videoUrl}
            target="_blank"
            rel="noopener noreferrer"
            onPointerEnter={onBeforeWatch}
            onFocus={onBeforeWatch}
          >
            Watch Now
            <span className="visually-hidden">: {masterclass.title} (opens in a new tab)</span>
            <ExternalIcon />
          </a>
        ) : (
          <p className="muted">Video coming soon</p>
        )}
      </div>
    </article>
  );
}

/** Subscribers on /videos: this month's masterclasses (spec section 2). */
export function MasterclassSection() {
  const masterclasses = useMasterclasses({ enabled: true });
  const list = masterclasses.data ?? [];
  // Signed URLs expire: fetch fresh ones as the pointer or focus reaches an old 'Watch Now'.
  const media = mediaRefresh(masterclasses);
  return (
    <section className="masterclass-section" aria-labelledby="masterclass-section-title">
      <div className="masterclass-section__head">
        <div>
          <h2 id="masterclass-section-title">Advanced Cooking Masterclasses</h2>
          <p className="muted">
            In-depth lessons from professional chefs, updated monthly exclusively for Premium members.
          </p>
        </div>
        <Link to={paths.cookingClasses} className="btn btn--secondary">
          All masterclasses
        </Link>
      </div>
      {masterclasses.isPending ? (
        <Spinner label="Loading masterclasses" />
      ) : masterclasses.isError ? (
        <p className="state-panel video-state" role="alert">
          Masterclasses could not be loaded right now. Please try again later.
        </p>
      ) : list.length === 0 ? (
        <div className="state-panel video-state">
          <h3>New Masterclasses Coming Soon!</h3>
          <p className="muted">Fresh lessons from our chefs arrive every month.</p>
        </div>
      ) : (
        <ul className="masterclass-teasers">
          {list.map((masterclass) => (
            <li key={String(masterclass.id)}>
              <MasterclassTeaserCard masterclass={masterclass} onBeforeWatch={media.beforePlay} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
