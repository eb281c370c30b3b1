import { useState } from 'react';
import { embedUrlFor } from '../lib/embed';
import { PlayIcon } from '../../../components/ui/icons';

/**
 * Plays a video URL: YouTube/Vimeo page URLs in their embedded player, anything else (the app's
 * signed MP4s) in a native <video> with English captions when there are any.
 */
export function VideoPlayer({
  src,
  title,
  poster,
  captionsUrl,
  onFailed,
}: {
  src: string | null | undefined;
  title: string;
  poster?: string | null;
  captionsUrl?: string | null;
  /** The file could not be loaded (e.g. its signed URL expired): a chance to fetch a fresh one. */
  onFailed?: () => void;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src) {
    return (
      <div className="video-player video-player--message" role="status">
        <p>This video is not available right now.</p>
      </div>
    );
  }

  const embed = embedUrlFor(src);
  if (embed) {
    return (
      <div className="video-player">
        <iframe
          className="video-player__media"
          src={embed}
          title={`Video: ${title}`}
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  if (failedSrc === src) {
    return (
      <div className="video-player video-player--message" role="alert">
        <p>This video could not be played in your browser.</p>
        <a className="btn btn--secondary" href={src} target="_blank" rel="noopener noreferrer">
          <PlayIcon filled /> Open the video file
        </a>
      </div>
    );
  }

  return (
    <div className="video-player">
      <video
        key={src}
        src={src}
        className="video-player__media"
        controls
        preload="metadata"
        playsInline
        poster={poster ?? undefined}
        aria-label={title}
        onError={() => {
          setFailedSrc(src);
          onFailed?.();
        }}
      >
        {captionsUrl && <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />}
      </video>
    </div>
  );
}
