import { useState } from 'react';
import { PremiumUpsell } from '../../../components/premium-upsell';
import { CheckIcon, LockIcon } from '../../../components/ui/action-icons';
import { ChefIcon, ClockIcon, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { MASTERCLASS_CATEGORIES } from '@common/contracts/videos';
import { useMasterclasses, type Masterclass } from '../api/videos';
import { formatCount } from '../lib/format';
import { mediaRefresh } from '../lib/media-refresh';
import { useVideoSaving } from '../lib/use-video-saving';
import { SaveToggle } from './skill-video-dialog';
import { BackLink, DifficultyBadge, PremiumMemberBadge, Spinner, VideoThumbnail } from './video-bits';
import { ChipGroup } from './video-filters';
import { VideoPlayer } from './video-player';
import { paths } from '../../../lib/paths';

function MasterclassFacts({ masterclass }: { masterclass: Masterclass }) {
  return (
    <ul className="masterclass-facts" aria-label="Class facts">
      <li>
        <ClockIcon /> {masterclass.duration} min
      </li>
      {typeof masterclass.rating === 'number' && (
        <li>
          <StarIcon />
          {masterclass.rating.toFixed(1)}
          <span className="video-sr"> out of 5 stars</span>
        </li>
      )}
      {typeof masterclass.enrolledCount === 'number' && (
        <li>
          <UsersIcon /> {formatCount(masterclass.enrolledCount)} enrolled
        </li>
      )}
    </ul>
  );
}

function MasterclassCard({ masterclass, onOpen }: { masterclass: Masterclass; onOpen: (m: Masterclass) => void }) {
  return (
    <article className="video-card masterclass-card">
      <div className="video-card__media">
        <VideoThumbnail src={masterclass.thumbnailUrl} title={masterclass.title} />
        <span className="video-card__duration">{masterclass.duration} min</span>
      </div>
      <div className="video-card__body">
        <div className="video-card__meta">
          <DifficultyBadge difficulty={masterclass.difficulty} />
          <span className="masterclass-category">{masterclass.category}</span>
        </div>
        <h2 className="video-card__title">
          <button type="button" className="video-card__open" aria-haspopup="dialog" onClick={() => onOpen(masterclass)}>
            {masterclass.title}
          </button>
        </h2>
        <p className="masterclass-card__chef">by {masterclass.instructor}</p>
        {masterclass.description && <p className="video-card__description">{masterclass.description}</p>}
        <MasterclassFacts masterclass={masterclass} />
      </div>
    </article>
  );
}

function MasterclassDialog({
  masterclass,
  onClose,
  save,
  onMediaFailed,
}: {
  masterclass: Masterclass | null;
  onClose: () => void;
  onMediaFailed?: () => void;
  save?: { saved: boolean; pending: boolean; onToggle: () => void };
}) {
  return (
    <Dialog open={masterclass !== null} onOpenChange={(open) => !open && onClose()} className="video-dialog">
      {masterclass && (
        <div className="video-dialog__content">
          <header className="video-dialog__head">
            <DialogTitle className="video-dialog__title">{masterclass.title}</DialogTitle>
            <div className="video-dialog__meta">
              <DifficultyBadge difficulty={masterclass.difficulty} />
              <span className="masterclass-category">{masterclass.category}</span>
              <MasterclassFacts masterclass={masterclass} />
            </div>
          </header>
          <VideoPlayer
            src={masterclass.videoUrl}
            title={masterclass.title}
            poster={masterclass.thumbnailUrl}
            captionsUrl={masterclass.captionsUrl}
            onFailed={onMediaFailed}
          />
          <div className="video-dialog__details">
            <div className="video-dialog__text">
              {masterclass.description && <p className="video-dialog__description">{masterclass.description}</p>}
              <div className="masterclass-lists">
                {Boolean(masterclass.skills?.length) && (
                  <section aria-labelledby="masterclass-skills">
                    <h3 id="masterclass-skills" className="video-dialog__subhead">
                      Skills you&rsquo;ll learn
                    </h3>
                    <ul className="video-skill-list">
                      {masterclass.skills?.map((skill) => (
                        <li key={skill}>
                          <CheckIcon /> {skill}
                        </li>
                      ))}
                    </ul>
                  </section>
                )}
                {Boolean(masterclass.equipment?.length) && (
                  <section aria-labelledby="masterclass-equipment">
                    <h3 id="masterclass-equipment" className="video-dialog__subhead">
                      Equipment
                    </h3>
                    <ul className="video-equipment-list">
                      {masterclass.equipment?.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </section>
                )}
              </div>
              <section className="chef-info" aria-labelledby="masterclass-chef">
                <span className="chef-info__icon" aria-hidden="true">
                  <ChefIcon />
                </span>
                <div>
                  <h3 id="masterclass-chef" className="video-dialog__subhead">
                    Your chef: {masterclass.instructor}
                  </h3>
                  {masterclass.chefCredentials && <p className="muted">{masterclass.chefCredentials}</p>}
                </div>
              </section>
            </div>
            {save && (
              <div className="video-dialog__actions">
                <SaveToggle {...save} />
              </div>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** What free users see: a blurred stand-in (no real content) under an upgrade overlay. */
function LockedMasterclasses() {
  return (
    <div className="masterclass-locked">
      <div className="masterclass-locked__preview" aria-hidden="true" inert>
        <ul className="video-grid">
          {MASTERCLASS_CATEGORIES.concat('Technique').map((category, index) => (
            <li key={index}>
              <div className="video-card">
                <VideoThumbnail src={null} title={`${category}${index}`} showPlay={false} />
                <div className="video-card__body">
                  <span className="masterclass-category">{category}</span>
                  <span className="masterclass-locked__line masterclass-locked__line--title" />
                  <span className="masterclass-locked__line" />
                  <span className="masterclass-locked__line masterclass-locked__line--short" />
                </div>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <PremiumUpsell
        layout="gate"
        className="masterclass-locked__overlay"
        icon={<LockIcon />}
        title="Masterclasses are a Premium feature"
        message="Learn professional technique, world cuisines, pastry, molecular gastronomy and wine pairing from expert chefs, with new classes every month."
      />
    </div>
  );
}

/** `/cooking-classes`: the masterclass screen (spec section 2). */
export function MasterclassScreen({ isPremium }: { isPremium: boolean }) {
  const [category, setCategory] = useState('');
  const [opened, setOpened] = useState<Masterclass | null>(null);
  const masterclasses = useMasterclasses({ enabled: isPremium });
  const saving = useVideoSaving(isPremium);
  const media = mediaRefresh(masterclasses);
  const all = masterclasses.data ?? [];
  // The latest copy of the open class (a refetch brings fresh media URLs).
  const open = opened && (all.find((masterclass) => masterclass.id === opened.id) ?? opened);
  const openClass = (masterclass: Masterclass) => {
    media.beforePlay();
    setOpened(masterclass);
  };
  const shown = category ? all.filter((masterclass) => masterclass.category === category) : all;

  let body;
  if (!isPremium) body = <LockedMasterclasses />;
  else if (masterclasses.isPending) body = <Spinner label="Loading masterclasses" />;
  else if (masterclasses.isError)
    body = (
      <p className="video-state" role="alert">
        Masterclasses could not be loaded right now. Please try again later.
      </p>
    );
  else if (all.length === 0)
    body = (
      <div className="video-state">
        <h2>New Masterclasses Coming Soon!</h2>
        <p className="muted">Fresh lessons from our chefs arrive every month.</p>
      </div>
    );
  else if (shown.length === 0)
    body = (
      <div className="video-state">
        <h2>No {category} masterclasses yet</h2>
        <p className="muted">New classes arrive every month. Try another category in the meantime.</p>
      </div>
    );
  else
    body = (
      <ul className="video-grid">
        {shown.map((masterclass) => (
          <li key={String(masterclass.id)}>
            <MasterclassCard masterclass={masterclass} onOpen={openClass} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="videos-page">
      <BackLink to={paths.videos}>Back to Videos</BackLink>
      <header className="videos-page__intro">
        <div>
          <h1>Cooking Masterclasses</h1>
          <p className="lead">
            In-depth classes from professional chefs, updated monthly exclusively for Premium members.
          </p>
        </div>
        {isPremium && <PremiumMemberBadge />}
      </header>
      {isPremium && (
        <div className="video-filters__panel video-filters__panel--static">
          <ChipGroup label="Category" options={MASTERCLASS_CATEGORIES} value={category} onChange={setCategory} />
        </div>
      )}
      {body}
      <MasterclassDialog
        masterclass={open}
        onClose={() => setOpened(null)}
        onMediaFailed={media.onFailed}
        save={
          isPremium && open
            ? {
                saved: saving.isSaved(open.id),
                pending: saving.isPending(open.id),
                onToggle: () =>
                  void saving.toggle({
                    videoId: open.id,
                    videoType: 'masterclass',
                    videoTitle: open.title,
                    videoUrl: open.videoUrl,
                  }),
              }
            : undefined
        }
      />
    </div>
  );
}
