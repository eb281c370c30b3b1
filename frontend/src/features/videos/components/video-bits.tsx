import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DifficultyBadge } from '../../../components/ui/badge';
import { ArrowLeftIcon, CrownIcon, PlayIcon } from '../../../components/ui/icons';
import { paths } from '../../../lib/paths';
import '../videos.css';

/** A video's level, a little slimmer than elsewhere to sit in the card's meta line. */
export function VideoDifficulty({ difficulty }: { difficulty: string | null | undefined }) {
  return <DifficultyBadge difficulty={difficulty} className="video-difficulty" />;
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="video-spinner" role="status">
      <span className="video-spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

export function PremiumMemberBadge() {
  return (
    <span className="premium-member-badge">
      <CrownIcon /> Premium Member
    </span>
  );
}

export function BackLink({ to = '/', children = 'Back' }: { to?: string; children?: string }) {
  return (
    <Link to={to} className="video-back">
      <ArrowLeftIcon /> {children}
    </Link>
  );
}

/** A page below /videos: the way back, its title and lead, and the member badge for premium cooks. */
export function VideoSubpageIntro({ title, lead, isPremium }: { title: string; lead: string; isPremium: boolean }) {
  return (
    <>
      <BackLink to={paths.videos}>Back to Videos</BackLink>
      <header className="videos-page__intro">
        <div>
          <h1>{title}</h1>
          <p className="lead">{lead}</p>
        </div>
        {isPremium && <PremiumMemberBadge />}
      </header>
    </>
  );
}

/** Deterministic hue per title, so the generated stand-in artwork differs between videos. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

/** The poster image, or generated artwork when there is none (or it fails to load). Decorative. */
export function VideoThumbnail({
  src,
  title,
  className = '',
  showPlay = true,
}: {
  src: string | null | undefined;
  title: string;
  className?: string;
  showPlay?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && failed !== src;
  return (
    <div className={`video-thumb ${className}`.trim()}>
      {usable ? (
        <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />
      ) : (
        <div className="video-thumb__art" style={{ ['--video-hue' as string]: hueOf(title) }} aria-hidden="true" />
      )}
      {showPlay && (
        <span className="video-thumb__play" aria-hidden="true">
          <PlayIcon filled />
        </span>
      )}
    </div>
  );
}
