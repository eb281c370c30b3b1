import { useState } from 'react';
import { PremiumUpsell } from '../../../components/premium-upsell';
import { ChefIcon, ClockIcon, LockIcon, StarIcon, UsersIcon } from '../../../components/ui/icons';
import { MASTERCLASS_CATEGORIES } from '@common/contracts/videos';
import { useMasterclasses, type Masterclass } from '../api/videos';
import { clockDuration, formatCount } from '../lib/format';
import { mediaRefresh } from '../lib/media-refresh';
import { useVideoSaving } from '../lib/use-video-saving';
import { SkillList, VideoDialog } from './video-dialog';
import { VideoDifficulty, Spinner, VideoSubpageIntro, VideoThumbnail } from './video-bits';
import { Duration, VideoCard, VideoDescription } from './skill-video-card';
import { ChipGroup } from './video-filters';

function MasterclassFacts({ masterclass }: { masterclass: Masterclass }) {
  return (
    <ul className="plain-list facts masterclass-facts" aria-label="Class facts">
      <li>
        <ClockIcon /> <Duration duration={clockDuration(masterclass.durationSeconds)} plain />
      </li>
      {typeof masterclass.rating === 'number' && (
        <li>
          <StarIcon />
          {masterclass.rating.toFixed(1)}
          <span className="visually-hidden"> out of 5 stars</span>
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
    <VideoCard
      className="masterclass-card"
      headingLevel="h2"
      title={masterclass.title}
      onOpen={() => onOpen(masterclass)}
      thumbnail={masterclass.thumbnailUrl}
      media={<Duration duration={clockDuration(masterclass.durationSeconds)} />}
      meta={
        <>
          <VideoDifficulty difficulty={masterclass.difficulty} />
          <span className="masterclass-category">{masterclass.category}</span>
        </>
      }
    >
      <p className="masterclass-card__chef">by {masterclass.instructor}</p>
      <VideoDescription text={masterclass.description} />
      <MasterclassFacts masterclass={masterclass} />
    </VideoCard>
  );
}

/** What a masterclass teaches, with what, and who teaches it: under the player. */
function MasterclassDetails({ masterclass }: { masterclass: Masterclass }) {
  return (
    <>
      <div className="masterclass-lists">
        {Boolean(masterclass.skills?.length) && (
          <section aria-labelledby="masterclass-skills">
            <SkillList skills={masterclass.skills ?? []} headingId="masterclass-skills" />
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
        <span className="icon-disc icon-disc--primary chef-info__icon" aria-hidden="true">
          <ChefIcon />
        </span>
        <div>
          <h3 id="masterclass-chef" className="video-dialog__subhead">
            Your chef: {masterclass.instructor}
          </h3>
          {masterclass.chefCredentials && <p className="muted">{masterclass.chefCredentials}</p>}
        </div>
      </section>
    </>
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
              <div className="card video-card">
                <VideoThumbnail src={null} title={`${category}${index}`} showPlay={false} />
                <div className="card__body video-card__body">
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
      <p className="state-panel video-state" role="alert">
        Masterclasses could not be loaded right now. Please try again later.
      </p>
    );
  else if (all.length === 0)
    body = (
      <div className="state-panel video-state">
        <h2>New Masterclasses Coming Soon!</h2>
        <p className="muted">Fresh lessons from our chefs arrive every month.</p>
      </div>
    );
  else if (shown.length === 0)
    body = (
      <div className="state-panel video-state">
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
      <VideoSubpageIntro
        title="Cooking Masterclasses"
        lead="In-depth classes from professional chefs, updated monthly exclusively for Premium members."
        isPremium={isPremium}
      />
      {isPremium && (
        <div className="stack video-filters__panel video-filters__panel--static">
          <ChipGroup label="Category" options={MASTERCLASS_CATEGORIES} value={category} onChange={setCategory} />
        </div>
      )}
      {body}
      <VideoDialog
        video={open}
        onClose={() => setOpened(null)}
        onMediaFailed={media.onFailed}
        save={isPremium && open ? saving.stateOf({ videoId: open.id, videoType: 'masterclass' }) : undefined}
        meta={
          open && (
            <>
              <VideoDifficulty difficulty={open.difficulty} />
              <span className="masterclass-category">{open.category}</span>
              <MasterclassFacts masterclass={open} />
            </>
          )
        }
      >
        {open && <MasterclassDetails masterclass={open} />}
      </VideoDialog>
    </div>
  );
}
